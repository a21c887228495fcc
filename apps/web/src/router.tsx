import type { ComponentType } from 'react';
import { createHashRouter, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { lazyPage } from './chunk.ts';
import type { DeviceType } from './device.ts';
import { clearReloadWhenSettled, guardLoader, installScrollToTop } from './guard.ts';
import { bindRouter } from './navigation.ts';
import { DESKTOP_CHILDREN, MOBILE_CHILDREN, NOT_FOUND_ROUTE, PUBLIC_ROUTES, crossDeviceRedirects, type RouteEntry } from './routeTable.ts';
import { PageLoading } from './components/PageLoading.tsx';
import { Root, type RouteHandle } from './components/Root.tsx';
import { RouteError } from './components/RouteError.tsx';

type PageModule = { default: ComponentType };

/** One lazily loaded chunk per page folder: pages/<route name>/index.tsx. */
const pageModules = import.meta.glob<PageModule>('./pages/*/index.tsx');
const layoutModules = {
  desktop: () => import('./layouts/desktop/DesktopLayout.tsx'),
  mobile: () => import('./layouts/mobile/MobileLayout.tsx'),
} satisfies Record<DeviceType, () => Promise<PageModule>>;

const pageCache = new Map<string, ComponentType>();

function page(name: string): ComponentType {
  const cached = pageCache.get(name);
  if (cached) return cached;
  const importer = pageModules[`./pages/${name}/index.tsx`];
  if (!importer) throw new Error(`no page folder for route ${name}`);
  const Page = lazyPage(importer);
  pageCache.set(name, Page);
  return Page;
}

const fallback = <PageLoading />;

/** The routes of spec §2 for one device type: the layout and its children are chosen by device. */
export function buildRoutes(device: DeviceType): RouteObject[] {
  const Layout = lazyPage(layoutModules[device]);
  const children = device === 'mobile' ? MOBILE_CHILDREN : DESKTOP_CHILDREN;

  const layoutChild = ({ name, path }: RouteEntry): RouteObject => {
    const Page = page(name);
    return {
      path,
      loader: guardLoader(name),
      element: <Page />,
      errorElement: <RouteError />,
      hydrateFallbackElement: fallback,
      handle: { name, tag: true } satisfies RouteHandle,
    };
  };

  const publicRoute = ({ name, path }: RouteEntry): RouteObject => {
    const Page = page(name);
    return { path, element: <Page />, errorElement: <RouteError />, handle: { name } satisfies RouteHandle };
  };

  const NotFound = page(NOT_FOUND_ROUTE);
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading full />,
      children: [
        {
          path: '/',
          element: <Layout />,
          errorElement: <RouteError />,
          hydrateFallbackElement: <PageLoading full />,
          children: [
            { index: true, loader: () => replace('/index') },
            ...children.map(layoutChild),
            ...crossDeviceRedirects(device).map(({ path, to }) => ({
              path,
              loader: ({ params, request }: LoaderFunctionArgs) => replace(to(params) + new URL(request.url).search),
            })),
          ],
        },
        ...PUBLIC_ROUTES.map(publicRoute),
        { path: '*', element: <NotFound />, handle: { name: NOT_FOUND_ROUTE } satisfies RouteHandle },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createHashRouter>;

let active: { device: DeviceType; router: AppRouter; cleanup: () => void } | null = null;

/**
 * The hash router for a device type. Only one router is live: switching device (a window resized
 * across 768 px) disposes the other so its guard does not run on the same hash changes.
 */
export function getRouter(device: DeviceType): AppRouter {
  if (active?.device === device) return active.router;
  if (active) {
    active.cleanup();
    active.router.dispose();
  }
  const router = createHashRouter(buildRoutes(device));
  bindRouter(router);
  const stopScroll = installScrollToTop(router);
  const stopReload = clearReloadWhenSettled(router);
  active = { device, router, cleanup: () => { stopScroll(); stopReload(); bindRouter(null); } };
  return router;
}
