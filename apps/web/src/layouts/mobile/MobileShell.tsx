import { useEffect } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
// By path, not through the 'antd-mobile' barrel: the phone index loads only these few components
// (the barrel's chunk holds the whole kit). The kit's global styles (CSS variables) come first.
import 'antd-mobile/es/global/index.js';
import ConfigProvider from 'antd-mobile/es/components/config-provider/index.js';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render.js';
import mobileEnUS from 'antd-mobile/es/locales/en-US';
import mobileZhCN from 'antd-mobile/es/locales/zh-CN';
import { Root } from '../../components/Root.tsx';
import { setFeedback } from '../../feedback.ts';
import { useAppStore } from '../../stores/app.ts';

// antd-mobile's Toast/Modal render outside the tree; on React 19 they need a createRoot renderer.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { _zyRoot?: ReactRoot };
  host._zyRoot ??= createRoot(host);
  const root = host._zyRoot;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete host._zyRoot;
  };
});

/** antd-mobile's Toast (with its mask and animation code), loaded with the first message. */
const loadToast = () => import('antd-mobile/es/components/toast/index.js').then((m) => m.default);

/** Sends http-client messages to antd-mobile's Toast. */
function FeedbackBridge() {
  useEffect(() => {
    const show = (type: 'error' | 'success' | 'info') => (text: string) =>
      void loadToast().then(
        (Toast) => Toast.show({ content: text, icon: type === 'info' ? undefined : type === 'error' ? 'fail' : 'success' }),
        () => console.error(text),
      );
    setFeedback({ error: show('error'), success: show('success'), info: show('info') });
    return () => setFeedback(null);
  }, []);
  return null;
}

/**
 * The top route on a phone: antd-mobile's locale around every page. antd is not loaded here: the
 * mobile layout and the dialogs wrap what uses it in LazyAntdScope.
 */
export default function MobileShell() {
  const language = useAppStore((s) => s.language);
  return (
    <ConfigProvider locale={language === 'en-US' ? mobileEnUS : mobileZhCN}>
      <FeedbackBridge />
      <Root />
    </ConfigProvider>
  );
}
