import { describe, expect, it } from 'vitest';
import { TEST_KINDS } from '@zhiyuan/shared';
import area from '../../i18n/areas/tests.ts';

/** Every key path of a message tree. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('测评 strings', () => {
  it('has the same keys in zh-CN and en-US', () => {
    expect(keys(area['en-US']).sort()).toEqual(keys(area['zh-CN']).sort());
  });

  it('explains method, scores and norms of every test', () => {
    const kinds = area['zh-CN'].tests.appendix.kinds as Record<string, Record<string, string>>;
    for (const kind of TEST_KINDS) {
      expect(Object.keys(kinds[kind] ?? {}).sort(), kind).toEqual(['method', 'norms', 'scores']);
    }
  });
});
