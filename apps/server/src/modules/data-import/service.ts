import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  formatDateTime,
  type ImportRunDetail,
  type ImportRunStatus,
  type ImportRunView,
  type ImportStarted,
  type ImportStats,
  type ImportStatus,
  type Page,
} from '@zhiyuan/shared';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { importIfChanged, runImport, totalsOf as summaryTotals } from '../../data/run.ts';
import { RUNNING_FOR_AT_MOST_MS } from '../../db/data-version.ts';
import {
  importRunById,
  importRunCount,
  importRunPage,
  latestRunningSince,
  provinceYearCounts,
  runByMarker,
  runningImport,
  tableCounts,
  type ImportRunRow as RunRow,
} from './repo.ts';

function totalsOf(run: RunRow) {
  const totals = { read: 0, imported: 0, unchanged: 0, skipped: 0 };
  for (const f of run.summary?.files ?? []) {
    totals.read += f.read;
    totals.imported += f.imported;
    totals.unchanged += f.unchanged;
    totals.skipped += Object.values(f.skipped).reduce((a, b) => a + b, 0);
  }
  return totals;
}

const runView = (run: RunRow): ImportRunView => ({
  id: run.id,
  startedAt: formatDateTime(run.startedAt),
  finishedAt: run.finishedAt ? formatDateTime(run.finishedAt) : null,
  // Written by data/run.ts and upload.ts only, one of these.
  status: run.status as ImportRunStatus,
  dataDir: run.dataDir,
  triggeredBy: run.triggeredBy,
  totals: totalsOf(run),
  error: run.error,
});

/** Import history, data statistics and admin-triggered imports. */
export function dataImportService(db: Db, dataDir: string | undefined) {
  return {
    async runs(page: PageInput): Promise<Page<ImportRunView>> {
      const [rows, total] = await Promise.all([importRunPage(db, page.pageSize, (page.pageNumber - 1) * page.pageSize), importRunCount(db)]);
      return pageOf(rows.map(runView), total, page);
    },

    async run(id: string): Promise<ImportRunDetail> {
      const row = await importRunById(db, id);
      if (!row) throw new AppError(404, 'notFound');
      return { ...runView(row), summary: row.summary ?? { files: [], unmatched: [] } };
    },

    async stats(): Promise<ImportStats> {
      const { inst, maj, off, adm, rank, ctl } = await tableCounts(db);
      const { admissionRows, rankRows, controlRows } = await provinceYearCounts(db);
      type Cell = { province: string; year: number; institution: number; group: number; major: number; plan: number; rankRows: number; controlLines: number };
      const cells = new Map<string, Cell>();
      const cell = (province: string, year: number) => {
        const key = `${province}|${year}`;
        let c = cells.get(key);
        if (!c) cells.set(key, (c = { province, year, institution: 0, group: 0, major: 0, plan: 0, rankRows: 0, controlLines: 0 }));
        return c;
      };
      for (const r of admissionRows) cell(r.province, r.year)[r.level] += Number(r.n);
      for (const r of rankRows) cell(r.province, r.year).rankRows += Number(r.n);
      for (const r of controlRows) cell(r.province, r.year).controlLines += Number(r.n);
      return {
        dataMode: Number(inst.n) === 0 ? 'empty' : Number(inst.real) > 0 ? 'real' : 'demo',
        totals: {
          institutions: Number(inst.n),
          majors: Number(maj.n),
          offerings: Number(off.n),
          admissionRecords: Number(adm.n),
          rankRows: Number(rank.n),
          controlLines: Number(ctl.n),
        },
        byProvinceYear: [...cells.values()].sort((a, b) => a.province.localeCompare(b.province, 'zh-CN') || b.year - a.year),
      };
    },

    /**
     * For the public site: whether an import is changing the data now (a run marked running that
     * started less than two hours ago, as importIfChanged judges one), and when it started. No
     * file, count or person: the site only says 数据更新中 and reloads its data when it ends.
     */
    async publicStatus(): Promise<ImportStatus> {
      const row = await latestRunningSince(db, new Date(Date.now() - RUNNING_FOR_AT_MOST_MS));
      return { importing: Boolean(row), startedAt: row ? formatDateTime(row.startedAt) : null };
    },

    /** Starts an import of DATA_DIR in the background and returns its run id. */
    /** The data.reimport job: imports DATA_DIR when its files changed; throws when the import failed (the run is retried). */
    async reimportIfChanged(singleProcess: boolean): Promise<Record<string, string | number | boolean>> {
      if (!dataDir) return { ran: false, reason: 'no DATA_DIR' };
      const result = await importIfChanged(db, dataDir, { singleProcess, triggeredBy: 'job:data.reimport' });
      if (!result.ran) return { ran: false, reason: result.reason, ...(result.runId ? { runId: result.runId } : {}) };
      if (result.status === 'failed') throw new Error(`import failed: ${result.error ?? 'unknown'}`);
      return { ran: true, runId: result.runId, status: result.status, imported: summaryTotals(result).imported };
    },

    async start(username: string): Promise<ImportStarted> {
      if (!dataDir) throw new AppError(501, 'notConfigured', { featureKey: 'featureDataDir' });
      if (await runningImport(db)) throw new AppError(400, 'importRunning');
      const marker = `admin:${username}:${randomBytes(4).toString('hex')}`;
      void runImport(db, { dir: dataDir, triggeredBy: marker }).catch(() => undefined);
      for (let i = 0; i < 50; i++) {
        const row = await runByMarker(db, marker);
        if (row) return { runId: row.id };
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new AppError(500, 'internal');
    },
  };
}
