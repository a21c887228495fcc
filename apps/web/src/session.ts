import type { UserAndMenu } from '@zhiyuan/shared';
import { getUserAndMenuList } from './api/permission.ts';
import { logout as logoutCall } from './api/auth.ts';
import { configureHttp } from './api/client.ts';
import { unwrap } from './api/http.ts';
import { t } from './i18n/index.ts';
import { currentPath, navigate } from './navigation.ts';
import { useAppStore } from './stores/app.ts';
import { useLoginStore } from './stores/login.ts';
import { STORAGE, USER_KEYS, getToken, writeText } from './stores/storage.ts';
import { useUserStore } from './stores/user.ts';

/** Session flows of spec §4: login, permission reload, logout and the 401 answer. */

/** Set once this page has loaded the forbidden list; a list back at [1] after that was lost. */
let permissionsLoaded = false;
/** The permission call under way, shared by everyone who asks meanwhile (App and guard at load). */
let loading: Promise<void> | null = null;

function applyUserAndMenu(data: UserAndMenu): void {
  const login = useLoginStore.getState();
  permissionsLoaded = true;
  login.setUser(data.user, data.notAllow ?? []);
  useAppStore.getState().setMenuList(data.menuList ?? []);
  if (data.user) {
    useUserStore.getState().setProfile({ nickname: data.user.nickname || data.user.username, avatar: data.user.avatar });
    if (data.user.province) useAppStore.getState().setProvince(data.user.province);
  }
}

/**
 * After /auth/login answered a token: store it, load user + forbidden list, store the grade
 * (setUser does), close the dialog. Returns the page the visitor wanted, if any.
 */
export async function completeLogin(token: string): Promise<string | null> {
  writeText(STORAGE.accessToken, token);
  const data = await unwrap(getUserAndMenuList());
  applyUserAndMenu(data);
  const wanted = useLoginStore.getState().pendingPath;
  useLoginStore.getState().closeLogin();
  return wanted;
}

/** Loads the user and the forbidden list; one call at a time, whoever asks. */
export function loadPermissions(): Promise<void> {
  loading ??= (async () => {
    try {
      applyUserAndMenu(await unwrap(getUserAndMenuList()));
    } catch {
      // leave the list as it is; the next navigation tries again
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/**
 * Guard rule 4: the forbidden list is [1] (not loaded) but a username is known. On the first
 * load of a signed-in page that is the normal case (the list lives in memory only), so the list
 * is loaded quietly; the 'permission lost' message of spec §8 is logged only when this page had
 * loaded the list and lost it since (issue 16 item 10).
 */
export async function reloadPermissions(): Promise<void> {
  if (permissionsLoaded) console.warn(t('http.permissionLost'));
  await loadPermissions();
}

/** Removes the stored user (token, user info, grade, profile) and keeps language, theme, province. */
export function clearSession(): void {
  permissionsLoaded = false;
  for (const key of USER_KEYS) writeText(key, null);
  useUserStore.getState().reset();
  useLoginStore.getState().clear();
  useAppStore.getState().setMenuList([]);
}

export async function logout(): Promise<void> {
  if (getToken()) await logoutCall().catch(() => undefined);
  clearSession();
  navigate('/index');
}

/** Code 401: sign out, go to index unless there, open the login dialog. */
export function handleUnauthorized(): void {
  clearSession();
  if (!currentPath().startsWith('/index')) navigate('/index');
  useLoginStore.getState().openLogin();
}

/**
 * Gives the app's client its session hooks; main.tsx calls it once at start. The client does not
 * import this module (it calls api/auth.ts and api/permission.ts, which use the client).
 */
export function connectHttpSession(): void {
  configureHttp({ onUnauthorized: handleUnauthorized });
}
