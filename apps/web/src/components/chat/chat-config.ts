import { useQuery } from '@tanstack/react-query';
import { getChatConfig } from '../../api/chat.ts';

/**
 * The chat setting, shared by the corner button, the phone entries and the panel (hidden when
 * switched off). Its own module, so an entry can show without loading the panel.
 */
export const useChatConfig = () => useQuery({ queryKey: ['chatConfig'], queryFn: getChatConfig, staleTime: 5 * 60_000, retry: false });
