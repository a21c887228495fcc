import { create } from 'zustand';

/** The signed-in user's unread message count, kept live by useInboxChannel. */
export interface InboxStore {
  unread: number;
  status: 'connecting' | 'open' | 'closed' | 'refused';
  setUnread(count: number): void;
  bump(): void;
  setStatus(status: InboxStore['status']): void;
}

export const useInboxStore = create<InboxStore>()((set) => ({
  unread: 0,
  status: 'closed',
  setUnread: (unread) => set({ unread: Math.max(0, unread) }),
  bump: () => set((s) => ({ unread: s.unread + 1 })),
  setStatus: (status) => set({ status }),
}));
