import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, WORK_VALUE_KEYS } from '@zhiyuan/shared/contracts/career';
import { dataDir } from '../test/data-set.ts';
import { readCsv } from '../data/csv.ts';
import { ImportReporter } from '../data/report.ts';
import { CROSSWALK } from './crosswalk.ts';
import { OCCUPATION_ROWS } from './occupations.ts';
import { CLASS_PROFILES, OCCUPATIONS } from './library.ts';
import { validCode } from './fit.ts';

const CATALOGUE = path.join(dataDir, 'majors', 'undergraduate_catalog_2026.csv');
const hasCatalogue = fs.existsSync(CATALOGUE);

describe('the career library and its crosswalk', () => {
  it('gives every occupation a valid O*NET code, SOC code, work values and degree, once', () => {
    expect(OCCUPATION_ROWS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(OCCUPATION_ROWS.map((o) => o.id)).size).toBe(OCCUPATION_ROWS.length);
    expect(new Set(OCCUPATION_ROWS.map((o) => o.name)).size).toBe(OCCUPATION_ROWS.length);
    for (const o of OCCUPATION_ROWS) {
      expect(validCode(o.riasec), `${o.id} ${o.riasec}`).toBe(true);
      expect(o.soc, o.id).toMatch(/^\d{2}-\d{4}\.\d{2}$/);
      expect(o.title.length, o.id).toBeGreaterThan(3);
      expect(o.values.length, o.id).toBeGreaterThanOrEqual(1);
      expect(new Set(o.values).size, o.id).toBe(o.values.length);
      for (const v of o.values) expect(WORK_VALUE_KEYS, o.id).toContain(v);
      expect(EDUCATION_LEVELS, o.id).toContain(o.education);
      expect(o.description.length, o.id).toBeGreaterThan(10);
    }
  });

  it('links only occupations of the library, and every occupation to at least one 专业类', () => {
    const ids = new Set(OCCUPATION_ROWS.map((o) => o.id));
    for (const c of CROSSWALK) {
      expect(c.code, c.name).toMatch(/^\d{4}$/);
      expect(c.occupations.length, c.name).toBeGreaterThanOrEqual(2);
      expect(new Set(c.occupations).size, c.name).toBe(c.occupations.length);
      for (const id of c.occupations) expect(ids.has(id), `${c.name} → ${id}`).toBe(true);
    }
    expect(new Set(CROSSWALK.map((c) => c.code)).size).toBe(CROSSWALK.length);
    for (const o of OCCUPATIONS) expect(o.classes.length, o.id).toBeGreaterThan(0);
    for (const c of CLASS_PROFILES) expect(validCode(c.riasec), c.code).toBe(true);
  });

  it.skipIf(!hasCatalogue)('uses only 专业类 of the 2026 catalogue, with their catalogue names, and covers all of them', () => {
    const classes = new Map<string, string>();
    for (const row of readCsv(CATALOGUE, new ImportReporter()) ?? []) classes.set(row.class_code!, row.class_name!);
    expect(classes.size).toBe(93);
    for (const c of CROSSWALK) expect(classes.get(c.code), c.code).toBe(c.name);
    expect(CROSSWALK.map((c) => c.code).sort()).toEqual([...classes.keys()].sort());
  });
});
