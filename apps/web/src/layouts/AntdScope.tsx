import '@ant-design/v5-patch-for-react-19';
import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import { useAppStore } from '../stores/app.ts';
import { antdTheme } from '../theme.ts';
import { setFeedback } from '../feedback.ts';

/**
 * antd's theme, locale and message holder around what uses antd. The desktop shell wraps every
 * page in it; on a phone it is loaded only around a page that uses antd (issue 16 item 12: the
 * phone index, built on antd-mobile and plain markup, does not download antd).
 */
export default function AntdScope({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  const language = useAppStore((s) => s.language);
  return (
    <ConfigProvider locale={language === 'en-US' ? antdEnUS : antdZhCN} theme={antdTheme}>
      {/* bare: no wrapping element (a control inside a flex row: the desktop header, the index hero) */}
      <AntdApp message={{ top: 76, maxCount: 3 }} component={bare ? false : undefined}>
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}

type FeedbackType = 'error' | 'success' | 'info';

/**
 * Sends http-client messages to antd's message (the desktop shell renders it inside AntdScope);
 * messages said before antd was loaded (the desktop index) are shown first: `takeQueued` hands
 * them over (lazyAntd.tsx's takeQueuedFeedback, passed in so this file does not import lazyAntd,
 * which loads it).
 */
export function FeedbackBridge({ takeQueued }: { takeQueued: () => [FeedbackType, string][] }) {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    const show = (type: FeedbackType) => (text: string) => void message.open({ key: `${type}:${text}`, type, content: text });
    const feedback = { error: show('error'), success: show('success'), info: show('info') };
    setFeedback(feedback);
    for (const [type, text] of takeQueued()) feedback[type](text);
    return () => setFeedback(null);
  }, [message, takeQueued]);
  return null;
}
