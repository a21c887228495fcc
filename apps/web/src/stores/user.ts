import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE } from './storage.ts';

/** Display identity of the signed-in user, persisted in localStorage ('user'). */
export interface UserStore {
  nickname: string;
  avatar: string;
  setProfile(profile: { nickname?: string | null; avatar?: string | null }): void;
  reset(): void;
}

export const useUserStore = create<UserStore>()(
  persist(
    (set) => ({
      nickname: '',
      avatar: '',
      setProfile: ({ nickname, avatar }) => set({ nickname: nickname ?? '', avatar: avatar ?? '' }),
      reset: () => set({ nickname: '', avatar: '' }),
    }),
    {
      name: STORAGE.user,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ nickname, avatar }) => ({ nickname, avatar }),
    },
  ),
);
