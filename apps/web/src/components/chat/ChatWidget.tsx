import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageOutlined } from '@ant-design/icons';
import { ChatPanel } from './ChatPanel.tsx';
import { useChatConfig } from './chat-config.ts';
import './chat.css';

/** Desktop: a button in the lower right corner opening the chat panel; nothing when the chat is off. */
export function ChatWidget() {
  const { t } = useTranslation();
  const config = useChatConfig();
  const [open, setOpen] = useState(false);
  if (!config.data?.enabled) return null;
  return (
    <div className="zy-chat-corner">
      {open ? (
        <ChatPanel onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className="zy-chat-corner__button" onClick={() => setOpen(true)} data-testid="chat-open">
          <MessageOutlined /> {t('chat.open')}
        </button>
      )}
    </div>
  );
}
