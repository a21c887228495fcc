import { lazy, Suspense, useState } from 'react';
import { DotLoading, List, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useChatConfig } from './chat-config.ts';
import './chat.css';

// The panel loads when first opened: the phone index shows this entry and stays light.
const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));

/**
 * Phone: the 智能客服 entry, opening the chat full-screen; nothing when the chat is off. It sits
 * under 我的 and, for visitors who cannot open 我的 before signing in, at the foot of the index.
 */
export function ChatEntry({ className = 'zy-my__list', hint }: { className?: string; hint?: string }) {
  const { t } = useTranslation();
  const config = useChatConfig();
  const [open, setOpen] = useState(false);
  if (!config.data?.enabled) return null;
  return (
    <>
      <List className={className}>
        <List.Item onClick={() => setOpen(true)} description={hint} data-testid="chat-open">{t('chat.open')}</List.Item>
      </List>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} position="bottom" bodyClassName="zy-chat-popup" bodyStyle={{ height: '92vh', borderTopLeftRadius: 12, borderTopRightRadius: 12, overflow: 'hidden' }} destroyOnClose>
        <Suspense fallback={<div className="zy-chat-popup__loading"><DotLoading /></div>}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      </Popup>
    </>
  );
}
