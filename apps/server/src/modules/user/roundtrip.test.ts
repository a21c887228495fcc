import { describe, expect, it } from 'vitest';
import {
  departmentNodeSchema,
  permissionNodeSchema,
  userViewSchema,
  type DepartmentNode,
  type Page,
  type PermissionNode,
  type UserView,
} from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

/** What XBoot's postRequest sends: every key as `k=String(v)`, so arrays go comma-joined. */
const xbootForm = (data: Record<string, unknown>) =>
  Object.entries(data)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

const withoutUpdateTime = <T extends { updateTime?: unknown }>(x: T) => ({ ...x, updateTime: undefined });

async function readUser(id: string) {
  const page = await h.get<Page<UserView>>(`/api/user/getByCondition?id=${id}`);
  expect(page.code, page.message).toBe(200);
  return userViewSchema.parse(page.result.content[0]);
}
async function readDepartment(parentId: string, id: string) {
  const list = await h.get<DepartmentNode[]>(`/api/department/getByParentId/${parentId}`);
  return departmentNodeSchema.parse(list.result.find((d) => d.id === id));
}
async function readPermission(parentId: string, id: string) {
  const list = await h.get<PermissionNode[]>(`/api/permission/getByParentId/${parentId}`);
  return permissionNodeSchema.parse(list.result.find((p) => p.id === id));
}

describe('users, departments and menus read back what an XBoot client wrote (issue 15)', () => {
  it('a user with every field filled, roles and a department survives read → post back → read', async () => {
    const dept = await h.department('运营部');
    const roles = await h.get<{ id: string; name: string }[]>('/api/role/getAllList');
    const roleIds = roles.result
      .filter((r) => r.name !== 'ROLE_ADMIN')
      .slice(0, 2)
      .map((r) => r.id);
    const added = await h.addUser('roundUser', {
      mobile: '13800001111',
      email: 'round@example.com',
      sex: '2',
      type: 0,
      departmentId: dept.id,
      province: '浙江',
      grade: '高三',
      school: '杭州二中',
      subjects: '物理,化学',
      avatar: 'https://cdn.example.com/a.png',
      address: '330000,330100,330106',
      street: '文三路 1 号',
      birth: '2008-02-29',
      description: '想学计算机',
      roleIds: roleIds.join(','),
    });
    const before = await readUser(added.id);
    expect(before).toMatchObject({
      sex: '2',
      address: '330000,330100,330106',
      street: '文三路 1 号',
      birth: '2008-02-29',
      description: '想学计算机',
      passStrength: '中',
    });
    expect(before.roles.map((r) => r.id).sort()).toEqual([...roleIds].sort());

    const back = await h.post<UserView>('/api/user/admin/edit', xbootForm({ ...before, roleIds: before.roles.map((r) => r.id) }));
    expect(back.code, back.message).toBe(200);
    const after = await readUser(added.id);
    expect(withoutUpdateTime(after)).toEqual(withoutUpdateTime(before));
    expect(after.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps 性别 when an edit leaves it untouched (sex=undefined, empty or absent) and takes numbers from old clients', async () => {
    const user = await h.addUser('sexKeeper', { sex: 1 });
    expect((await readUser(user.id)).sex).toBe('1');
    for (const form of [`id=${user.id}&sex=undefined`, `id=${user.id}&sex=`, `id=${user.id}&nickname=x`]) {
      const res = await h.post('/api/user/admin/edit', form);
      expect(res.code, `${form}: ${res.message}`).toBe(200);
      expect((await readUser(user.id)).sex).toBe('1');
    }
    expect((await h.post('/api/user/admin/edit', `id=${user.id}&sex=2`)).code).toBe(200);
    expect((await readUser(user.id)).sex).toBe('2');
    expect((await h.post('/api/user/admin/edit', `id=${user.id}&sex=7`)).code).toBe(400);
  });

  it('stores each previously dropped user field on admin edit, own profile and import, and refuses impossible birthdays', async () => {
    const user = await h.addUser('fieldKeeper');
    const edit = await h.post('/api/user/admin/edit', { id: user.id, address: '110000', street: '长安街', birth: '2007-06-01', description: '简介' });
    expect(edit.code, edit.message).toBe(200);
    expect(await readUser(user.id)).toMatchObject({ address: '110000', street: '长安街', birth: '2007-06-01', description: '简介' });
    const cleared = await h.post('/api/user/admin/edit', { id: user.id, street: '', description: '' });
    expect(cleared.code).toBe(200);
    expect(await readUser(user.id)).toMatchObject({ address: '110000', street: null, description: null });
    for (const birth of ['2007-02-30', '2007-13-01', '07-06-01', '2999-01-01']) {
      const bad = await h.post('/api/user/admin/edit', { id: user.id, birth });
      expect(bad.code, birth).toBe(400);
      expect(bad.message).toContain('birth');
    }
    expect((await readUser(user.id)).birth).toBe('2007-06-01');

    const own = await t.login('fieldKeeper', 'secret123');
    const profile = await h.post('/api/user/edit', `address=120000&street=${encodeURIComponent('海河路')}&birth=2006-12-31&description=me&sex=undefined`, own);
    expect(profile.code, profile.message).toBe(200);
    const info = await h.get<UserView>('/api/user/info', own);
    expect(info.result).toMatchObject({ address: '120000', street: '海河路', birth: '2006-12-31', description: 'me', sex: '0' });

    const imported = await h.post<{ imported: number }>('/api/user/importData', [
      { username: 'importedFields', password: 'secret123', sex: '女', address: '310000', street: '南京路', birth: '2008-01-02', description: '导入' },
    ]);
    expect(imported.result.imported, imported.message).toBe(1);
    const [row] = (await h.get<Page<UserView>>('/api/user/getByCondition?username=importedFields')).result.content;
    expect(row).toMatchObject({ sex: '2', address: '310000', street: '南京路', birth: '2008-01-02', description: '导入', passStrength: '中' });
  });

  it('computes passStrength from the password and stores that, not what the client says', async () => {
    const strong = await h.addUser('strongPass', { password: 'Abcdef12345!' });
    expect((await readUser(strong.id)).passStrength).toBe('强');
    const middling = await h.addUser('midPass', { password: 'abcdef12' });
    expect((await readUser(middling.id)).passStrength).toBe('中');
  });

  it('refuses a key no user read returns with a 400 naming it', async () => {
    const user = await h.addUser('strictUser');
    const res = await h.post('/api/user/admin/edit', `id=${user.id}&nickname=x&favouriteColour=blue`);
    expect(res.code).toBe(400);
    expect(res.message).toContain('favouriteColour');
    const add = await h.post('/api/user/admin/add', { username: 'strictAdd', password: 'secret123', nickname: 'a', hobby: 'x' });
    expect(add.code).toBe(400);
    expect(add.message).toContain('hobby');
  });

  it('a department with main and vice heads survives read → post back → read, heads shown as users and ids', async () => {
    const parent = await h.department('运营部');
    const boss = await h.addUser('rtBoss');
    const deputy = await h.addUser('rtDeputy');
    const added = await h.post<DepartmentNode>(
      '/api/department/add',
      xbootForm({ parentId: parent.id, title: '回路部', sortOrder: 3, mainHeader: [boss.id], viceHeader: [deputy.id] }),
    );
    expect(added.code, added.message).toBe(200);
    const before = await readDepartment(parent.id, added.result.id);
    expect(before).toMatchObject({ mainHeader: [boss.id], viceHeader: [deputy.id], parentTitle: '运营部' });
    expect(before.mainHeaders).toEqual([{ id: boss.id, username: 'rtBoss', nickname: 'rtBoss' }]);
    expect(before.viceHeaders.map((u) => u.username)).toEqual(['rtDeputy']);

    const back = await h.post('/api/department/edit', xbootForm(before));
    expect(back.code, back.message).toBe(200);
    expect(withoutUpdateTime(await readDepartment(parent.id, added.result.id))).toEqual(withoutUpdateTime(before));

    const unknown = await h.post('/api/department/edit', xbootForm({ ...before, manager: boss.id }));
    expect(unknown.code).toBe(400);
    expect(unknown.message).toContain('manager');
  });

  it('a menu and its button with showAlways, isMenu and description survive read → post back → read', async () => {
    const top = (await h.get<PermissionNode[]>('/api/permission/getByParentId/0')).result[0];
    const menu = await h.post<PermissionNode>(
      '/api/permission/add',
      xbootForm({
        parentId: top.id,
        title: '回路菜单',
        name: 'round-menu',
        type: 0,
        path: 'round',
        component: 'sys/round/index',
        icon: 'MenuOutlined',
        url: 'https://example.com',
        showAlways: false,
        isMenu: true,
        description: 'window',
        sortOrder: 7,
        status: 0,
      }),
    );
    expect(menu.code, menu.message).toBe(200);
    expect(menu.result).toMatchObject({
      showAlways: false,
      isMenu: true,
      description: 'window',
      expand: true,
      checked: false,
      selected: false,
      parentTitle: top.title,
    });
    const button = await h.post<PermissionNode>(
      '/api/permission/add',
      xbootForm({
        parentId: menu.result.id,
        title: '回路按钮',
        name: 'round-button',
        type: 1,
        path: '/api/round/add*',
        buttonType: 'add',
        code: 'sys:round:add',
        component: 'none',
        icon: 'PlusOutlined',
        url: 'https://example.com/b',
        showAlways: true,
        isMenu: false,
        description: '按钮说明',
        sortOrder: 1,
        status: 0,
      }),
    );
    expect(button.code, button.message).toBe(200);

    for (const [parentId, id] of [
      [top.id, menu.result.id],
      [menu.result.id, button.result.id],
    ]) {
      const before = await readPermission(parentId, id);
      expect(before.createTime).toMatch(/^\d{4}-/);
      const back = await h.post('/api/permission/edit', xbootForm(before));
      expect(back.code, back.message).toBe(200);
      expect(withoutUpdateTime(await readPermission(parentId, id))).toEqual(withoutUpdateTime(before));
    }

    const unknown = await h.post('/api/permission/edit', xbootForm({ ...(await readPermission(top.id, menu.result.id)), hidden: true }));
    expect(unknown.code).toBe(400);
    expect(unknown.message).toContain('hidden');
  });
});
