import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { AliasFileReport, NameSuggestions, Page, UploadReport } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { admissionRecords, schoolAliases } from '../../db/schema/index.ts';
import { loadDemoData } from '../../data/demo.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database.db);
  admin = await t.login();
});
afterAll(() => t.close());

function multipart(name: string, content: Buffer) {
  const boundary = '----zy-alias-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const aliasFile = (step: 'dryRun' | 'commit', name: string, content: Buffer | string, opts: { token?: string; lang?: string } = {}) => {
  const body = multipart(name, Buffer.from(content));
  return t.call<AliasFileReport>({
    method: 'POST',
    url: `/api/dataImport/alias/upload/${step}`,
    token: opts.token ?? admin,
    payload: body.payload,
    headers: { ...body.headers, ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
  });
};
const lines = (name: string, content: string) => {
  const body = multipart(name, Buffer.from(content));
  return t.call<UploadReport>({ method: 'POST', url: '/api/dataImport/upload/commit', token: admin, ...body });
};

/** Every refusal once, two good rows (a code, a name), one row already there. */
const CSV = [
  'alias,institution,kind',
  '南师大,10319,short', // 5-digit 院校代码
  '华工,华南理工大学,', // name, kind left to the server
  '南大,南京大学,short', // built in already: unchanged
  ',南京大学,short',
  '空名,,short',
  '火星,火星理工大学,short',
  '武大2,武汉大学,nickname',
  '东南大学,东南大学,short',
  '南师大,南京大学,short',
  '北大,清华大学,short', // 北大 → 北京大学 is built in
  `${'长'.repeat(51)},北京大学,short`,
].join('\n');

describe('aliases from a file (dry run, commit)', () => {
  it('is closed to users without the import permission', async () => {
    const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'aliasuser', password: 'secret123', mobile: '13600000003' } });
    expect(reg.code).toBe(200);
    const token = await t.login('aliasuser', 'secret123');
    expect((await aliasFile('dryRun', 'a.csv', CSV, { token })).code).toBe(403);
    expect((await aliasFile('commit', 'a.csv', CSV, { token })).code).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/dataImport/alias/suggest', token, payload: { names: [{ province: '江苏', schoolName: '南师大' }] } })).code,
    ).toBe(403);
  });

  it('reports a dry run by row and writes nothing, then commits the same', async () => {
    const dry = await aliasFile('dryRun', 'aliases.csv', CSV);
    expect(dry.code).toBe(200);
    expect(dry.result).toMatchObject({ file: 'aliases.csv', dryRun: true, read: 11, added: 2, unchanged: 1, refused: 8 });
    expect(dry.result.refusedByReason).toEqual({
      'missing alias': 1,
      'missing institution': 1,
      'unknown institution': 1,
      'bad kind': 1,
      'alias is an institution name': 1,
      'duplicate in file': 1,
      'alias points elsewhere': 1,
      'alias too long': 1,
    });
    expect(dry.result.refusedRows.find((r) => r.reason === 'duplicate in file')).toMatchObject({ row: 10, alias: '南师大', institution: '南京大学' });
    const stored = async (alias: string) => (await t.database.db.select().from(schoolAliases).where(eq(schoolAliases.alias, alias)))[0];
    expect(await stored('南师大')).toBeUndefined();

    const done = await aliasFile('commit', 'aliases.csv', CSV);
    expect(done.result).toMatchObject({ dryRun: false, read: 11, added: 2, unchanged: 1, refused: 8 });
    expect(await stored('南师大')).toMatchObject({ institutionId: '10319', kind: 'short', source: 'admin:admin' });
    // No kind given: the likely one (华工 is 华南理工大学's characters in order).
    expect(await stored('华工')).toMatchObject({ institutionId: '10561', kind: 'short' });
    const again = await aliasFile('dryRun', 'aliases.csv', CSV);
    expect(again.result).toMatchObject({ added: 0, unchanged: 3 });
  });

  it('reads an xlsx with Chinese headings and a 10-digit code', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('别名');
    sheet.addRow(['类型', '别名', '院校']);
    sheet.addRow(['简称', '华科大', '4142010487']);
    sheet.addRow(['曾用名', '中山医科大学', '中山大学']);
    const dry = await aliasFile('dryRun', '别名.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(dry.result).toMatchObject({ read: 2, added: 2, refused: 0 });
  });

  it('refuses a file that is not an alias table with a 400 naming why, in the caller language', async () => {
    expect(await aliasFile('dryRun', 'a.txt', 'x')).toMatchObject({ code: 400, message: '只接受 .csv 或 .xlsx 文件，收到的是：a.txt' });
    const columns = await aliasFile('dryRun', 'a.csv', 'name,school\n南师大,南京师范大学\n');
    expect(columns.code).toBe(400);
    expect(columns.message).toContain('缺少：alias, institution');
    const english = await aliasFile('dryRun', 'a.csv', 'alias,kind\n南师大,short\n', { lang: 'en-US' });
    expect(english.message).toContain('missing: institution');
    expect((await aliasFile('dryRun', 'a.csv', 'alias,institution\n')).code).toBe(400);
    expect((await aliasFile('dryRun', 'a.xlsx', 'PK not a zip')).code).toBe(400);
  });
});

describe('suggestions for unmatched names, accepted one by one', () => {
  it('suggests the closest institutions, and an accepted one matches the stored rows at once', async () => {
    const csv =
      'zhiyuan-import/1,lines\nprovince,year,subjectType,batch,level,schoolName,minScore\n广东,2025,物理类,本科批,school,华南理大,600\n广东,2025,物理类,本科批,school,火星学院,500\n';
    const imported = await lines('广东-aliases.csv', csv);
    expect(imported.result.status).toBe('succeeded');
    const unmatched = imported.result.unmatched.find((u) => u.schoolName === '华南理大')!;
    expect(unmatched.suggestions?.map((s) => s.institutionName)[0]).toBe('华南理工大学');

    const asked = await t.call<NameSuggestions[]>({
      method: 'POST',
      url: '/api/dataImport/alias/suggest',
      token: admin,
      payload: {
        names: [
          { province: '广东', schoolName: '华南理大' },
          { province: '西藏', schoolName: '香港中文大学' },
        ],
      },
    });
    expect(asked.code).toBe(200);
    const [first, hk] = asked.result;
    expect(first.suggestions.length).toBeLessThanOrEqual(3);
    expect(first.suggestions[0]).toMatchObject({ institutionName: '华南理工大学', province: '广东', alias: '华南理大', kind: 'short' });
    expect(hk.unmatchable).toBe('hk-macao-taiwan-foreign');
    const tooMany = await t.call({
      method: 'POST',
      url: '/api/dataImport/alias/suggest',
      token: admin,
      payload: { names: Array.from({ length: 101 }, () => ({ province: '广东', schoolName: 'x' })) },
    });
    expect(tooMany.code).toBe(400);

    const accepted = await t.call<{ rematched: number; kind: string }>({
      method: 'POST',
      url: '/api/dataImport/alias/add',
      token: admin,
      payload: { alias: first.suggestions[0].alias, institutionName: first.suggestions[0].institutionName },
    });
    expect(accepted.result).toMatchObject({ kind: 'short', rematched: 1 });
    const [row] = await t.database.db
      .select()
      .from(admissionRecords)
      .where(and(eq(admissionRecords.province, '广东'), eq(admissionRecords.schoolName, '华南理大')));
    expect(row.institutionId).toBe('10561');
  });

  it('names the field of a refused single alias', async () => {
    const same = await t.call({ method: 'POST', url: '/api/dataImport/alias/add', token: admin, payload: { alias: '南京大学', institutionName: '南京大学' } });
    expect(same).toMatchObject({ code: 400, message: '参数 alias 不正确：别名与院校正式名称相同，无需添加' });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/dataImport/alias/add',
      token: admin,
      payload: { alias: '火星', institutionName: '火星大学' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(unknown.code).toBe(400);
    expect(unknown.message).toContain('institutionName');
  });

  it('keeps a removed built-in alias removed, and lets the admin give it to another institution', async () => {
    expect((await t.call({ method: 'POST', url: '/api/dataImport/alias/delete', token: admin, payload: { alias: '南大' } })).code).toBe(200);
    const list = await t.call<Page<{ alias: string }>>({
      method: 'GET',
      url: `/api/dataImport/alias/getByPage?keyword=${encodeURIComponent('南大')}`,
      token: admin,
    });
    expect(list.result.content.map((a) => a.alias)).not.toContain('南大');
    const dry = await t.call<UploadReport>({
      method: 'POST',
      url: '/api/dataImport/upload/dryRun',
      token: admin,
      ...multipart(
        'n.csv',
        Buffer.from('zhiyuan-import/1,lines\nprovince,year,subjectType,batch,level,schoolName,minScore\n江苏,2025,物理类,本科批,school,南大,600\n'),
      ),
    });
    expect(dry.result.unmatched.map((u) => u.schoolName)).toEqual(['南大']);
    expect((await t.call({ method: 'POST', url: '/api/dataImport/alias/delete', token: admin, payload: { alias: '南大' } })).code).toBe(404);
    const readded = await t.call({ method: 'POST', url: '/api/dataImport/alias/add', token: admin, payload: { alias: '南大', institutionName: '东南大学' } });
    expect(readded.code).toBe(200);
    expect((await t.database.db.select().from(schoolAliases).where(eq(schoolAliases.alias, '南大')))[0]).toMatchObject({
      institutionId: '10286',
      source: 'admin:admin',
    });
  });
});
