import type { Page, PageQuery, UserView } from '@zhiyuan/shared';
import { http } from './http';

export interface UserQuery extends PageQuery {
  username?: string;
  nickname?: string;
  mobile?: string;
  email?: string;
  departmentId?: string;
  sex?: number;
  type?: number;
  status?: number;
}

export interface UserInput {
  id?: string;
  username?: string;
  password?: string;
  nickname: string;
  mobile?: string;
  email?: string;
  sex?: number;
  type?: number;
  departmentId?: string;
  roleIds: string[];
}

/** A fresh random password per user; the server shows it only in this answer. */
export interface ResetPasswordResult {
  id: string;
  username: string;
  password: string;
}

export function getUsersByCondition(query: UserQuery): Promise<Page<UserView>> {
  return http.get<Page<UserView>>('/user/getByCondition', { ...query });
}

export function addUser(input: UserInput): Promise<UserView> {
  const { id: _id, ...body } = input;
  return http.post<UserView>('/user/admin/add', { ...body });
}

export function editUser(input: UserInput & { id: string }): Promise<UserView> {
  const { username: _username, password: _password, ...body } = input;
  return http.post<UserView>('/user/admin/edit', { ...body });
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

export function resetPasswords(ids: string[]): Promise<ResetPasswordResult[]> {
  return http.post<ResetPasswordResult[]>('/user/resetPass', { ids });
}
