import {
  userViewSchema,
  type Page,
  type ResetPassResult,
  type UserAddBody,
  type UserEditBody,
  type UserImportReport,
  type UserImportRow,
  type UserQuery,
  type UserView,
} from '@zhiyuan/shared';
import { apiUrl, http } from './http';
import { getToken } from './token';

export function getUsersByCondition(query: UserQuery): Promise<Page<UserView>> {
  return http
    .get<Page<UserView>>('/user/getByCondition', { ...query })
    .then((page) => ({ ...page, content: page.content.map((u) => userViewSchema.parse(u)) }));
}

export function addUser(input: UserAddBody): Promise<UserView> {
  return http.post<UserView>('/user/admin/add', { ...input });
}

export function editUser(input: UserEditBody): Promise<UserView> {
  return http.post<UserView>('/user/admin/edit', { ...input });
}

export function enableUser(id: string): Promise<null> {
  return http.post<null>(`/user/admin/enable/${encodeURIComponent(id)}`);
}

export function disableUser(id: string): Promise<null> {
  return http.post<null>(`/user/admin/disable/${encodeURIComponent(id)}`);
}

export function deleteUsers(ids: string[]): Promise<null> {
  return http.post<null>('/user/delByIds', { ids });
}

/** A fresh random password per user; the server shows it only in this answer. */
export function resetPasswords(ids: string[]): Promise<ResetPassResult[]> {
  return http.post<ResetPassResult[]>('/user/resetPass', { ids });
}

/** Enabled users whose username or nickname matches (≤ 50, data scope applied), for pickers. */
export function searchUsersByName(name: string): Promise<UserView[]> {
  return http.get<UserView[]>(`/user/searchByName/${encodeURIComponent(name)}`, undefined, { silent: true });
}

/** All or nothing: with any rejected row nothing is imported and the report lists every bad row. */
export function importUsers(rows: UserImportRow[]): Promise<UserImportReport> {
  return http.postJson<UserImportReport>('/user/importData', rows, { silent: true });
}

/** The .xlsx download of the filtered list; the token rides in the query since a link sends no header. */
export function exportUsersUrl(query: Omit<UserQuery, 'pageNumber' | 'pageSize'>): string {
  return apiUrl('/user/export', { ...query, accessToken: getToken() ?? '' });
}
