import { create } from 'zustand';

/** What the live channel tells the header: the unread count and whether the socket is up. */
interface LiveState {
  unread: number;
  status: 'connecting' | 'open' | 'closed' | 'refused';
  setUnread: (count: number) => void;
  bump: () => void;
  setStatus: (status: LiveState['status']) => void;
}

export const useLive = create<LiveState>((set) => ({
  unread: 0,
  status: 'closed',
  setUnread: (count) => set({ unread: Math.max(0, Math.floor(count)) }),
  bump: () => set((s) => ({ unread: s.unread + 1 })),
  setStatus: (status) => set({ status }),
}));
