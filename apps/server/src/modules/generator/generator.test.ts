import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedFiles, GenField, GenTable } from '@zhiyuan/shared/contracts/generator';
import { repoRoot } from '../../config.ts';
import { inflateZip } from '../../lib/archive-limits.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { createSandbox, type Sandbox } from './sandbox.ts';
import { COURSE_CATEGORY, NOTICE_BOARD, REGION_NODE } from './samples.ts';
import type { FieldInput } from './service.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const generateTable = (name: string, fields: unknown, rowNum = 2, token?: string) =>
  h.post<GeneratedFiles>(`/api/generate/table/${name}/${rowNum}`, fields as unknown[], token);
const generateTree = (name: string, fields: unknown, enableTable = 'true', token?: string) =>
  h.post<GeneratedFiles>(`/api/generate/tree/${name}/1/${enableTable}`, fields as unknown[], token);

const FILES_OF_NOTICE_BOARD = [
  'apps/admin/src/pages/notice-board/data.tsx',
  'apps/admin/src/pages/notice-board/index.tsx',
  'apps/admin/src/services/notice-board.ts',
  'apps/server/src/db/schema/notice-board.ts',
  'apps/server/src/modules/notice-board/notice-board.sql',
  'apps/server/src/modules/notice-board/notice-board.test.ts',
  'apps/server/src/modules/notice-board/repo.ts',
  'apps/server/src/modules/notice-board/routes.ts',
  'apps/server/src/modules/notice-board/service.ts',
  'packages/shared/src/contracts/notice-board.ts',
  'packages/shared/src/schemas/notice-board.ts',
];

describe('代码生成: the calls', () => {
  it("writes a list screen's files in this project's shapes, by path", async () => {
    const res = await generateTable('noticeBoard', NOTICE_BOARD);
    expect(res.code, res.message).toBe(200);
    const files = res.result;
    expect(Object.keys(files).sort()).toEqual(FILES_OF_NOTICE_BOARD);
    expect(files['apps/server/src/db/schema/notice-board.ts']).toContain("export const noticeBoards = pgTable(\n  'notice_board',");
    expect(files['apps/server/src/modules/notice-board/routes.ts']).toContain("delete: 'noticeBoard:delete'");
    expect(files['apps/server/src/modules/notice-board/routes.ts']).toContain("'/noticeBoard/getByCondition'");
    expect(files['apps/server/src/modules/notice-board/repo.ts']).toContain('tablePage(db, noticeBoards');
    expect(files['packages/shared/src/contracts/notice-board.ts']).toContain('export interface NoticeBoardView {');
    expect(files['apps/admin/src/pages/notice-board/data.tsx']).toContain('actionColumn(t, actions');
    expect(files['apps/server/src/modules/notice-board/notice-board.sql']).toContain('"publish_time" timestamp with time zone NOT NULL');
  });

  it("writes a tree's calls: getByParentId, parentId and isParent", async () => {
    const res = await generateTree('courseCategory', COURSE_CATEGORY);
    expect(res.code, res.message).toBe(200);
    expect(res.result['apps/server/src/modules/course-category/routes.ts']).toContain("'/courseCategory/getByParentId/:parentId'");
    expect(res.result['apps/server/src/db/schema/course-category.ts']).toContain("isParent: boolean('is_parent')");
    expect(res.result['apps/admin/src/pages/course-category/index.tsx']).toContain('<Tree');
  });

  it('refuses a bad definition with 400 naming the field', async () => {
    const title = { field: 'title', name: '标题', type: 'text' };
    const many = Array.from({ length: 51 }, (_, i) => ({ ...title, field: `f${i}` }));
    const cases: [string, () => ReturnType<typeof generateTable>, string][] = [
      ['name not an identifier', () => generateTable('1notice', [title]), 'vueName'],
      ['name with a capital first', () => generateTable('Notice', [title]), 'vueName'],
      ['name of one of our tables', () => generateTable('stopWord', [title]), 'vueName'],
      ['name of one of our API paths', () => generateTable('dict', [title]), 'vueName'],
      ['name of an existing module folder', () => generateTable('generator', [title]), 'vueName'],
      ['too many fields a row', () => generateTable('noticeBoard', [title], 5), 'rowNum'],
      ['no fields', () => generateTable('noticeBoard', []), 'fields'],
      ['too many fields', () => generateTable('noticeBoard', many), 'fields'],
      ['a field not an identifier', () => generateTable('noticeBoard', [{ ...title, field: 'bad-name' }]), '0.field'],
      ['a reserved field', () => generateTable('noticeBoard', [{ ...title, field: 'createTime' }]), '0.field'],
      ['a duplicate field', () => generateTable('noticeBoard', [title, { ...title, name: '又一个' }]), '1.field'],
      ['an unknown type', () => generateTable('noticeBoard', [{ ...title, type: 'colour' }]), '0.type'],
      ['a select without options', () => generateTable('noticeBoard', [{ ...title, type: 'select' }]), '0.dictType'],
      ['a date searched as text', () => generateTable('noticeBoard', [{ ...title, type: 'date', searchable: true, searchType: 'text' }]), '0.searchType'],
      ['an outside URL', () => generateTable('noticeBoard', [{ ...title, type: 'select', customUrl: 'https://example.com/x' }]), '0.customUrl'],
      ['a NUL byte in a label', () => generateTable('noticeBoard', [{ ...title, name: 'a\u0000b' }]), '0.name'],
      ['a line break in a label', () => generateTable('noticeBoard', [{ ...title, name: 'a\nb' }]), '0.name'],
      ['an unknown key', () => generateTable('noticeBoard', [{ ...title, colour: 'red' }]), 'colour'],
      [
        'a search range clashing with a field',
        () =>
          generateTable('noticeBoard', [
            { ...title, field: 'day', type: 'date', searchable: true, searchType: 'daterange' },
            { ...title, field: 'dayStart' },
          ]),
        '1.field',
      ],
      ['a tree without a text field', () => generateTree('noticeTree', [{ field: 'n', name: 'n', type: 'number' }]), 'fields'],
      ['enableTable not true or false', () => generateTree('noticeTree', [title], 'maybe'), 'enableTable'],
    ];
    for (const [label, send, field] of cases) {
      const res = await send();
      expect(res.code, label).toBe(400);
      expect(res.message, label).toContain(field);
    }
  });

  it('takes XBoot’s own spellings: numbers as text, blank keys, Input for text', async () => {
    const res = await generateTable('noticeBoard', [
      { field: 'title', name: '标题', type: 'Input', level: 1, sortOrder: '2', dictType: '', customUrl: null, searchable: 'true' },
    ]);
    expect(res.code, res.message).toBe(200);
  });

  it('reads one of our tables into Field JSON, by its SQL name or an entity class; nothing else', async () => {
    const expected = [expect.objectContaining({ field: 'title', name: 'title', type: 'text', validate: true, tableShow: true, searchType: 'text' })];
    for (const name of ['stop_word', 't_stop_word', 'cn.exrick.xboot.modules.base.entity.StopWord']) {
      const res = await h.get<GenField[]>(`/api/generate/getEntityData?path=${encodeURIComponent(name)}`);
      expect(res.code, `${name}: ${res.message}`).toBe(200);
      expect(res.result).toEqual(expected);
    }
    for (const name of ['nope', '../../../etc/passwd', '/etc/passwd', 'package.json']) {
      const res = await h.get(`/api/generate/getEntityData?path=${encodeURIComponent(name)}`);
      expect(res.code, name).toBe(404);
    }
    // What it reads is a definition the generator takes as it is.
    const chats = await h.get<GenField[]>('/api/generate/getEntityData?path=auto_chat');
    expect(chats.result.map((f) => f.field)).toContain('keywords');
    const again = await generateTable('chatCopy', chats.result);
    expect(again.code, again.message).toBe(200);
  });

  it('lists our tables for the screen', async () => {
    const res = await h.get<GenTable[]>('/api/generate/tables');
    expect(res.code, res.message).toBe(200);
    expect(res.result).toContainEqual({ name: 'stop_word', fields: 1 });
    expect(res.result.map((x) => x.name)).toEqual([...res.result.map((x) => x.name)].sort());
  });

  it('downloads the same files as a .zip', async () => {
    const shown = (await generateTable('noticeBoard', NOTICE_BOARD)).result;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate/zip/table/noticeBoard/2',
      payload: NOTICE_BOARD,
      headers: { accesstoken: await t.login() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment; filename="noticeBoard.zip"');
    const entries = await inflateZip(res.rawPayload, 10);
    expect(Object.fromEntries(entries.map((e) => [e.name, e.data.toString('utf8')]))).toEqual(shown);
    const tree = await t.app.inject({
      method: 'POST',
      url: '/api/generate/zip/tree/regionNode/3/false',
      payload: REGION_NODE,
      headers: { accesstoken: await t.login() },
    });
    expect(tree.headers['content-type']).toBe('application/zip');
  });

  it('needs gen:table:view for tables and gen:tree:view for trees', async () => {
    expect((await t.call({ method: 'POST', url: '/api/generate/table/noticeBoard/1', payload: NOTICE_BOARD })).code).toBe(401);
    const { token } = await h.userWith('gen_tabler', ['gen:table:view']);
    expect((await generateTable('noticeBoard', NOTICE_BOARD, 1, token)).code).toBe(200);
    expect((await generateTree('courseCategory', COURSE_CATEGORY, 'true', token)).code).toBe(403);
    expect((await h.get('/api/generate/getEntityData?path=stop_word', token)).code).toBe(200);
    const other = await h.userWith('gen_nobody', ['sys:stopWord:view']);
    expect((await h.get('/api/generate/tables', other.token)).code).toBe(403);
    expect((await generateTable('noticeBoard', NOTICE_BOARD, 1, other.token)).code).toBe(403);
  });
});

/**
 * Issue 35's must-show: the generator's output for sample definitions (a list with every field
 * type, a tree with its children as a table, a tree showing the node), written into a sandbox under
 * var/ (sandbox.ts), type-checks with the project's tsc and passes its own generated tests.
 */
describe('代码生成: the generated code', () => {
  const definitions: [string, string, FieldInput[]][] = [
    ['/api/generate/table/noticeBoard/2', 'noticeBoard', NOTICE_BOARD],
    ['/api/generate/tree/courseCategory/1/true', 'courseCategory', COURSE_CATEGORY],
    ['/api/generate/tree/regionNode/3/false', 'regionNode', REGION_NODE],
  ];
  let files: GeneratedFiles = {};
  let box: Sandbox | undefined;

  beforeAll(async () => {
    for (const [url, , fields] of definitions) {
      const res = await h.post<GeneratedFiles>(url, fields);
      if (res.code !== 200) throw new Error(`${url}: ${res.message}`);
      files = { ...files, ...res.result };
    }
    box = createSandbox(
      files,
      definitions.map(([, camel]) => ({ camel, kebab: camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) })),
    );
  });
  afterAll(() => box?.remove());

  it("type-checks with the project's tsc: the server's files and the admin's", async () => {
    const server = await box!.typecheckServer();
    expect(server.output.slice(0, 4000), 'tsc over the generated server files').toBe('');
    expect(server.code).toBe(0);
    const admin = await box!.typecheckAdmin();
    expect(admin.output.slice(0, 4000), 'tsc over the generated admin files').toBe('');
    expect(admin.code).toBe(0);
  }, 600_000);

  it('passes its own generated tests (on PGlite, with the routes registered in app.ts)', async () => {
    const run = await box!.runTests();
    expect(run.code, run.output.slice(-6000)).toBe(0);
    expect(run.output).toMatch(/Test Files\s+3 passed/);
    expect(run.output).not.toMatch(/skipped|todo/);
  }, 600_000);

  it('leaves nothing in the repository', () => {
    box!.remove();
    expect(fs.existsSync(box!.root)).toBe(false);
    for (const name of Object.keys(files)) expect(fs.existsSync(path.join(repoRoot, name)), name).toBe(false);
  });
});
