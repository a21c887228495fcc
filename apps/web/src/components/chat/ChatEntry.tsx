import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatConfig } from './chat-config.ts';
import './chat.css';

// The popup and the panel load when first opened: the phone index shows this entry and stays light.
const ChatPopup = lazy(() => import('./ChatPopup.tsx'));

/**
 * Phone: the 智能客服 entry, a row opening the chat full-screen; nothing when the chat is off. It
 * sits under 我的 and, for visitors who cannot open 我的 before signing in, at the foot of the index.
 */
export function ChatEntry({ className = '', hint }: { className?: string; hint?: string }) {
  const { t } = useTranslation();
  const config = useChatConfig();
  const [open, setOpen] = useState(false);
  if (!config.data?.enabled) return null;
  return (
    <>
      <button type="button" className={`zy-chat-entry ${className}`} onClick={() => setOpen(true)} data-testid="chat-open">
        <span className="zy-chat-entry__text">
          <span className="zy-chat-entry__title">{t('chat.open')}</span>
          {hint && <span className="zy-chat-entry__hint">{hint}</span>}
        </span>
        <span className="zy-chat-entry__arrow" aria-hidden="true">
          ›
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatPopup onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
