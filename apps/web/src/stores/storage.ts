/**
 * localStorage keys of the web app. Logout removes the user's keys (USER_KEYS) and keeps
 * language, theme and the chosen province (spec §4).
 */
export const STORAGE = {
  accessToken: 'accessToken',
  userInfo: 'userInfo',
  grade: 'grade',
  user: 'user',
  lastPath: 'lastPath',
  language: 'language',
  theme: 'theme',
  province: 'province',
} as const;

export const USER_KEYS = [STORAGE.accessToken, STORAGE.userInfo, STORAGE.grade, STORAGE.user, STORAGE.lastPath] as const;

const store = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function readText(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined || value === '') store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // storage full or blocked (private mode): the app keeps working from memory
  }
}

export function readJson<T>(key: string): T | null {
  const text = readText(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export const getToken = (): string | null => readText(STORAGE.accessToken);
