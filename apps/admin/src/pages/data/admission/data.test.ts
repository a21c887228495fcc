import { describe, expect, it } from 'vitest';
import i18n from '../../../locales';
import { batchesFor, groupLabel, rangeBounds, scoreLineQuery } from './data';

const options = {
  province: '江苏',
  year: 2025,
  years: [2025, 2024],
  subjectTypes: ['物理类', '历史类'],
  batches: ['本科批', '专科批', '本科提前批'],
  combos: [
    { subjectType: '物理类', batch: '本科批' },
    { subjectType: '物理类', batch: '专科批' },
    { subjectType: '历史类', batch: '本科批' },
  ],
};

describe('admission screen: filters', () => {
  it('orders a range typed either way round and drops empty ends', () => {
    expect(rangeBounds([600, 550])).toEqual([550, 600]);
    expect(rangeBounds([550, 600])).toEqual([550, 600]);
    expect(rangeBounds([null, 600])).toEqual([undefined, 600]);
    expect(rangeBounds(undefined)).toEqual([undefined, undefined]);
  });

  it('turns the search form into the getYxByCmd / getZyByCmd query', () => {
    expect(
      scoreLineQuery(
        { province: '江苏', year: '2024', subjectType: '物理类', batch: '', keyword: ' 南京 ', scoreRange: [650, 600], rankRange: [1000, null] },
        { current: 2, pageSize: 20 },
      ),
    ).toEqual({
      pageNumber: 2,
      pageSize: 20,
      province: '江苏',
      year: 2024,
      subjectType: '物理类',
      batch: undefined,
      keyword: '南京',
      scoreMin: 600,
      scoreMax: 650,
      rankMin: 1000,
      rankMax: undefined,
    });
  });

  it('offers only the batches that go with the chosen subject type', () => {
    expect(batchesFor(options, undefined)).toEqual(['本科批', '专科批', '本科提前批']);
    expect(batchesFor(options, '历史类')).toEqual(['本科批']);
    expect(batchesFor(options, '物理类')).toEqual(['本科批', '专科批']);
    expect(batchesFor(undefined, '物理类')).toEqual([]);
  });

  it('names a group by its code, or by the label a source wrote in full', () => {
    const t = i18n.t.bind(i18n);
    expect(groupLabel('05', t)).toBe('专业组 05');
    expect(groupLabel('专业组(历史+思想政治和地理)', t)).toBe('专业组(历史+思想政治和地理)');
    expect(groupLabel(null, t)).toBe('-');
  });
});
