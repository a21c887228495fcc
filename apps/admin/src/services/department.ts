import { http } from './http';

export interface Department {
  id: string;
  parentId: string;
  title: string;
  isParent?: boolean;
  sortOrder?: number;
  status?: number;
}

/** Departments directly below `parentId` ('0' is the root); may be empty. */
export function getDepartmentsByParentId(parentId = '0'): Promise<Department[]> {
  return http.get<Department[]>(`/department/getByParentId/${encodeURIComponent(parentId)}`);
}
