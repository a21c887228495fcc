import { http } from './client.ts';

export interface DictItem {
  id?: string;
  title: string;
  value: string | number;
  sortOrder?: number;
}

/** GET /dictData/getByType/{type} (no token needed). */
export const getDictByType = (type: string) => http.get<DictItem[]>(`/dictData/getByType/${encodeURIComponent(type)}`);
