import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dataDir, hasDataSet } from '../test/data-set.ts';
import { batchKind, batchNumber } from './batches.ts';
import { buildPools, type LineRecord } from './units.ts';

/** Arts and sports batches as the data set names them, none of which is the ordinary 本科批. */
const ARTS_SPORTS = [
  '本科艺体甲批平行段',
  '提前艺体类本科批',
  '艺体批',
  '艺术类本科',
  '体育类本科批',
  '本科提前批艺术类(物理组)',
  '艺术/体育类本科',
  '本科A美术类',
  '表演本科',
  '本提前艺本二批',
  '艺考类',
];

describe('batch kinds', () => {
  it('classifies arts and sports batches as their own kind, and gives them no batch number', () => {
    for (const name of ARTS_SPORTS) {
      expect(batchKind(name), name).not.toBe('general');
      expect(batchNumber(name), name).toBeNull();
    }
    expect(batchKind('本科艺体甲批平行段')).toBe('artsSports');
    expect(batchKind('艺术类本科')).toBe('arts');
    expect(batchKind('体育类本科批')).toBe('sports');
    expect(batchKind('国家专项计划本科批')).toBe('special');
    for (const [name, n] of [
      ['本科批', 2],
      ['本科普通批次平行志愿', 2],
      ['本科一批', 2],
      ['本科二批', 3],
      ['本科提前批', 1],
      ['高职(专科)批', 5],
    ] as const) {
      expect(batchKind(name), name).toBe('general');
      expect(batchNumber(name), name).toBe(n);
    }
  });

  it('never pools an arts/sports line with the ordinary 本科批, whose name stays as published', () => {
    const line = (batch: string, schoolName: string): LineRecord => ({
      year: 2025,
      subjectType: '综合',
      batch,
      level: 'group',
      schoolId: null,
      schoolName,
      schoolCode: null,
      groupCode: '01',
      majorName: null,
      majorCode: null,
      electiveRequirement: null,
      minScore: 500,
      minRank: 20000,
      rankDerived: false,
      planCount: null,
      tuition: null,
      official: true,
      sourceQuality: 'official',
    });
    const pools = buildPools([line('本科普通批次平行志愿', '上海大学'), line('本科艺体甲批平行段', '上海戏剧学院')], { fillType: 1, examMode: 3 });
    expect([...pools.keys()]).toEqual(['综合|2']);
    expect(pools.get('综合|2')!.batchNames).toEqual(['本科普通批次平行志愿']);
    expect(pools.get('综合|2')!.units.map((u) => u.schoolName)).toEqual(['上海大学']);
  });

  it.runIf(hasDataSet)('holds for the batch names of the national file', () => {
    const file = path.join(dataDir, 'admissions/national/admissions.csv.gz');
    // batch is the fourth column, after three that hold no comma (province, year, subjectType).
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    expect(lines[0].split(',')[3]).toBe('batch');
    const names = new Set(
      lines
        .slice(1)
        .map((l) => l.split(',')[3])
        .filter(Boolean),
    );
    // The names above are the data set's own.
    for (const name of ARTS_SPORTS) expect(names.has(name), name).toBe(true);
    // No batch the national file names after 艺术/艺体/体育/美术 is taken for an ordinary batch.
    const leaked = [...names].filter((n) => /艺术|艺体|体艺|体育|美术/.test(n) && batchNumber(n) !== null);
    expect(leaked).toEqual([]);
  });
});
