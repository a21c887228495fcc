import type { OpenClientSaved, OpenClientView, Page, PageQuery } from '@zhiyuan/shared';
import { http } from './http';

/** What the add / edit dialog of 接入网站管理 sends. */
export interface ClientBody {
  name: string;
  logo?: string;
  homeUri?: string;
  redirectUris: string[];
  scopes: string[];
  autoApprove: boolean;
  public: boolean;
}

/** 接入网站管理 (single sign-on's client sites): XBoot's /client calls. A secret comes back once, when it is made. */
export const getClients = (query: PageQuery & Record<string, unknown>) => http.get<Page<OpenClientView>>('/client/getByCondition', query);
export const saveClient = (body: ClientBody) => http.postJson<OpenClientSaved>('/client/save', { ...body });
export const updateClient = (id: string, body: ClientBody) => http.putJson<OpenClientSaved>('/client/update', { id, ...body });
export const regenerateClientSecret = (id: string) => http.post<OpenClientSaved>(`/client/regenerateSecret/${id}`);
export const setClientEnabled = (id: string, enabled: boolean) => http.post<OpenClientView>(`/client/${enabled ? 'enable' : 'disable'}/${id}`);
export const deleteClients = (ids: string[]) => http.post<null>('/client/delByIds', { ids });
