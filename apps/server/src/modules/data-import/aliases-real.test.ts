import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dataDir, hasDataSet } from '../../test/data-set.ts';
import { admissionRecords, institutions } from '../../db/schema/index.ts';
import { importCatalog } from '../../data/catalog.ts';
import { ImportReporter } from '../../data/report.ts';
import type { AliasFileReport, UploadReport } from '@zhiyuan/shared';

function multipart(name: string, content: string) {
  const boundary = '----zy-alias-real';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** 上海 group lines in the template's shape: two short names nothing knows yet, one the built-in list knows, one full name. */
const LINES = [
  'zhiyuan-import/1,lines',
  'province,year,subjectType,batch,level,schoolName,groupCode,minScore,minRank',
  '上海,2024,综合,本科批,group,上科大,01,590,2100',
  '上海,2024,综合,本科批,group,上科大,02,585,2600',
  '上海,2024,综合,本科批,group,上交大,01,600,1200',
  '上海,2024,综合,本科批,group,上应大,01,480,30000',
  '上海,2024,综合,本科批,group,复旦大学,01,605,900',
].join('\n');

/** Two new aliases (a catalog name, a 5-digit code), one the built-in list holds, two refused. */
const ALIASES = [
  'alias,institution,kind',
  '上科大,上海科技大学,short',
  '上交大,10248,',
  '上应大,上海应用技术大学,short',
  '上海交通大学,10248,short',
  '火星大学,99999,short',
].join('\n');

/**
 * Must-show 2 (issue 29): the alias dry run and commit on a database holding the real catalog
 * (the data set's 2,952 institutions), and a previously unmatched import row matched after it.
 */
describe.runIf(hasDataSet)('alias file on the real catalog', () => {
  let t: TestApp;
  let admin: string;
  const call = <T>(url: string, name: string, content: string) => t.call<T>({ method: 'POST', url, token: admin, ...multipart(name, content) });

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalog(t.database.db, dataDir, new ImportReporter());
    admin = await t.login();
  }, 120_000);
  afterAll(() => t?.close());

  it('dry-runs and commits an alias file, and the import rows it names then match', async () => {
    const [{ n }] = await t.database.db.select({ n: institutions.id }).from(institutions).where(eq(institutions.name, '上海科技大学'));
    expect(n).toBe('14423');

    const imported = await call<UploadReport>('/api/dataImport/upload/commit', '上海-2024-lines.csv', LINES);
    expect(imported.result).toMatchObject({ status: 'succeeded', totals: { read: 5, imported: 5 } });
    expect(imported.result.unmatched.map((u) => [u.schoolName, u.rows])).toEqual([
      ['上科大', 2],
      ['上交大', 1],
    ]);
    // The suggestions put the intended institutions first.
    expect(imported.result.unmatched.map((u) => u.suggestions?.[0]?.institutionName)).toEqual(['上海科技大学', '上海交通大学']);

    const dry = await call<AliasFileReport>('/api/dataImport/alias/upload/dryRun', 'aliases.csv', ALIASES);
    expect(dry.result).toMatchObject({ dryRun: true, read: 5, added: 2, unchanged: 1, refused: 2 });
    expect(dry.result.refusedByReason).toEqual({ 'alias is an institution name': 1, 'unknown institution': 1 });
    const unmatchedRows = async () =>
      (
        await t.database.db
          .select({ id: admissionRecords.id })
          .from(admissionRecords)
          .where(and(eq(admissionRecords.province, '上海'), isNull(admissionRecords.institutionId)))
      ).length;
    expect(await unmatchedRows()).toBe(3);

    const done = await call<AliasFileReport>('/api/dataImport/alias/upload/commit', 'aliases.csv', ALIASES);
    expect(done.result).toMatchObject({ dryRun: false, added: 2, unchanged: 1, refused: 2, rematched: 3 });
    expect(await unmatchedRows()).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(admissionRecords)
      .where(and(eq(admissionRecords.schoolName, '上交大'), eq(admissionRecords.province, '上海')));
    expect(row.institutionId).toBe('10248');

    // The import's own dry run now matches every name.
    const again = await call<UploadReport>('/api/dataImport/upload/dryRun', '上海-2024-lines.csv', LINES);
    expect(again.result.unmatched).toEqual([]);
  });
});
