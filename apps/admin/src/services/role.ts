import { http } from './http';

export interface RoleOption {
  id: string;
  name: string;
  description?: string | null;
}

export function getAllRoles(): Promise<RoleOption[]> {
  return http.get<RoleOption[]>('/role/getAllList');
}
