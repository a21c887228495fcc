import { useState } from 'react';
import { List, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ChatPanel, useChatConfig } from './ChatPanel.tsx';
import './chat.css';

/** Phone: the 智能客服 entry of 我的, opening the chat full-screen; nothing when the chat is off. */
export function ChatEntry() {
  const { t } = useTranslation();
  const config = useChatConfig();
  const [open, setOpen] = useState(false);
  if (!config.data?.enabled) return null;
  return (
    <>
      <List className="zy-my__list">
        <List.Item onClick={() => setOpen(true)} data-testid="chat-open">{t('chat.open')}</List.Item>
      </List>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} position="bottom" bodyClassName="zy-chat-popup" bodyStyle={{ height: '92vh', borderTopLeftRadius: 12, borderTopRightRadius: 12, overflow: 'hidden' }} destroyOnClose>
        <ChatPanel onClose={() => setOpen(false)} />
      </Popup>
    </>
  );
}
