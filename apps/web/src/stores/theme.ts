import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_THEME } from '@zhiyuan/shared';
import { STORAGE } from './storage.ts';

type Widen<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : { -readonly [K in keyof T]: Widen<T[K]> };
export type ThemeValues = Widen<typeof DEFAULT_THEME>;

export interface ThemeStore extends ThemeValues {
  update(patch: Partial<ThemeValues>): void;
  reset(): void;
}

const defaults = (): ThemeValues => structuredClone(DEFAULT_THEME) as ThemeValues;

/** Theme settings (spec §3), initialised from DEFAULT_THEME and persisted: logout keeps them. */
export const useThemeStore = create<ThemeStore>()(
  persist(
    (set) => ({
      ...defaults(),
      update: (patch) => set(patch),
      reset: () => set(defaults()),
    }),
    {
      name: STORAGE.theme,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ update: _update, reset: _reset, ...values }) => values,
    },
  ),
);
