import { describe, expect, it } from 'vitest';
import type { ReportDimension } from '@zhiyuan/shared';
import { chartHeight, reportChartOption } from './charts.ts';

const dim = (key: string, score: number, min: number, max: number, band?: string): ReportDimension => ({ key, label: key, score, min, max, band });
const riasec = ['R', 'I', 'A', 'S', 'E', 'C'].map((k, i) => dim(k, 10 + i * 4, 0, 40));

type Radar = { radar: { shape: string; indicator: { name: string; min: number; max: number }[] }; series: { data: { value: number[] }[] }[] };

describe('report charts', () => {
  it('draws RIASEC as a hexagon: six axes on 0–40, the scores in order, each axis naming its letter and score', () => {
    const option = reportChartOption({ chart: 'hexagon', dimensions: riasec }, { mobile: false }) as unknown as Radar;
    expect(option.radar.shape).toBe('polygon');
    expect(option.radar.indicator).toHaveLength(6);
    expect(option.radar.indicator.every((x) => x.min === 0 && x.max === 40)).toBe(true);
    expect(option.radar.indicator[1].name).toBe('I I\n14');
    expect(option.series[0].data[0].value).toEqual([10, 14, 18, 22, 26, 30]);
  });

  it("draws the Big Five as a five-axis radar on each factor's own range", () => {
    const five = ['E', 'A', 'C', 'N', 'O'].map((k) => dim(k, 30, 10, 50));
    const option = reportChartOption({ chart: 'radar', dimensions: five }, { mobile: true }) as unknown as Radar;
    expect(option.radar.indicator.map((x) => [x.min, x.max])).toEqual(Array(5).fill([10, 50]));
    expect(option.radar.indicator[0].name).toBe('E\n30');
  });

  it("draws bars as each score's place on its own range, top row first", () => {
    const option = reportChartOption({ chart: 'bars', dimensions: [dim('gad7', 21, 0, 21, '重度'), dim('worry', 9, 0, 18)] }, { mobile: true }) as unknown as {
      yAxis: { data: string[] };
      series: { data: (number | { value: number })[] }[];
    };
    expect(option.yAxis.data).toEqual(['worry', 'gad7']);
    expect(option.series[1].data.map((d) => (typeof d === 'number' ? d : d.value))).toEqual([50, 100]);
  });

  it('draws the bipolar bar on −100…100 with both poles named', () => {
    const option = reportChartOption(
      { chart: 'bipolar', dimensions: [dim('index', -40, -100, 100), dim('activity', 25, -100, 100)] },
      { mobile: false, poles: ['偏文', '偏理'] },
    ) as unknown as {
      xAxis: { min: number; max: number; name: string };
      series: { data: { value: number }[] }[];
    };
    expect([option.xAxis.min, option.xAxis.max]).toEqual([-100, 100]);
    expect(option.xAxis.name).toContain('偏文');
    expect(option.xAxis.name).toContain('偏理');
    expect(option.series[0].data.map((d) => d.value)).toEqual([25, -40]);
  });

  it('draws one score on a gauge of its range', () => {
    const option = reportChartOption({ chart: 'gauge', dimensions: [dim('selfControl', 41, 13, 65, '中等')] }, { mobile: true }) as unknown as {
      series: { min: number; max: number; data: { value: number; name: string }[] }[];
    };
    expect([option.series[0].min, option.series[0].max]).toEqual([13, 65]);
    expect(option.series[0].data[0]).toEqual({ value: 41, name: 'selfControl · 中等' });
  });

  it('sizes bars by their rows and radars square', () => {
    expect(chartHeight('bars', 6, false)).toBe(6 * 48 + 48);
    expect(chartHeight('bars', 1, true)).toBe(140);
    expect(chartHeight('hexagon', 6, true)).toBe(300);
  });
});
