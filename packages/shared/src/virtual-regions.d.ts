// Types of the virtual modules served by regionsPlugin() (packages/shared/vite-regions.ts).

declare module 'virtual:region-tree' {
  import type { RegionTree, TownChunk } from '@zhiyuan/shared/regions';
  /** Provinces → cities → districts as `[code, name, children?]`. */
  export const regionTree: RegionTree;
  /** One lazy chunk per province that has townships, keyed by six-digit province code. */
  export const townLoaders: Readonly<Record<string, () => Promise<{ default: TownChunk }>>>;
}

declare module 'virtual:region-towns/*' {
  import type { TownChunk } from '@zhiyuan/shared/regions';
  /** Townships of one province, keyed by district code. */
  const towns: TownChunk;
  export default towns;
}
