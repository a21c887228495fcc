import { readJson, writeJson } from './storage.ts';

/**
 * Rules of the compare basket (spec §3 compareSchools): 2 to 4 schools side by side, each once.
 * Pure functions so the login store and the tests share them; the basket is kept in localStorage
 * so it survives navigation and reload.
 */

export interface CompareSchool {
  id: string;
  name: string;
}

export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;
export const COMPARE_STORAGE_KEY = 'compareSchools';

export type AddOutcome = 'added' | 'duplicate' | 'full';

export function addToBasket(list: readonly CompareSchool[], school: CompareSchool): { list: CompareSchool[]; outcome: AddOutcome } {
  if (list.some((s) => s.id === school.id)) return { list: [...list], outcome: 'duplicate' };
  if (list.length >= COMPARE_MAX) return { list: [...list], outcome: 'full' };
  return { list: [...list, { id: school.id, name: school.name }], outcome: 'added' };
}

export const removeFromBasket = (list: readonly CompareSchool[], id: string): CompareSchool[] => list.filter((s) => s.id !== id);

/** What storage holds, cleaned: well-formed entries only, no duplicates, at most four. */
export function sanitizeBasket(value: unknown): CompareSchool[] {
  if (!Array.isArray(value)) return [];
  let list: CompareSchool[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { id, name } = item as Record<string, unknown>;
    if (typeof id !== 'string' || !id || typeof name !== 'string') continue;
    list = addToBasket(list, { id, name }).list;
  }
  return list;
}

export const readBasket = (): CompareSchool[] => sanitizeBasket(readJson<unknown>(COMPARE_STORAGE_KEY));

export const writeBasket = (list: readonly CompareSchool[]): void => writeJson(COMPARE_STORAGE_KEY, list.length ? list : null);
