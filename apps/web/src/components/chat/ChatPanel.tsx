import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AutoChatAnswer, ContactMemberView } from '@zhiyuan/shared';
import { askChat, associateChat, evaluateAnswer, getContactMembers } from '../../api/chat.ts';
import { useChatConfig } from './chat-config.ts';
import { SafeHtml } from '../SafeHtml.tsx';
import './chat.css';

type Entry =
  | { id: number; from: 'bot'; text: string }
  | { id: number; from: 'me'; text: string }
  | { id: number; from: 'answer'; answer: AutoChatAnswer; related: string[]; voted?: boolean }
  | { id: number; from: 'fallback'; text: string };
type NewEntry = Entry extends infer E ? (E extends Entry ? Omit<E, 'id'> : never) : never;

/**
 * 智能客服: greeting, a question box with suggestions as you type, answers with was-this-helpful,
 * and the human contacts when nothing matches. Answers are admin HTML, shown through SafeHtml.
 */
export function ChatPanel({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation();
  const config = useChatConfig();
  const contacts = useQuery({ queryKey: ['contactMembers'], queryFn: getContactMembers, staleTime: 5 * 60_000 });
  const [entries, setEntries] = useState<Entry[]>([]);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  const listRef = useRef<HTMLDivElement>(null);
  const typed = useRef('');

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [entries]);

  // Suggestions as you type: the latest text only, after a short pause.
  useEffect(() => {
    const q = text.trim();
    typed.current = q;
    if (!q) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      associateChat(q)
        .then((list) => typed.current === q && setSuggestions(list))
        .catch(() => setSuggestions([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);

  const push = (entry: NewEntry) => setEntries((list) => [...list, { ...entry, id: nextId.current++ } as Entry]);

  async function ask(question: string) {
    const q = question.trim();
    if (!q || busy) return;
    setText('');
    setSuggestions([]);
    push({ from: 'me', text: q });
    setBusy(true);
    try {
      const [best, ...rest] = await askChat(q);
      if (best) push({ from: 'answer', answer: best, related: rest.map((a) => a.title) });
      else push({ from: 'fallback', text: config.data?.fallback ?? '' });
    } catch {
      push({ from: 'fallback', text: t('chat.failed') });
    } finally {
      setBusy(false);
    }
  }

  async function vote(entry: Extract<Entry, { from: 'answer' }>, helpful: boolean) {
    try {
      await evaluateAnswer(entry.answer.messageId, helpful);
      setEntries((list) => list.map((e) => (e.id === entry.id ? { ...entry, voted: true } : e)));
    } catch {
      /* the client showed why */
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void ask(text);
  };

  return (
    <section className="zy-chat" data-testid="chat-panel" aria-label={t('chat.title')}>
      <header className="zy-chat__head">
        <span>{t('chat.title')}</span>
        {onClose && (
          <button type="button" className="zy-chat__close" onClick={onClose} aria-label={t('chat.close')} data-testid="chat-close">
            ×
          </button>
        )}
      </header>
      <div className="zy-chat__list" ref={listRef}>
        {config.data?.greeting && <div className="zy-chat__msg zy-chat__msg--bot">{config.data.greeting}</div>}
        {entries.map((e) => {
          if (e.from === 'me')
            return (
              <div key={e.id} className="zy-chat__msg zy-chat__msg--me">
                {e.text}
              </div>
            );
          if (e.from === 'bot')
            return (
              <div key={e.id} className="zy-chat__msg zy-chat__msg--bot">
                {e.text}
              </div>
            );
          if (e.from === 'fallback') {
            return (
              <div key={e.id} className="zy-chat__msg zy-chat__msg--bot" data-testid="chat-fallback">
                <p>{e.text}</p>
                <Contacts list={contacts.data ?? []} />
              </div>
            );
          }
          return (
            <div key={e.id} className="zy-chat__msg zy-chat__msg--bot" data-testid="chat-answer">
              <strong className="zy-chat__q">{e.answer.title}</strong>
              <SafeHtml html={e.answer.content} className="zy-chat__html" />
              {e.related.length > 0 && (
                <div className="zy-chat__related">
                  <span>{t('chat.related')}</span>
                  {e.related.map((r) => (
                    <button type="button" key={r} onClick={() => void ask(r)}>
                      {r}
                    </button>
                  ))}
                </div>
              )}
              <div className="zy-chat__vote">
                {e.voted ? (
                  <span data-testid="chat-thanks">{t('chat.thanks')}</span>
                ) : (
                  <>
                    <button type="button" onClick={() => void vote(e, true)} data-testid="chat-helpful">
                      <LikeOutlined /> {t('chat.helpful')}
                    </button>
                    <button type="button" onClick={() => void vote(e, false)}>
                      <DislikeOutlined /> {t('chat.notHelpful')}
                    </button>
                  </>
                )}
              </div>
            </div>
          );
        })}
        {busy && <div className="zy-chat__msg zy-chat__msg--bot zy-chat__typing">…</div>}
      </div>
      {suggestions.length > 0 && (
        <ul className="zy-chat__suggest" data-testid="chat-suggestions" aria-label={t('chat.suggestions')}>
          {suggestions.map((s) => (
            <li key={s}>
              <button type="button" onClick={() => void ask(s)}>
                {s}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="zy-chat__form" onSubmit={submit}>
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder={t('chat.placeholder')}
          data-testid="chat-input"
          aria-label={t('chat.placeholder')}
        />
        <button type="submit" disabled={!text.trim() || busy} data-testid="chat-send">
          {t('chat.send')}
        </button>
      </form>
    </section>
  );
}

function Contacts({ list }: { list: ContactMemberView[] }) {
  const { t } = useTranslation();
  // The shipped contacts are samples, hidden until the operator sets real ones (issue 30): say so.
  if (!list.length)
    return (
      <div className="zy-chat__contacts zy-muted" data-testid="chat-no-contacts">
        {t('chat.noContacts')}
      </div>
    );
  return (
    <div className="zy-chat__contacts" data-testid="chat-contacts">
      <span>{t('chat.contacts')}</span>
      {list.map((c) => (
        <div key={c.id} className="zy-chat__contact">
          <b>{c.name}</b> {t(`chat.types.${c.type}`)}：
          {c.type === 'phone' ? <a href={`tel:${c.value}`}>{c.value}</a> : c.type === 'email' ? <a href={`mailto:${c.value}`}>{c.value}</a> : c.value}
          {c.workTime && <small>（{c.workTime}）</small>}
        </div>
      ))}
    </div>
  );
}
