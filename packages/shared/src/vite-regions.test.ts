import { describe, expect, it } from 'vitest';
import { regionsPlugin } from '../vite-regions.ts';
import { buildRegionData } from './regions-node.ts';
import type { RegionTree, TownChunk } from './regions.ts';

type Hook = (this: { error(message: string): never }, id: string) => string | undefined;
const plugin = regionsPlugin();
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};
const resolveId = (id: string) => (plugin.resolveId as unknown as Hook).call(context, id);
const load = (id: string) => (plugin.load as unknown as Hook).call(context, id);
/** Evaluates generated module code the way the browser would. */
const evaluate = <T>(code: string): Promise<T> => import(`data:text/javascript,${encodeURIComponent(code)}`);

describe('regionsPlugin', () => {
  const data = buildRegionData();

  it('resolves only its virtual ids', () => {
    expect(resolveId('virtual:region-tree')).toBe('\0virtual:region-tree');
    expect(resolveId('virtual:region-towns/440000')).toBe('\0virtual:region-towns/440000');
    expect(resolveId('./main.ts')).toBeUndefined();
  });

  it('serves the same tree as buildRegionData, with one lazy loader per province with townships', async () => {
    const code = load('\0virtual:region-tree')!;
    expect(code).toContain('import("virtual:region-towns/440000")');
    expect(code).not.toContain('粤海街道');
    const module = await evaluate<{ regionTree: RegionTree; townLoaders: Record<string, unknown> }>(code);
    expect(module.regionTree).toEqual(data.tree);
    expect(Object.keys(module.townLoaders).sort()).toEqual([...data.towns.keys()].sort());
    expect(Object.keys(module.townLoaders)).not.toContain('810000');
  });

  it('serves a province’s townships as their own module', async () => {
    const module = await evaluate<{ default: TownChunk }>(load('\0virtual:region-towns/440000')!);
    expect(module.default).toEqual(data.towns.get('440000'));
    expect(module.default['440305']).toContainEqual(['440305007', '粤海街道']);
  });

  it('fails the build for a province without townships', () => {
    expect(() => load('\0virtual:region-towns/810000')).toThrow(/no townships/);
  });
});
