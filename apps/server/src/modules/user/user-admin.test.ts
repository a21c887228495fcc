import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, UserImportReport, UserView } from '@zhiyuan/shared';
import { roles, users } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let admin: string;
let h: AdminHelpers;
adminSuite((s) => ({ t, admin, h } = s));

describe('users screen: import, export, search, role assignment', () => {
  it('imports valid rows in one go, with departments and roles by name, passwords generated when missing', async () => {
    const res = await h.post<UserImportReport>('/api/user/importData', [
      { username: 'impOne', password: 'secret123', nickname: '导入一', mobile: '13811110001', sex: '男', departmentTitle: '运营部', roles: 'ROLE_VIP' },
      { username: 'impTwo', email: 'two@example.com', sex: 2, type: '0' },
    ]);
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ total: 2, imported: 2, rejected: [] });
    expect(res.result.passwords.map((p) => p.username)).toEqual(['impTwo']);
    await t.login('impOne', 'secret123');
    await t.login('impTwo', res.result.passwords[0].password);
    const one = (await h.get<Page<UserView>>('/api/user/getByCondition?username=impOne')).result.content[0];
    expect(one).toMatchObject({ nickname: '导入一', sex: '1', departmentTitle: '运营部' });
    expect(one.roles.map((r) => r.name)).toEqual(['ROLE_VIP']);
    const two = (await h.get<Page<UserView>>('/api/user/getByCondition?username=impTwo')).result.content[0];
    expect(two.roles.map((r) => r.name)).toEqual(['ROLE_USER']); // the default role
  });

  it('reports every bad row and imports nothing when any row is bad', async () => {
    const before = await t.database.db.$count(users);
    const res = await h.post<UserImportReport>('/api/user/importData', [
      { username: 'impGood', password: 'secret123' },
      { username: '1bad', password: 'secret123' },
      { username: 'impDupe', mobile: '13811110001' },
      { username: 'impGood' },
      { username: 'impNoDept', departmentTitle: '不存在部', roles: 'ROLE_NOPE', sex: '外星' },
      { username: 'impExtra', password: 'secret123', school: '一中', 年级: '高三' },
    ]);
    expect(res.code).toBe(200);
    expect(res.result.imported).toBe(0);
    const byRow = Object.fromEntries(res.result.rejected.map((r) => [r.row, r.reasons.join(' | ')]));
    expect(Object.keys(byRow).map(Number)).toEqual([2, 3, 4, 5, 6]);
    expect(byRow[2]).toContain('用户名');
    expect(byRow[3]).toContain('手机号已被注册');
    expect(byRow[4]).toContain('与第 1 行重复');
    expect(byRow[5]).toContain('部门「不存在部」不存在');
    expect(byRow[5]).toContain('角色「ROLE_NOPE」不存在');
    expect(byRow[5]).toContain('性别');
    // A column the import does not know is never dropped unseen: the row is rejected naming it.
    expect(byRow[6]).toBe('school, 年级：不支持的参数');
    expect(await t.database.db.$count(users)).toBe(before);
    expect(await t.database.db.$count(users, eq(users.username, 'impGood'))).toBe(0);
    expect((await h.post('/api/user/importData', [])).code).toBe(400);
  });

  it('refuses imported usernames and nicknames holding a stop word, naming the field and the word', async () => {
    const word = await h.post<{ id: string }>('/api/stopWord/save', { title: '禁用词甲' });
    expect(word.code, word.message).toBe(200);
    try {
      const res = await h.post<UserImportReport>('/api/user/importData', [
        { username: 'wordClean', nickname: '干净的名字' },
        { username: 'wordStop', nickname: '我是禁用 词甲' },
      ]);
      expect(res.result.imported).toBe(0);
      expect(res.result.rejected).toEqual([{ row: 2, username: 'wordStop', reasons: ['昵称：包含敏感词「禁用词甲」'] }]);
    } finally {
      await h.post('/api/stopWord/delByIds', { ids: word.result.id });
    }
    expect((await h.post<UserImportReport>('/api/user/importData', [{ username: 'wordStop', nickname: '我是禁用 词甲' }])).result.imported).toBe(1);
  });

  it('exports the filtered users as an Excel sheet', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/export?username=imp&accessToken=${admin}` });
    expect(res.headers['content-type'], res.body.slice(0, 300)).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0][0]).toBe('用户名');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['impOne', 'impTwo']);
    const { token } = await h.userWith('noExport', ['sys:user:view']);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/export?accessToken=${token}` })).json().code).toBe(403);
  });

  it('searchByName and getAll respect the data scope "own department"', async () => {
    const ops = await h.department('运营部');
    const content = await h.department('内容部');
    await h.addUser('scopeOpsPeer', { departmentId: ops.id });
    await h.addUser('scopeContentPeer', { departmentId: content.id });
    const { token } = await h.userWith('scopeMgr', ['sys:user:view'], 3, { departmentId: ops.id });
    const found = (await h.get<UserView[]>('/api/user/searchByName/scope', token)).result.map((u) => u.username);
    expect(found).toContain('scopeOpsPeer');
    expect(found).not.toContain('scopeContentPeer');
    const all = (await h.get<UserView[]>('/api/user/getAll', token)).result.map((u) => u.username);
    expect(all).toContain('scopeOpsPeer');
    expect(all).not.toContain('scopeContentPeer');
    expect(all).not.toContain('admin');
    const byDeptFilter = await h.get<Page<UserView>>(`/api/user/getByCondition?departmentId=${content.id}`, token);
    expect(byDeptFilter.result.totalElements).toBe(0);
  });

  it('sys:user:add alone cannot create an administrator account', async () => {
    const { token } = await h.userWith('userAdder', ['sys:user:view', 'sys:user:add', 'sys:user:edit']);
    const [adminRole] = await t.database.db.select().from(roles).where(eq(roles.name, 'ROLE_ADMIN'));
    const res = await h.post('/api/user/admin/add', { username: 'sneakyAdmin', password: 'secret123', nickname: 'x', roleIds: adminRole.id }, token);
    expect(res.code).toBe(403);
    expect(res.message).toContain('ROLE_ADMIN');
    const plain = await h.post<UserView>('/api/user/admin/add', { username: 'plainUser', password: 'secret123', nickname: 'x' }, token);
    expect(plain.code).toBe(200);
    expect((await h.post('/api/user/admin/edit', { id: plain.result.id, roleIds: adminRole.id }, token)).code).toBe(403);
    const imported = await h.post('/api/user/importData', [{ username: 'sneaky2', roles: 'ROLE_ADMIN' }], token);
    expect(imported.code).toBe(403);
  });
});
