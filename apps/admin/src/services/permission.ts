import { permissionNodeSchema, type MenuNode, type PermissionAddBody, type PermissionEditBody, type PermissionNode } from '@zhiyuan/shared';
import { http } from './http';

/** The admin menu tree the current user may see, with `permTypes` on each page. */
export function getMenuList(): Promise<MenuNode[]> {
  return http.get<MenuNode[]>('/permission/getMenuList');
}

export type Permission = PermissionNode;

/** The whole permission tree of a scope (admin console by default). */
export function getAllPermissions(scope: 'admin' | 'web' = 'admin'): Promise<Permission[]> {
  return http.get<Permission[]>('/permission/getAllList', { scope }).then((tree) => tree.map((p) => permissionNodeSchema.parse(p)));
}

export function searchPermissions(title: string): Promise<Permission[]> {
  return http.get<Permission[]>('/permission/search', { title });
}

export function addPermission(input: PermissionAddBody): Promise<Permission> {
  return http.post<Permission>('/permission/add', { ...input });
}

export function editPermission(input: PermissionEditBody): Promise<Permission> {
  return http.post<Permission>('/permission/edit', { ...input });
}

/** Refused while children remain. */
export function deletePermissions(ids: string[]): Promise<null> {
  return http.post<null>('/permission/delByIds', { ids });
}
