import { describe, expect, it } from 'vitest';
import { itemView } from '../instrument.ts';
import { expectSoundItemBank, sheetOf } from './bank-checks.ts';
import { brainTalent } from './brain-talent.ts';

/** The answers as solved by hand, by the label of the right option. */
const SOLVED: Record<string, string> = {
  'de-series-1': '95', // ×2 + 1
  'de-series-2': 'U', // A1 C3 F6 J10 O15: steps 2, 3, 4, 5, then 6 → 21
  'de-series-3': '58', // steps 1, 4, 9, 16, then 25
  'de-series-4': 'P32', // letters B D G K P (steps 2, 3, 4, 5), numbers double
  'de-matrix-1': '21', // third = first × second
  'de-matrix-2': '竖线和中横线', // lines in exactly one of the first two cells
  'de-matrix-3': '黄圆', // each shape and colour once per row and column
  'de-matrix-4': '4 个指向右上方的箭头', // +1 arrow, 135° clockwise each step: 0° → 135° → 270° → 45°
  'de-verbal-1': '所有的鲸都用肺呼吸',
  'de-verbal-2': '小郑', // 郑 > 林 > 周, 林 > 吴
  'de-verbal-3': '9', // x/3 + 4 = 10 → 18
  'de-verbal-4': '没有下雨', // modus tollens
  'de-spatial-1': '3 号', // a row of four folds into a ring: 1–3 and 2–4 opposite
  'de-spatial-2': '南', // 北 → 东 → 西 → 南
  'de-spatial-3': '12', // one per edge of the big cube
  'de-spatial-4': 'Z',
};

/** The sheet answering the listed items right and every other item with a wrong option. */
function sheet(right: string[]) {
  return Object.fromEntries(
    brainTalent.items.map((item) => {
      const wrong = item.options!.find((o) => o.value !== item.correct)!.value;
      return [item.id, right.includes(item.id) ? item.correct! : wrong];
    }),
  );
}

const counts = (report: ReturnType<typeof brainTalent.score>) => report.dimensions.map((d) => [d.key, d.score]);

describe('brain-talent (推理能力参考, de)', () => {
  it('has a sound item bank: 16 own items, 4 per ICAR item type, each with options and one key', () => {
    expectSoundItemBank(brainTalent, ['series', 'matrix', 'verbal', 'spatial']);
    expect(brainTalent.items).toHaveLength(16);
    for (const key of ['series', 'matrix', 'verbal', 'spatial']) expect(brainTalent.items.filter((i) => i.dimension === key)).toHaveLength(4);
    expect(brainTalent.scale).toBeNull();
    expect(brainTalent.source.ownItems).toBe(true);
    expect(brainTalent.source.licence).toContain('未使用 ICAR 题目');
  });

  it('keys every item to the answer solved by hand, and never sends the key to the browser', () => {
    for (const item of brainTalent.items) {
      expect(item.options!.find((o) => o.value === item.correct)?.label, item.id).toBe(SOLVED[item.id]);
      expect(itemView(item)).not.toHaveProperty('correct');
    }
  });

  it('checks the computable keys by computing them', () => {
    const series1 = [2];
    while (series1.length < 6) series1.push(series1.at(-1)! * 2 + 1);
    expect(String(series1[5])).toBe(SOLVED['de-series-1']);
    let twoRedFaces = 0;
    for (let x = 0; x < 3; x++)
      for (let y = 0; y < 3; y++)
        for (let z = 0; z < 3; z++) {
          if ([x, y, z].filter((c) => c === 0 || c === 2).length === 2) twoRedFaces++;
        }
    expect(String(twoRedFaces)).toBe(SOLVED['de-spatial-3']);
    const headings = ['北', '东', '南', '西'];
    const heading = (((0 + 1 + 2 - 1) % 4) + 4) % 4; // right, about-turn, left
    expect(headings[heading]).toBe(SOLVED['de-spatial-2']);
  });

  it('scores a sheet of all first options (the key where it is 1): 0 / 2 / 0 / 1, total 3', () => {
    const report = brainTalent.score(sheetOf(brainTalent, 1), {});
    expect(counts(report)).toEqual([
      ['series', 0],
      ['matrix', 2],
      ['verbal', 0],
      ['spatial', 1],
      ['total', 3],
    ]);
    expect(report.dimensions.at(-1)).toMatchObject({ min: 0, max: 16, band: '答对较少' });
    expect(report.leads).toEqual([]);
    expect(report.disclaimer.startsWith('仅供参考，非诊断')).toBe(true);
  });

  it('scores a sheet of all last options: 1 / 0 / 0 / 1, total 2', () => {
    expect(counts(brainTalent.score(sheetOf(brainTalent, 4), {}))).toEqual([
      ['series', 1],
      ['matrix', 0],
      ['verbal', 0],
      ['spatial', 1],
      ['total', 2],
    ]);
  });

  it('scores all right as 4 per type and 16 in all, with one 数学 lead for series and matrices', () => {
    const report = brainTalent.score(sheet(brainTalent.items.map((i) => i.id)), {});
    expect(counts(report)).toEqual([
      ['series', 4],
      ['matrix', 4],
      ['verbal', 4],
      ['spatial', 4],
      ['total', 16],
    ]);
    expect(report.dimensions.every((d) => d.band === '答对较多')).toBe(true);
    expect(report.leads.map((l) => l.name)).toEqual(['数学', '语文', '物理']);
  });

  it('scores a sheet with known right and wrong answers', () => {
    const report = brainTalent.score(
      sheet([
        'de-series-1',
        'de-series-2',
        'de-matrix-1',
        'de-matrix-2',
        'de-matrix-3',
        'de-matrix-4',
        'de-verbal-3',
        'de-spatial-1',
        'de-spatial-2',
        'de-spatial-4',
      ]),
      {},
    );
    expect(counts(report)).toEqual([
      ['series', 2],
      ['matrix', 4],
      ['verbal', 1],
      ['spatial', 3],
      ['total', 10],
    ]);
    expect(report.dimensions.map((d) => d.band)).toEqual(['答对一半', '答对较多', '答对较少', '答对较多', '答对中等']);
    expect(report.leads.map((l) => [l.type, l.name])).toEqual([
      ['subject', '数学'],
      ['subject', '物理'],
    ]);
    expect(report.watchOuts).toEqual([expect.stringContaining('「言语推理」这次答对较少')]);
    expect(report.summary).toContain('本次共答对 10/16');
    expect(report.summary).toContain('不代表“天赋”');
  });

  it('frames itself as reasoning practice, not talent or brain science', () => {
    expect(brainTalent.title).toBe('推理能力参考');
    expect(brainTalent.tells).toContain('不是脑科学测试');
  });
});
