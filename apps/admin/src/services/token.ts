/**
 * Where the console keeps its session in localStorage. The keys differ from the public site's
 * (`accessToken`, ...) so signing out of one app does not sign the other out.
 */
export const STORAGE_KEYS = {
  token: 'adminAccessToken',
  menus: 'adminMenuData',
  roles: 'adminRoles',
  user: 'adminUserInfo',
  language: 'adminLanguage',
  theme: 'adminTheme',
  tabs: 'adminPageTabs',
  rememberedUsername: 'adminRememberedUsername',
} as const;

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

/** Removes everything tied to the signed-in user; language and theme stay (spec §4). */
export function clearSessionStorage(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.menus, STORAGE_KEYS.roles, STORAGE_KEYS.user]) {
    localStorage.removeItem(key);
  }
  sessionStorage.removeItem(STORAGE_KEYS.tabs);
}

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
