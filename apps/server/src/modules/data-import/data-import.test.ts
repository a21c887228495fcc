import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dataDir, hasDataSet } from '../../test/data-set.ts';
import { loadDemoData } from '../../data/demo.ts';
import { runImport } from '../../data/run.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

interface Stats {
  dataMode: string;
  totals: Record<string, number>;
  byProvinceYear: { province: string; year: number; major: number; rankRows: number }[];
}
interface RunRow {
  id: string;
  status: string;
  totals: { read: number; imported: number; skipped: number };
}

describe('data import admin calls', () => {
  it('are closed to users without the data permissions', async () => {
    const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'plainuser', password: 'secret123', mobile: '13600000001' } });
    expect(reg.code).toBe(200);
    const token = await t.login('plainuser', 'secret123');
    expect((await t.call({ method: 'GET', url: '/api/dataImport/getRuns', token })).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/dataImport/stats', token })).code).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/dataImport/run', token })).code).toBe(403);
  });

  it('reports an empty database, then the demo set as demo', async () => {
    const empty = await t.call<Stats>({ method: 'GET', url: '/api/dataImport/stats', token: admin });
    expect(empty.result.dataMode).toBe('empty');
    await loadDemoData(t.database.db);
    const demo = await t.call<Stats>({ method: 'GET', url: '/api/dataImport/stats', token: admin });
    expect(demo.result.dataMode).toBe('demo');
    expect(demo.result.totals.institutions).toBeGreaterThan(0);
    expect(demo.result.byProvinceYear.some((c) => c.major > 0 && c.rankRows > 0)).toBe(true);
  });

  it('answers 501 to a re-run when no DATA_DIR is configured', async () => {
    const res = await t.call({ method: 'POST', url: '/api/dataImport/run', token: admin });
    expect(res).toMatchObject({ code: 501, message: '数据目录（DATA_DIR）尚未配置，请联系管理员' });
  });

  it.runIf(hasDataSet)(
    'lists a real import with its per-file summary and unmatched names',
    async () => {
      await runImport(t.database.db, { dir: dataDir, triggeredBy: 'test', limit: 3000 });
      const runs = await t.call<Page<RunRow>>({ method: 'GET', url: '/api/dataImport/getRuns', token: admin });
      const run = runs.result.content[0];
      expect(run.status).toBe('succeeded');
      expect(run.totals.read).toBeGreaterThan(3000);
      const detail = await t.call<{ summary: { files: { file: string }[]; unmatched: unknown[] } }>({
        method: 'GET',
        url: `/api/dataImport/get/${run.id}`,
        token: admin,
      });
      expect(detail.result.summary.files.map((f) => f.file).join(' ')).toContain('admissions.csv.gz');
      const stats = await t.call<Stats>({ method: 'GET', url: '/api/dataImport/stats', token: admin });
      expect(stats.result.dataMode).toBe('real');
      expect((await t.call({ method: 'GET', url: '/api/dataImport/get/123', token: admin })).code).toBe(404);
    },
    180_000,
  ); // an import of 3,000 rows of the real files: well over the 30 s default on a busy machine
});
