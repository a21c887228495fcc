import type { UserAndMenu } from '@zhiyuan/shared';
import { http } from './client.ts';

/** GET /permission/getUserAndMenuList: the user, the menus and the forbidden route names. */
export const getUserAndMenuList = () => http.get<UserAndMenu>('/permission/getUserAndMenuList');
