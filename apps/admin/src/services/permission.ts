import type { MenuNode } from '@zhiyuan/shared';
import { http } from './http';

/** The admin menu tree the current user may see, with `permTypes` on each page. */
export function getMenuList(): Promise<MenuNode[]> {
  return http.get<MenuNode[]>('/permission/getMenuList');
}
