import type { DictBody, DictDataBody, DictDataQuery, DictDataView, DictItem, DictView, Page } from '@zhiyuan/shared';
import { http } from './http';

export type Dict = DictView;
export type DictData = DictDataView;

export function getAllDicts(): Promise<Dict[]> {
  return http.get<Dict[]>('/dict/getAll');
}

export function searchDicts(key: string): Promise<Dict[]> {
  return http.get<Dict[]>('/dict/search', { key });
}

export function addDict(input: DictBody): Promise<Dict> {
  return http.post<Dict>('/dict/add', { ...input });
}

export function editDict(input: DictBody & { id: string }): Promise<Dict> {
  return http.post<Dict>('/dict/edit', { ...input });
}

/** Its entries go with it. */
export function deleteDicts(ids: string[]): Promise<null> {
  return http.post<null>('/dict/delByIds', { ids });
}

export function getDictDataByCondition(query: DictDataQuery): Promise<Page<DictData>> {
  return http.get<Page<DictData>>('/dictData/getByCondition', { ...query });
}

export function addDictData(input: DictDataBody): Promise<DictData> {
  return http.post<DictData>('/dictData/add', { ...input });
}

export function editDictData(input: DictDataBody & { id: string }): Promise<DictData> {
  return http.post<DictData>('/dictData/edit', { ...input });
}

export function deleteDictData(ids: string[]): Promise<null> {
  return http.post<null>('/dictData/delByIds', { ids });
}

/** Enabled entries of a dictionary (public call). */
export function getDictByType(type: string): Promise<DictItem[]> {
  return http.get<DictItem[]>(`/dictData/getByType/${encodeURIComponent(type)}`);
}
