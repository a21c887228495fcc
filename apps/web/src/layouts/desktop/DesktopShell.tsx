import { useEffect } from 'react';
import { App as AntdApp } from 'antd';
import { Root } from '../../components/Root.tsx';
import { setFeedback } from '../../feedback.ts';
import AntdScope from '../AntdScope.tsx';

/** Sends http-client messages to antd's message. */
function FeedbackBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    const show = (type: 'error' | 'success' | 'info') => (text: string) => void message.open({ key: `${type}:${text}`, type, content: text });
    setFeedback({ error: show('error'), success: show('success'), info: show('info') });
    return () => setFeedback(null);
  }, [message]);
  return null;
}

/** The top route on a desktop: antd around every page. */
export default function DesktopShell() {
  return (
    <AntdScope>
      <FeedbackBridge />
      <Root />
    </AntdScope>
  );
}
