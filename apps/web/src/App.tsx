import { useEffect, useMemo, useState } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import { ConfigProvider as MobileConfigProvider, Toast } from 'antd-mobile';
import mobileEnUS from 'antd-mobile/es/locales/en-US';
import mobileZhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { currentDevice, DeviceContext, MOBILE_BREAKPOINT, type DeviceType } from './device.ts';
import { setFeedback } from './feedback.ts';
import { getRouter } from './router.tsx';
import { reloadPermissions } from './session.ts';
import { useAppStore } from './stores/app.ts';
import { useLoginStore } from './stores/login.ts';
import { getToken } from './stores/storage.ts';
import { antdTheme } from './theme.ts';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } } });

/** The device type, re-read when the window crosses the mobile breakpoint. */
function useDeviceType(): DeviceType {
  const [device, setDevice] = useState<DeviceType>(currentDevice);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const onChange = () => setDevice(currentDevice());
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return device;
}

/** Sends http-client messages to antd's message (desktop) or antd-mobile's Toast (mobile). */
function FeedbackBridge({ device }: { device: DeviceType }) {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    const show = (type: 'error' | 'success' | 'info') => (text: string) => {
      if (device === 'mobile') Toast.show({ content: text, icon: type === 'info' ? undefined : type === 'error' ? 'fail' : 'success' });
      else void message.open({ key: `${type}:${text}`, type, content: text });
    };
    setFeedback({ error: show('error'), success: show('success'), info: show('info') });
    return () => setFeedback(null);
  }, [device, message]);
  return null;
}

export function App() {
  const device = useDeviceType();
  const language = useAppStore((s) => s.language);
  const router = useMemo(() => getRouter(device), [device]);

  // A stored token without a stored user (e.g. cleared by hand): load the user once.
  useEffect(() => {
    if (getToken() && !useLoginStore.getState().userInfo) void reloadPermissions();
  }, []);

  return (
    <ConfigProvider locale={language === 'en-US' ? antdEnUS : antdZhCN} theme={antdTheme}>
      <MobileConfigProvider locale={language === 'en-US' ? mobileEnUS : mobileZhCN}>
        <AntdApp message={{ top: 76, maxCount: 3 }}>
          <QueryClientProvider client={queryClient}>
            <DeviceContext.Provider value={device}>
              <FeedbackBridge device={device} />
              <RouterProvider router={router} />
            </DeviceContext.Provider>
          </QueryClientProvider>
        </AntdApp>
      </MobileConfigProvider>
    </ConfigProvider>
  );
}
