import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import type { Page, UploadReport } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { admissionRecords, importRuns, institutions, rankTables } from '../../db/schema/index.ts';
import { loadDemoData } from '../../data/demo.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
  admin = await t.login();
});
afterAll(() => t.close());

/** A multipart body with one file under "file". */
function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----zy-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (step: 'dryRun' | 'commit', name: string, content: Buffer, token = admin, lang?: string) =>
  t.call<UploadReport>({
    method: 'POST',
    url: `/api/dataImport/upload/${step}`,
    token,
    ...multipart(name, content),
    ...(lang ? { headers: { ...multipart(name, content).headers, 'accept-language': lang } } : {}),
  });

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const lines = book.addWorksheet('lines');
  lines.addRow(['zhiyuan-import/1', 'lines']);
  lines.addRow(['province', 'year', 'subjectType', 'batch', 'level', 'schoolName', 'groupCode', 'majorName', 'minScore', 'minRank']);
  lines.addRow(['上海', 2025, '综合', '本科批', 'group', '华东师大', '01', '', 560, 9800]);
  lines.addRow(['上海', 2025, '综合', '本科批', 'group', '南大', '02', '', 590, 3100]);
  lines.addRow(['上海', 2025, '综合', '本科批', 'group', '东南大学', '03', '', '580分及以上', '']);
  lines.addRow(['上海', 2025, '综合', '本科批', 'group', '东南大学', '', '', 600, '']);
  lines.addRow(['上海', 2025, '综合', '本科批', 'group', '火星理工', '05', '', 500, 20000]);
  const notes = book.addWorksheet('说明');
  notes.addRow(['这张表只是说明']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('data upload (dry run, commit)', () => {
  it('is closed to users without the import permission', async () => {
    const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'uploaduser', password: 'secret123', mobile: '13600000002' } });
    expect(reg.code).toBe(200);
    const token = await t.login('uploaduser', 'secret123');
    expect((await upload('dryRun', 'a.xlsx', await workbook(), token)).code).toBe(403);
    expect((await upload('commit', 'a.xlsx', await workbook(), token)).code).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/dataImport/alias/getByPage', token })).code).toBe(403);
  });

  it('reports a dry run of an xlsx without writing, then commits it with the same counts', async () => {
    const file = await workbook();
    const dry = await upload('dryRun', '上海2025.xlsx', file);
    expect(dry.code).toBe(200);
    expect(dry.result).toMatchObject({
      dryRun: true,
      tables: [{ label: '上海2025.xlsx#lines', kind: 'lines', rows: 5 }],
      ignored: [{ file: '上海2025.xlsx#说明', reason: 'no zhiyuan-import/1 marker in the first cell' }],
      totals: { read: 5, imported: 4, unchanged: 0, skipped: 1 },
    });
    // 华东师大 → 华东师范大学 is seeded, but the demo catalog lacks that institution.
    expect(dry.result.unmatched.map((u) => u.schoolName).sort()).toEqual(['华东师大', '火星理工'].sort());
    expect(dry.result.files[0].skipped).toEqual({ 'missing groupCode': 1 });
    const stored = async () => Number((await t.database.db.select({ n: count() }).from(admissionRecords).where(eq(admissionRecords.province, '上海')))[0].n);
    expect(await stored()).toBe(0);

    const done = await upload('commit', '上海2025.xlsx', file);
    expect(done.result).toMatchObject({ dryRun: false, status: 'succeeded', totals: { read: 5, imported: 4, skipped: 1 } });
    expect(await stored()).toBe(4);
    // 南大 resolved through the seeded alias table.
    const [nju] = await t.database.db.select({ id: institutions.id }).from(institutions).where(eq(institutions.name, '南京大学'));
    const [row] = await t.database.db
      .select()
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, '上海'), eq(admissionRecords.schoolName, '南大')));
    expect(row.institutionId).toBe(nju.id);
    const [bound] = await t.database.db
      .select()
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, '上海'), eq(admissionRecords.schoolName, '东南大学')));
    expect(bound).toMatchObject({ minScore: 580, minScoreBound: 'atLeast', level: 'group' });
    const [run] = await t.database.db.select().from(importRuns).where(eq(importRuns.id, done.result.runId!));
    expect(run).toMatchObject({ status: 'succeeded', dataDir: 'upload:上海2025.xlsx' });

    // A dry run of the same file now finds its rows stored; a commit leaves them alone.
    const dryAgain = await upload('dryRun', '上海2025.xlsx', file);
    expect(dryAgain.result.totals).toMatchObject({ imported: 0, unchanged: 4 });
    // The same file again: every row already there.
    const again = await upload('commit', '上海2025.xlsx', file);
    expect(again.result.totals).toMatchObject({ imported: 0, unchanged: 4 });
    expect(again.result.status).toBe('succeeded');
  });

  it('derives ranks for the uploaded province-year from its rank table, and leaves other years alone', async () => {
    // Another year of the province, stored before: an eligible line without a rank whose table row exists.
    const common = { province: '上海', subjectType: '综合', sourceQuality: 'test', official: false, source: 'other-file.csv' } as const;
    await t.database.db.insert(rankTables).values({ ...common, year: 2023, score: 575, rankEnd: 7777 });
    await t.database.db.insert(admissionRecords).values({
      ...common,
      id: 'rank-scope-2023',
      rowKey: 'rank-scope-2023',
      year: 2023,
      batch: '本科批',
      level: 'group',
      dataType: 'group-admission',
      schoolName: '华东师大',
      minScore: 575,
    });
    const book = new ExcelJS.Workbook();
    const ranks = book.addWorksheet('ranks');
    ranks.addRow(['zhiyuan-import/1', 'rank-table']);
    ranks.addRow(['province', 'year', 'subjectType', 'score', 'rank']);
    for (const [score, rank] of [
      [580, 5000],
      [575, 6200],
      [570, 7400],
    ])
      ranks.addRow(['上海', 2024, '综合', score, rank]);
    const lines = book.addWorksheet('lines');
    lines.addRow(['zhiyuan-import/1', 'lines']);
    lines.addRow(['province', 'year', 'subjectType', 'batch', 'level', 'schoolName', 'groupCode', 'majorName', 'minScore', 'minRank']);
    lines.addRow(['上海', 2024, '综合', '本科批', 'group', '华东师大', '01', '', 575, '']);
    const done = await upload('commit', '上海-2024-ranks.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(done.code, done.message).toBe(200);
    expect(done.result.status).toBe('succeeded');
    const [uploaded] = await t.database.db
      .select({ minRank: admissionRecords.minRank, rankDerived: admissionRecords.rankDerived })
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, '上海'), eq(admissionRecords.year, 2024), eq(admissionRecords.schoolName, '华东师大')));
    expect(uploaded).toEqual({ minRank: 6200, rankDerived: true });
    const [other] = await t.database.db.select({ minRank: admissionRecords.minRank }).from(admissionRecords).where(eq(admissionRecords.id, 'rank-scope-2023'));
    expect(other.minRank).toBeNull();

    // The same file again, its rank table now of 2022 only: the 2024 line's derived rank had
    // that table behind it and is cleared; the group key of the line written before stays.
    const again = new ExcelJS.Workbook();
    const only2022 = again.addWorksheet('ranks');
    only2022.addRow(['zhiyuan-import/1', 'rank-table']);
    only2022.addRow(['province', 'year', 'subjectType', 'score', 'rank']);
    only2022.addRow(['上海', 2022, '综合', 575, 6500]);
    const redone = await upload('commit', '上海-2024-ranks.xlsx', Buffer.from(await again.xlsx.writeBuffer()));
    expect(redone.code, redone.message).toBe(200);
    const [cleared] = await t.database.db
      .select({ minRank: admissionRecords.minRank, rankDerived: admissionRecords.rankDerived, groupKey: admissionRecords.groupKey })
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, '上海'), eq(admissionRecords.year, 2024), eq(admissionRecords.schoolName, '华东师大')));
    expect(cleared).toEqual({ minRank: null, rankDerived: false, groupKey: '1' });
  });

  it('says so when a committed file imports nothing', async () => {
    const csv = 'zhiyuan-import/1,lines\nprovince,year,subjectType,batch,level,schoolName,minScore\n火星,2025,综合,本科批,school,北京大学,600\n';
    const res = await upload('commit', 'bad.csv', Buffer.from(csv));
    expect(res.code).toBe(200);
    expect(res.result.status).toBe('empty');
    expect(res.result.error).toMatch(/^nothing imported/);
    expect(res.result.files[0].skipped).toEqual({ 'unknown province': 1 });
  });

  it('refuses bad files with a 400 naming why, in the caller language', async () => {
    const txt = await upload('dryRun', 'notes.txt', Buffer.from('hello'));
    expect(txt).toMatchObject({ code: 400, message: '只接受 .csv 或 .xlsx 文件，收到的是：notes.txt' });
    const plain = await upload('dryRun', 'scores.csv', Buffer.from('学校,分数\n北京大学,690\n'));
    expect(plain.code).toBe(400);
    expect(plain.message).toContain('no zhiyuan-import/1 marker in the first cell');
    const broken = await upload('dryRun', 'broken.xlsx', Buffer.from('PK not a zip'), admin, 'en-US');
    expect(broken.code).toBe(400);
    expect(broken.message).toContain('unreadable xlsx workbook');
    const big = await upload('dryRun', 'big.csv', Buffer.alloc(11 * 1024 * 1024, 'a'));
    expect(big).toMatchObject({ code: 400, message: '文件超过 10 MB 的上限' });
    const none = await t.call({ method: 'POST', url: '/api/dataImport/upload/dryRun', token: admin, payload: { file: 'x' } });
    expect(none).toMatchObject({ code: 400, message: '请选择要上传的文件（CSV 或 xlsx）' });
  });

  it('lets the admin add an alias that the next upload resolves, and remove it', async () => {
    const added = await t.call({
      method: 'POST',
      url: '/api/dataImport/alias/add',
      token: admin,
      payload: { alias: '南师大', institutionName: '南京师范大学', kind: 'short' },
    });
    expect(added.code).toBe(200);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/dataImport/alias/add',
          token: admin,
          payload: { alias: '南师大', institutionName: '南京师范大学', kind: 'short' },
        })
      ).code,
    ).toBe(400);
    expect(
      (await t.call({ method: 'POST', url: '/api/dataImport/alias/add', token: admin, payload: { alias: 'x', institutionName: '不存在大学', kind: 'short' } }))
        .code,
    ).toBe(400);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/dataImport/alias/add',
          token: admin,
          payload: { alias: 'x', institutionName: '南京大学', kind: 'short', extra: 1 },
        })
      ).code,
    ).toBe(400);
    const list = await t.call<Page<{ alias: string; institutionName: string; source: string }>>({
      method: 'GET',
      url: `/api/dataImport/alias/getByPage?keyword=${encodeURIComponent('南')}`,
      token: admin,
    });
    expect(list.result.content).toEqual(
      expect.arrayContaining([expect.objectContaining({ alias: '南师大', institutionName: '南京师范大学', source: 'admin:admin' })]),
    );
    // Seeded names are there too (南大 → 南京大学 is in the built-in list and 南京大学 is a demo institution).
    expect(list.result.content.some((a) => a.alias === '南大' && a.source === 'seed')).toBe(true);

    const csv = 'zhiyuan-import/1,lines\nprovince,year,subjectType,batch,level,schoolName,minScore\n江苏,2025,物理类,本科批,school,南师大,600\n';
    const dry = await upload('dryRun', 'alias.csv', Buffer.from(csv));
    expect(dry.result.unmatched).toEqual([]);
    expect((await t.call({ method: 'POST', url: '/api/dataImport/alias/delete', token: admin, payload: { alias: '南师大' } })).code).toBe(200);
    const after = await upload('dryRun', 'alias.csv', Buffer.from(csv));
    expect(after.result.unmatched).toMatchObject([{ province: '江苏', schoolName: '南师大', rows: 1 }]);
    // The unmatched name comes with the closest institutions, the same province's first.
    expect(after.result.unmatched[0].suggestions?.[0]).toMatchObject({ institutionName: '南京师范大学', alias: '南师大', kind: 'short' });
  });
});
