import { departmentNodeSchema, type DepartmentAddBody, type DepartmentEditBody, type DepartmentNode } from '@zhiyuan/shared';
import { http } from './http';

export type Department = DepartmentNode;

/** Departments directly below `parentId` ('0' is the root); may be empty. */
export function getDepartmentsByParentId(parentId = '0'): Promise<Department[]> {
  return http.get<Department[]>(`/department/getByParentId/${encodeURIComponent(parentId)}`).then((list) => list.map((d) => departmentNodeSchema.parse(d)));
}

export function searchDepartments(title: string): Promise<Department[]> {
  return http.get<Department[]>('/department/search', { title });
}

export function addDepartment(input: DepartmentAddBody): Promise<Department> {
  return http.post<Department>('/department/add', { ...input });
}

export function editDepartment(input: DepartmentEditBody): Promise<Department> {
  return http.post<Department>('/department/edit', { ...input });
}

/** Refused (400) while users or sub-departments remain; silent so the screen can explain it. */
export function deleteDepartments(ids: string[]): Promise<null> {
  return http.post<null>('/department/delByIds', { ids }, { silent: true });
}
