import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageOutlined } from '@ant-design/icons';
import { loadChunk } from '../../chunk.ts';
import { useChatConfig } from './chat-config.ts';
import './chat.css';

// The panel (and its HTML sanitizer) loads when it is opened, not with every desktop page (issue 30 item 9).
const ChatPanel = lazy(() => loadChunk(() => import('./ChatPanel.tsx')).then((m) => ({ default: m.ChatPanel })));

/** Desktop: a button in the lower right corner opening the chat panel; nothing when the chat is off. */
export function ChatWidget() {
  const { t } = useTranslation();
  const config = useChatConfig();
  const [open, setOpen] = useState(false);
  if (!config.data?.enabled) return null;
  return (
    <div className="zy-chat-corner">
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <button type="button" className="zy-chat-corner__button" onClick={() => setOpen(true)} data-testid="chat-open">
          <MessageOutlined /> {t('chat.open')}
        </button>
      )}
    </div>
  );
}
