import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loadDemoData } from '../../data/demo.ts';
import { runImport } from '../../data/run.ts';

/**
 * /api/health's dataMode says what the database holds, not what this process was started with:
 * an import run by someone else (the CLI's runImport on the database, no DATA_DIR here) turns it
 * real, and a server started with DATA_DIR on demo rows still says demo.
 */
let plain: TestApp;
let withDataDir: TestApp;
let dir: string;
beforeAll(async () => {
  [plain, withDataDir] = await Promise.all([createTestApp(), createTestApp({ DATA_DIR: '/nonexistent/data-set' })]);
  await Promise.all([loadDemoData(plain.database.db), loadDemoData(withDataDir.database.db)]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-datamode-'));
  fs.writeFileSync(
    path.join(dir, 'rank-table.csv'),
    'zhiyuan-import/1,rank-table\nprovince,year,subjectType,score,count,rank\n浙江,2025,综合,700,30,30\n浙江,2025,综合,699,31,61\n',
  );
});
afterAll(async () => {
  await Promise.all([plain?.close(), withDataDir?.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

const dataMode = async (t: TestApp) => ((await t.app.inject({ method: 'GET', url: '/api/health' })).json() as { result: { dataMode: string } }).result.dataMode;

describe('GET /api/health dataMode', () => {
  it('says demo on demo rows even when the server was started with DATA_DIR', async () => {
    expect(await dataMode(withDataDir)).toBe('demo');
    expect(await dataMode(plain)).toBe('demo');
  });

  it('says real once an import elsewhere filled the database, without a restart', async () => {
    const result = await runImport(plain.database.db, { dir, triggeredBy: 'cli' });
    expect(result.status, result.error).toBe('succeeded');
    expect(plain.app.config.DATA_DIR).toBeUndefined();
    expect(await dataMode(plain)).toBe('real');
  });
});
