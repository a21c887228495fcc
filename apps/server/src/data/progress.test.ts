import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRuns, type ImportSummary } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { runImport, type ImportResult } from './run.ts';
import { writeSyntheticDataSet } from './synthetic-data-set.ts';

const ROWS = 12_000;

interface Seen {
  status: string;
  summary: ImportSummary | null;
  importing: boolean;
}

describe('import progress (made-up data folder)', () => {
  let t: TestApp;
  let dir: string;
  let result: ImportResult;
  const lines: string[] = [];
  /** What another caller saw of the run while it went: its record and the public status. */
  const seen: Seen[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    dir = writeSyntheticDataSet(fs.mkdtempSync(path.join(os.tmpdir(), 'zy-progress-')), ROWS);
    const run = runImport(t.database.db, { dir, triggeredBy: 'test', log: (line) => lines.push(line), progress: { saveEveryMs: 20, logEveryMs: 200 } });
    let finished = false;
    void run.finally(() => (finished = true));
    while (!finished) {
      const [row] = await t.database.db.select().from(importRuns).limit(1);
      const status = await t.call<{ importing: boolean; startedAt: string | null }>({ method: 'GET', url: '/api/dataImport/status' });
      if (row) seen.push({ status: row.status, summary: row.summary, importing: status.result.importing });
      await new Promise((r) => setTimeout(r, 10));
    }
    result = await run;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const admissions = (s: ImportSummary | null) => s?.files.find((f) => f.file === 'admissions.csv.gz');

  it("writes each file's counts into the run while it goes, growing, not only at the end", () => {
    expect(result.status, result.error).toBe('succeeded');
    const running = seen.filter((s) => s.status === 'running');
    const reads = running.map((s) => admissions(s.summary)?.read ?? 0).filter((n) => n > 0 && n < ROWS);
    // Part-way counts of the big file, seen by another reader while the run was still running.
    expect(reads.length).toBeGreaterThan(1);
    expect(new Set(reads).size).toBeGreaterThan(1);
    expect(running.some((s) => (admissions(s.summary)?.imported ?? 0) > 0)).toBe(true);
    // The step and file being read are named; files read before (missing here) are listed with their reason.
    expect(running.some((s) => s.summary?.current?.step === 'admissions' && s.summary.current.file === 'admissions.csv.gz')).toBe(true);
    expect(running.some((s) => s.summary?.files.some((f) => f.skipped['file missing']) && (admissions(s.summary)?.read ?? 0) < ROWS)).toBe(true);
  });

  it('leaves the final summary, without the current step, once the run ended', async () => {
    const [row] = await t.database.db.select().from(importRuns).where(eq(importRuns.id, result.runId));
    expect(row.status).toBe('succeeded');
    expect(admissions(row.summary)).toMatchObject({ read: ROWS, imported: ROWS });
    expect(row.summary?.current).toBeUndefined();
    expect(row.summary?.unmatched.length).toBeGreaterThan(0);
  });

  it('tells the public site an import runs while it runs, and no more after', async () => {
    expect(seen.some((s) => s.status === 'running' && s.importing)).toBe(true);
    const after = await t.call<{ importing: boolean; startedAt: string | null }>({ method: 'GET', url: '/api/dataImport/status' });
    expect(after.result).toEqual({ importing: false, startedAt: null });
  });

  it('prints a start line, each step, a line per file with its counts and time, and the totals', () => {
    const text = lines.join('\n');
    expect(lines[0]).toMatch(new RegExp(`^import run ${result.runId} started: `));
    expect(text).toMatch(/\[ +\d+\.\d s\] catalog…/);
    expect(text).toMatch(/\[ +\d+\.\d s\] admissions done in \d+\.\d s/);
    expect(text).toContain(`admissions.csv.gz: read ${ROWS.toLocaleString('en-US')} · imported ${ROWS.toLocaleString('en-US')} · unchanged 0 · skipped 0 (`);
    // A line while the big file was still being read (logEveryMs), with its counts so far.
    expect(lines.some((l) => /admissions\.csv\.gz: read [\d,]+ · .* …$/.test(l) && !l.includes(`read ${ROWS.toLocaleString('en-US')} `))).toBe(true);
    expect(text).toMatch(/\d+ files: read [\d,]+ · imported [\d,]+ · unchanged [\d,]+ · skipped [\d,]+ in \d+\.\d s/);
    expect(lines.at(-1)).toMatch(/^import succeeded in \d+\.\d s$/);
  });
});
