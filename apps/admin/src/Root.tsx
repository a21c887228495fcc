import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme as antdTheme } from 'antd';
// The ES build: the CommonJS one loses rc-pagination's locale through interop under Vite.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { configureHttp } from './services/http';
import { useSession } from './stores/session';
import { useTheme } from './stores/theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/** Wires the HTTP client to antd's context-aware message and to the router. */
function HttpBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    configureHttp({
      notify: (text) => void message.error(text),
      onUnauthorized: () => {
        useSession.getState().clear();
        queryClient.clear();
        if (!router.state.location.pathname.startsWith('/login')) {
          const redirect = router.state.location.pathname;
          void router.navigate(`/login?redirect=${encodeURIComponent(redirect)}`, { replace: true });
        }
      },
    });
  }, [message]);
  return null;
}

export function Root() {
  const { i18n } = useTranslation();
  const { colorPrimary, weakMode } = useTheme((s) => s.theme);
  const isZh = i18n.language !== 'en-US';

  useEffect(() => {
    document.documentElement.classList.toggle('weak-mode', weakMode);
  }, [weakMode]);

  return (
    <ConfigProvider locale={isZh ? zhCN : enUS} theme={{ algorithm: antdTheme.defaultAlgorithm, token: { colorPrimary, borderRadius: 6 } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <HttpBridge />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
