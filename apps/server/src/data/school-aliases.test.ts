import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataDir, hasDataSet } from '../test/data-set.ts';
import { readInstitutions } from './catalog-institutions.ts';
import { parseAdmission, ADMISSIONS_FILE } from './admissions.ts';
import { GUANGDONG_DIR, parseGuangdongMajor } from './admissions-guangdong.ts';
import { readCsv } from './csv.ts';
import { streamCsv } from './csv-stream.ts';
import { canonicalName, InstitutionMatcher } from './matcher.ts';
import { ImportReporter } from './report.ts';
import { BUILT_IN_ALIASES, SEED_ALIASES } from './school-aliases.ts';
import { AUTHORITY_NAMES, PUBLISHED_VARIANTS, UNMATCHABLE } from './school-alias-list.ts';
import { coreName } from './school-suggest.ts';

describe('the built-in alias list', () => {
  it('holds each alias once, never an institution name of its own target, with a known kind', () => {
    const keys = [...AUTHORITY_NAMES, ...PUBLISHED_VARIANTS].map(([alias]) => canonicalName(alias));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [alias, name, kind] of BUILT_IN_ALIASES) {
      expect(canonicalName(alias), alias).not.toBe(canonicalName(name));
      expect(['short', 'former', 'campus', 'other']).toContain(kind);
    }
    const unmatchable = UNMATCHABLE.map(([name]) => canonicalName(name));
    expect(unmatchable.filter((n) => keys.includes(n))).toEqual([]);
  });
});

/**
 * On the real data set (skipped without it): every school name of the admission files that the
 * catalog's names, former names and notes do not match is either mapped by the built-in list or
 * listed as unmatchable with its reason. Before the list (and the cleanup of debris around names
 * in matcher.ts): 1,297 names on 5,124 rows matched nothing.
 */
// Pure computation over the files (no database): the PostgreSQL pass (TEST_DATABASE_URL) would only repeat it.
describe.runIf(hasDataSet && !process.env.TEST_DATABASE_URL)('school names of the real data set', () => {
  const catalog = () =>
    readInstitutions(dataDir, new ImportReporter()).rows.map((r) => ({
      id: r.id,
      name: r.name,
      formerNames: r.formerNames ?? [],
      guobiaoCode: r.guobiaoCode ?? null,
    }));
  let unmatched: Map<string, number>;
  let plain: InstitutionMatcher;

  beforeAll(async () => {
    plain = new InstitutionMatcher(catalog());
    const aliases = BUILT_IN_ALIASES.flatMap(([alias, name]) => {
      const institutionId = plain.match(name);
      return institutionId ? [{ alias, institutionId }] : [];
    });
    const matcher = new InstitutionMatcher(catalog(), aliases);
    unmatched = new Map();
    const note = (name: string) => unmatched.set(name, (unmatched.get(name) ?? 0) + 1);
    for await (const r of streamCsv(path.join(dataDir, ADMISSIONS_FILE), {})) {
      const row = parseAdmission(r, 'admissions.csv.gz');
      if (typeof row !== 'string' && !matcher.match(row.schoolName)) note(row.schoolName);
    }
    const folder = path.join(dataDir, GUANGDONG_DIR);
    for (const file of fs.readdirSync(folder).filter((f) => /^\d{4}_(physics|history)_majors\.csv$/.test(f))) {
      for (const r of readCsv(path.join(folder, file), new ImportReporter()) ?? []) {
        const row = parseGuangdongMajor(r, file, Number(file.slice(0, 4)), file.includes('physics') ? '物理类' : '历史类');
        if (typeof row !== 'string' && !matcher.match(row.schoolName, row.schoolCode)) note(row.schoolName);
      }
    }
    // About a minute on a quiet machine: the whole national file is read.
  }, 300_000);

  it('maps every alias to an institution of the catalog (none is dropped when seeding)', () => {
    const lost = BUILT_IN_ALIASES.filter(([, name]) => !plain.match(name)).filter(([alias]) => !SEED_ALIASES.some(([a]) => a === alias));
    expect(lost).toEqual([]);
  });

  it('leaves only names listed as unmatchable, each with its reason', () => {
    const known = new Map(UNMATCHABLE.map(([name, reason]) => [canonicalName(name), reason]));
    const rows = [...unmatched.values()].reduce((a, b) => a + b, 0);
    const unexplained = [...unmatched.keys()].filter((name) => !known.has(coreName(name)));
    console.info(`unmatched after the list: ${unmatched.size} names on ${rows} rows; not in the unmatchable list: ${unexplained.length}`);
    expect(unexplained).toEqual([]);
    expect(unmatched.size).toBeLessThanOrEqual(130);
    expect(rows).toBeLessThanOrEqual(1800);
    // No listed name has since become matchable (the list would hide a real match).
    const stillUnmatched = new Set([...unmatched.keys()].map(coreName));
    expect(UNMATCHABLE.filter(([name]) => !stillUnmatched.has(canonicalName(name))).map(([name]) => name)).toEqual([]);
  });
});
