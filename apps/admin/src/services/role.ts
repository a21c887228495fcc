import { DATA_TYPES, type Page, type RoleEditBody, type RoleQuery, type RoleSaveBody, type RoleView } from '@zhiyuan/shared';
import { http } from './http';

/** 数据权限 in display order: all, custom departments, own department and below, own department, self. */
export const DATA_TYPE_LIST = [DATA_TYPES.ALL, DATA_TYPES.CUSTOM, DATA_TYPES.DEPARTMENT_AND_BELOW, DATA_TYPES.DEPARTMENT, DATA_TYPES.SELF] as const;

export type Role = RoleView;

/** The ids of a role's granted permissions (rows give XBoot's `{roleId, permissionId}` objects). */
export const permissionIdsOf = (role: Role): string[] => role.permissions.map((p) => p.permissionId);

/** The departments of a role's custom data scope (`{roleId, departmentId}` objects). */
export const departmentIdsOf = (role: Role): string[] => role.departments.map((d) => d.departmentId);

/** Every role (for pickers). */
export function getAllRoles(): Promise<Role[]> {
  return http.get<Role[]>('/role/getAllList');
}

export function getRolesByPage(query: RoleQuery): Promise<Page<Role>> {
  return http.get<Page<Role>>('/role/getAllByPage', { ...query });
}

export function saveRole(input: RoleSaveBody): Promise<Role> {
  return http.post<Role>('/role/save', { ...input });
}

export function editRole(input: RoleEditBody): Promise<Role> {
  return http.post<Role>('/role/edit', { ...input });
}

export function setDefaultRole(id: string, isDefault: boolean): Promise<null> {
  return http.post<null>('/role/setDefault', { id, isDefault });
}

/**
 * Which of a role's permissions a save replaces: the admin tree, the public-site pages (`web`) or
 * both (`all`). The server keeps what the call does not cover.
 */
export type RolePermScope = 'admin' | 'web' | 'all';

/** Sends the complete new set of ids of the tree(s) named by `scope`. */
export function editRolePermissions(roleId: string, permIds: string[], scope: RolePermScope): Promise<null> {
  return http.post<null>('/role/editRolePerm', { roleId, permIds, scope });
}

export function editRoleDepartments(roleId: string, dataType: number, depIds: string[]): Promise<null> {
  return http.post<null>('/role/editRoleDep', { roleId, dataType, depIds });
}

/** Refused while users hold a role; the server's message says so. */
export function deleteRoles(ids: string[]): Promise<null> {
  return http.post<null>('/role/delByIds', { ids });
}
