import '@ant-design/v5-patch-for-react-19';
import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import { useAppStore } from '../stores/app.ts';
import { antdTheme } from '../theme.ts';

/**
 * antd's theme, locale and message holder around what uses antd. The desktop shell wraps every
 * page in it; on a phone it is loaded only around a page that uses antd (issue 16 item 12: the
 * phone index, built on antd-mobile and plain markup, does not download antd).
 */
export default function AntdScope({ children }: { children: ReactNode }) {
  const language = useAppStore((s) => s.language);
  return (
    <ConfigProvider locale={language === 'en-US' ? antdEnUS : antdZhCN} theme={antdTheme}>
      <AntdApp message={{ top: 76, maxCount: 3 }}>{children}</AntdApp>
    </ConfigProvider>
  );
}
