import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROVINCES, findProvince, type BatchLimit } from './provinces.ts';

/** Spec §9, transcribed as written: "batch: volunteers/majors" or "batch: N majors". */
const SPEC_LIMITS: Record<string, string> = {
  江苏: '2: 40/6; 5: 40/6',
  河南: '2, 3, 5: 48/6',
  安徽: '2, 3, 5: 45/6',
  山东: '2 and 5: 96 majors',
  福建: '2: 40/6; 5: 40 majors',
  广东: '2, 5: 45/6',
  陕西: '2, 3, 5: 45/6',
  黑龙江: '1-5: 40/6',
  山西: '2, 3, 5: 45/6',
  天津: '2: 50/6; 3: 25/6; 5: 20/6',
  浙江: '2, 5: 80 majors',
  北京: '2: 30/6; 5: 20 majors',
  上海: '2: 24/4; 5: 8/6',
  河北: '2, 5: 96 majors',
  重庆: '2, 5: 96 majors',
  辽宁: '2: 112 majors; 5: 60 majors',
  湖北: '2: 45/6; 5: 20/6',
  湖南: '2: 45/6; 5: 30/6',
  新疆: '2: 9/6; 3: 18/6; 5: 9/6',
  青海: '2, 5: 96 majors',
  四川: '2, 3, 5: 45/6',
  宁夏: '2, 3, 5: 45/6',
  广西: '2, 3, 5: 40/6',
  贵州: '2, 3, 5: 96 majors',
  甘肃: '2, 3, 5: 45/6',
  吉林: '1-5: 40/6',
  云南: '2, 3: 40/10; 5: 20/10',
  江西: '2, 3, 5: 45/6',
  海南: '2: 30/6; 5: 10/6',
  内蒙古: '2, 3, 5: 45/12',
};

const SPEC_CODES: Record<string, string> = {
  北京: '110000',
  天津: '120000',
  河北: '130000',
  山西: '140000',
  内蒙古: '150000',
  辽宁: '210000',
  吉林: '220000',
  黑龙江: '230000',
  上海: '310000',
  江苏: '320000',
  浙江: '330000',
  安徽: '340000',
  福建: '350000',
  江西: '360000',
  山东: '370000',
  河南: '410000',
  湖北: '420000',
  湖南: '430000',
  广东: '440000',
  广西: '450000',
  海南: '460000',
  重庆: '500000',
  四川: '510000',
  贵州: '520000',
  云南: '530000',
  甘肃: '620000',
  陕西: '610000',
  青海: '630000',
  宁夏: '640000',
  新疆: '650000',
};

function parseLimits(text: string): Record<number, BatchLimit> {
  const out: Record<number, BatchLimit> = {};
  for (const part of text.split(';')) {
    const [batchText, limitText] = part.split(':').map((s) => s.trim());
    const range = /^(\d)-(\d)$/.exec(batchText);
    const batches = range
      ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i)
      : batchText.split(/,|and/).map((s) => Number(s.trim()));
    const majorsOnly = /^(\d+) majors$/.exec(limitText);
    const pair = /^(\d+)\/(\d+)$/.exec(limitText);
    for (const b of batches) {
      out[b] = majorsOnly ? { majorNum: Number(majorsOnly[1]) } : { volunteerNum: Number(pair![1]), majorNum: Number(pair![2]) };
    }
  }
  return out;
}

const FILL_2 = ['山东', '浙江', '河北', '重庆', '辽宁', '青海', '贵州'];
const FILL_3 = ['福建', '北京'];
const XXYQ = ['山东', '浙江', '河北', '重庆', '青海', '贵州'];

describe('province configuration (spec §3, §9)', () => {
  it('configures exactly the 30 provinces of the spec', () => {
    expect(PROVINCES.map((p) => p.province).sort()).toEqual(Object.keys(SPEC_LIMITS).sort());
  });

  for (const name of Object.keys(SPEC_LIMITS)) {
    it(`${name}: every field matches the spec`, () => {
      const p = findProvince(name)!;
      expect(p).toBeDefined();
      expect(p.code).toBe(SPEC_CODES[name]);
      expect(findProvince(p.code)).toBe(p);
      expect(p.history).toBe(3);
      expect(p.year).toBe(name === '甘肃' ? 2023 : 2025);
      expect(p.fillType).toBe(FILL_2.includes(name) ? 2 : FILL_3.includes(name) ? 3 : 1);
      expect(p.showAdvancedMenu).toBe(name === '江苏');
      expect(p.xxyqInfo).toBe(XXYQ.includes(name));
      expect([1, 2, 3, 4]).toContain(p.label);
      expect([1, 2, 3, 4]).toContain(p.type);
      expect(p.batchs).toEqual(parseLimits(SPEC_LIMITS[name]));
      if (name === '内蒙古') expect(p.hotSchools).toEqual([]);
      else {
        expect(p.hotSchools).toHaveLength(10);
        expect(new Set(p.hotSchools).size).toBe(10);
      }
    });
  }

  // With the public data set beside the repo (CI has it), every hot school must be a real,
  // active institution located in that province according to the MoE list.
  const moeList = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '../../../../shared/data'), 'institutions/moe_2026_institutions.csv');
  it.runIf(fs.existsSync(moeList))('hot schools are real active institutions of their province (MoE 2026 list)', () => {
    const lines = fs.readFileSync(moeList, 'utf8').split('\n').slice(1);
    const where = new Map<string, string[]>();
    for (const line of lines) {
      const cols = line.split(',');
      if (cols.length < 12 || cols[11] !== 'active') continue;
      where.set(cols[2], [...(where.get(cols[2]) ?? []), cols[4]]);
    }
    for (const p of PROVINCES) {
      for (const school of p.hotSchools) {
        const provinces = where.get(school) ?? [];
        expect(
          provinces.some((name) => name.startsWith(p.province)),
          `${p.province}: ${school}`,
        ).toBe(true);
      }
    }
  });
});
