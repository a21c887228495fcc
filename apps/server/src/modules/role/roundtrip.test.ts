import { describe, expect, it } from 'vitest';
import { dictDataViewSchema, dictViewSchema, roleViewSchema, type DictDataView, type DictView, type Page, type RoleView } from '@zhiyuan/shared';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let h: AdminHelpers;
adminSuite((s) => ({ h } = s));

/** What XBoot's postRequest sends: form-encoded, every value as String(v), so arrays go comma-joined. */
const xbootForm = (data: Record<string, unknown>) => new URLSearchParams(Object.entries(data).map(([k, v]): [string, string] => [k, String(v)])).toString();

const withoutUpdateTime = <T extends { updateTime?: unknown }>(x: T) => ({ ...x, updateTime: undefined });

async function readRole(id: string) {
  const page = await h.get<Page<RoleView>>('/api/role/getAllByPage?pageSize=100');
  expect(page.code, page.message).toBe(200);
  return roleViewSchema.parse(page.result.content.find((r) => r.id === id));
}

/** XBoot's 角色管理: edit the row as read, then 菜单权限 and 数据权限 submitted untouched. */
async function postBackAsXboot(role: RoleView) {
  const edit = await h.post('/api/role/edit', xbootForm(role));
  expect(edit.code, edit.message).toBe(200);
  const perm = await h.post('/api/role/editRolePerm', xbootForm({ roleId: role.id, permIds: role.permissions.map((p) => p.permissionId).join(',') }));
  expect(perm.code, perm.message).toBe(200);
  const dep = await h.post(
    '/api/role/editRoleDep',
    xbootForm({ roleId: role.id, dataType: role.dataType, depIds: role.departments.map((d) => d.departmentId).join(',') }),
  );
  expect(dep.code, dep.message).toBe(200);
}

describe('roles and dictionaries read back what an XBoot client wrote (issue 15)', () => {
  it('gives permissions and departments as XBoot objects and updateTime in the date format', async () => {
    const roleId = await h.roleWith('ROLE_RT_SHAPE', ['sys:user:view', 'sys:log:view'], 1);
    const dept = await h.department('运营部');
    await h.post('/api/role/editRoleDep', { roleId, dataType: 1, depIds: dept.id });
    const role = await readRole(roleId);
    expect(role.permissions).toEqual(expect.arrayContaining([{ roleId, permissionId: await h.permissionId('sys:user:view') }]));
    expect(role.permissions).toHaveLength(2);
    expect(role.departments).toEqual([{ roleId, departmentId: dept.id }]);
    expect(role.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(role.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('a role with permissions and a custom data scope survives read → post back → read', async () => {
    const roleId = await h.roleWith('ROLE_RT_CUSTOM', ['sys:user:view', 'sys:user:edit', 'sys:dict:view'], 1);
    const dept = await h.department('运营部');
    expect((await h.post('/api/role/editRoleDep', { roleId, dataType: 1, depIds: dept.id })).code).toBe(200);
    const before = await readRole(roleId);
    expect(before.permissions).toHaveLength(3);
    expect(before.departments).toHaveLength(1);

    await postBackAsXboot(before);
    const after = await readRole(roleId);
    expect(withoutUpdateTime(after)).toEqual(withoutUpdateTime(before));
    expect(after.updateTime).not.toBeNull();
  });

  it('ROLE_ADMIN survives the same round trip with every permission', async () => {
    const list = await h.get<RoleView[]>('/api/role/getAllList');
    const before = roleViewSchema.parse(list.result.find((r) => r.name === 'ROLE_ADMIN'));
    expect(before.permissions.length).toBeGreaterThan(10);
    await postBackAsXboot(before);
    expect(withoutUpdateTime(await readRole(before.id))).toEqual(withoutUpdateTime(before));
  });

  it('refuses a field a role does not have with 400 naming it', async () => {
    const role = await readRole(await h.roleWith('ROLE_RT_UNKNOWN', []));
    const res = await h.post('/api/role/edit', xbootForm({ ...role, colour: 'red' }));
    expect(res.code).toBe(400);
    expect(res.message).toContain('colour');
  });

  it('a dictionary and its entry survive read → post back → read', async () => {
    const added = await h.post<DictView>('/api/dict/add', { title: '回路字典', type: 'roundtrip', description: '测试', sortOrder: 7 });
    expect(added.code, added.message).toBe(200);
    const entry = await h.post<DictDataView>('/api/dictData/add', {
      dictId: added.result.id,
      title: '甲',
      value: 'a',
      status: -1,
      sortOrder: 2,
      description: '第一项',
    });
    expect(entry.code, entry.message).toBe(200);
    const readDict = async () => dictViewSchema.parse((await h.get<DictView[]>('/api/dict/getAll')).result.find((d) => d.id === added.result.id));
    const readEntry = async () =>
      dictDataViewSchema.parse((await h.get<Page<DictDataView>>(`/api/dictData/getByCondition?dictId=${added.result.id}`)).result.content[0]);

    const dict = await readDict();
    const data = await readEntry();
    const dictBack = await h.post('/api/dict/edit', xbootForm(dict));
    expect(dictBack.code, dictBack.message).toBe(200);
    const dataBack = await h.post('/api/dictData/edit', xbootForm(data));
    expect(dataBack.code, dataBack.message).toBe(200);

    const dictAfter = await readDict();
    const dataAfter = await readEntry();
    expect(withoutUpdateTime(dictAfter)).toEqual(withoutUpdateTime(dict));
    expect(withoutUpdateTime(dataAfter)).toEqual(withoutUpdateTime(data));
    expect(dictAfter.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(dataAfter.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
