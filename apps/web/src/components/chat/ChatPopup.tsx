import { Popup } from 'antd-mobile';
import { ChatPanel } from './ChatPanel.tsx';

/** Phone: the chat full-screen from the bottom (loaded when an entry is first opened). */
export default function ChatPopup({ onClose }: { onClose: () => void }) {
  return (
    <Popup
      visible
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="zy-chat-popup"
      bodyStyle={{ height: '92vh', borderTopLeftRadius: 12, borderTopRightRadius: 12, overflow: 'hidden' }}
      destroyOnClose
    >
      <ChatPanel onClose={onClose} />
    </Popup>
  );
}
