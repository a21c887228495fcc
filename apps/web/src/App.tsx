import { useEffect, useMemo } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { DeviceContext, type DeviceType } from './device.ts';
import { getRouter } from './router.tsx';
import { loadPermissions } from './session.ts';
import { getToken } from './stores/storage.ts';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } } });

/**
 * The app for the device type decided at load (main.tsx). The providers of each UI kit (antd on a
 * desktop, antd-mobile on a phone) come with the device's shell route (router.tsx), so a phone
 * does not download the desktop set.
 */
export function App({ device }: { device: DeviceType }) {
  const router = useMemo(() => getRouter(device), [device]);

  // A stored token is checked once at load, stored user or not: the user and the forbidden list are
  // fresh, and a session that ended elsewhere (logged out, kicked, expired) answers 401, which signs
  // the page out and opens the login dialog now rather than at the visitor's first click.
  useEffect(() => {
    if (getToken()) void loadPermissions();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <DeviceContext.Provider value={device}>
        <RouterProvider router={router} />
      </DeviceContext.Provider>
    </QueryClientProvider>
  );
}
