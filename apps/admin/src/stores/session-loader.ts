import { getUserInfo } from '../services/auth';
import { getMenuList } from '../services/permission';
import { useSession } from './session';

/** After login (and on every layout start): fetch the menu tree and the user with roles, store both. */
export async function loadSession(): Promise<void> {
  const [menus, user] = await Promise.all([getMenuList(), getUserInfo()]);
  const session = useSession.getState();
  session.setMenus(menus ?? []);
  session.setUser(user);
}
