import { describe, expect, it } from 'vitest';
import { singleYear } from './TrendChart.tsx';

describe('a one-year series is a value, not a chart (issue 30)', () => {
  it('gives the values of the only year with data', () => {
    const one = singleYear(
      [2023, 2024, 2025],
      [
        { name: '最低分', data: [null, null, 530] },
        { name: '最低位次', data: [null, null, 112894] },
      ],
    );
    expect(one).toEqual({
      year: 2025,
      values: [
        { name: '最低分', value: 530 },
        { name: '最低位次', value: 112894 },
      ],
    });
  });

  it('leaves out a series without a value that year', () => {
    expect(
      singleYear(
        [2025],
        [
          { name: '最低分', data: [601] },
          { name: '最低位次', data: [null] },
        ],
      ),
    ).toEqual({ year: 2025, values: [{ name: '最低分', value: 601 }] });
  });

  it('draws a chart once two years have data, in any series', () => {
    expect(
      singleYear(
        [2024, 2025],
        [
          { name: 'a', data: [null, 530] },
          { name: 'b', data: [100, null] },
        ],
      ),
    ).toBeNull();
  });

  it('has no year when nothing has data', () => {
    expect(singleYear([2024, 2025], [{ name: 'a', data: [null, null] }])).toEqual({ year: null, values: [] });
  });
});
