import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionRecords, importRuns } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { dataDir, hasDataSet } from '../test/data-set.ts';
import { importIfChanged, type ImportResult } from './run.ts';

/**
 * The whole data set, as a start with DATA_DIR imports it: minutes, so only with FULL_IMPORT=1
 * (CI on PostgreSQL). On PGlite (2 CPUs) the first import took about 3 minutes, a repeat 40 s.
 */
describe.runIf(hasDataSet && process.env.FULL_IMPORT === '1')('full import of the real data set', () => {
  let t: TestApp;
  let result: ImportResult;

  beforeAll(async () => {
    t = await createTestApp();
    const first = await importIfChanged(t.database.db, dataDir);
    if (!first.ran) throw new Error(`the import did not run: ${first.reason}`);
    result = first;
  }, 30 * 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('succeeds and accounts for every row of every file', () => {
    expect(result.status, result.error).toBe('succeeded');
    for (const f of result.files) {
      const skipped = Object.values(f.skipped).reduce((a, b) => a + b, 0);
      expect(f.imported + f.unchanged + skipped, f.file).toBe(f.read);
    }
    const admissions = result.files.find((f) => f.file === 'admissions.csv.gz')!;
    expect(admissions.read).toBe(668_247);
    expect(admissions.skipped['control line (imported from control_lines_recent.csv)']).toBe(1521);
  });

  it('stores what it counted as imported', async () => {
    const imported = result.files.filter((f) => f.file.endsWith('.csv.gz') || f.file.endsWith('_majors.csv')).reduce((n, f) => n + f.imported, 0);
    const [{ n }] = await t.database.db.select({ n: count() }).from(admissionRecords);
    expect(Number(n)).toBe(imported);
  });

  it("records the files' fingerprint, so the next start imports nothing", async () => {
    const [run] = await t.database.db.select().from(importRuns).where(eq(importRuns.id, result.runId));
    expect(run.fingerprint).toMatch(/^[0-9a-f]{40}$/);
    expect(await importIfChanged(t.database.db, dataDir)).toMatchObject({ ran: false, reason: 'unchanged', runId: result.runId });
  });
});
