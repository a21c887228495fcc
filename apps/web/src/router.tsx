import type { ComponentType } from 'react';
import { createHashRouter, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadChunk } from './chunk.ts';
import type { DeviceType } from './device.ts';
import { clearReloadWhenSettled, guardLoader, installScrollToTop } from './guard.ts';
import { bindRouter } from './navigation.ts';
import { DESKTOP_CHILDREN, MOBILE_CHILDREN, NOT_FOUND_ROUTE, PUBLIC_ROUTES, crossDeviceRedirects, withSearch, type RouteEntry } from './routeTable.ts';
import { PageLoading } from './components/PageLoading.tsx';
import type { RouteHandle } from './components/Root.tsx';
import { RouteError } from './components/RouteError.tsx';
import { loadMessageAreas } from './i18n/index.ts';
import { loadAntd } from './layouts/lazyAntd.tsx';

type PageModule = { default: ComponentType };
type Importer = () => Promise<PageModule>;

/**
 * One lazily loaded chunk per page folder: pages/<route name>/index.tsx, or on a phone
 * pages/<route name>/mobile.tsx where a folder has one (a phone page that needs less, e.g. the
 * index without antd).
 */
const pageModules = import.meta.glob<PageModule>('./pages/*/index.tsx');
const mobilePageModules = import.meta.glob<PageModule>('./pages/*/mobile.tsx');

/** The top route (providers + Root) and the layout, one chunk each per device type. */
const shellModules = {
  desktop: () => import('./layouts/desktop/DesktopShell.tsx'),
  mobile: () => import('./layouts/mobile/MobileShell.tsx'),
} satisfies Record<DeviceType, Importer>;
const layoutModules = {
  desktop: () => import('./layouts/desktop/DesktopLayout.tsx'),
  mobile: () => import('./layouts/mobile/MobileLayout.tsx'),
} satisfies Record<DeviceType, Importer>;

export function pageImporter(name: string, device: DeviceType): Importer {
  const importer = (device === 'mobile' ? mobilePageModules[`./pages/${name}/mobile.tsx`] : undefined) ?? pageModules[`./pages/${name}/index.tsx`];
  if (!importer) throw new Error(`no page folder for route ${name}`);
  return importer;
}

/**
 * A route's component through react-router's `lazy`: the router loads the chunks of every route
 * a URL matches at once (shell, layout and page in parallel, not one after the other), before it
 * renders them; a chunk that fails or times out (spec §8) reaches the route's errorElement.
 */
const lazyRoute = (importer: Importer) => async () => ({ Component: (await loadChunk(importer)).default });

/** A page other than the index: its chunk and the strings of every area (i18n/index.ts), together. */
const lazyPage = (importer: Importer) => async () => {
  const [page] = await Promise.all([loadChunk(importer), loadChunk(loadMessageAreas)]);
  return { Component: page.default };
};

/**
 * Desktop pages that use antd, each inside AntdScope (theme, locale, antd's App), loaded with the
 * page: the desktop shell does not load antd, so the index (DESKTOP_WITHOUT_ANTD) loads none.
 */
const lazyAntdRoute = (importer: Importer) => async () => {
  // (loadAntd brings every area's strings too)
  const [{ default: Page }, { default: Scope }] = await Promise.all([loadChunk(importer), loadAntd()]);
  return {
    Component: function AntdPage() {
      return (
        <Scope>
          <Page />
        </Scope>
      );
    },
  };
};

/** Desktop pages built without antd (issue 30 item 9: the index's first load). */
const INDEX_ROUTE = 'index';
export const DESKTOP_WITHOUT_ANTD: ReadonlySet<string> = new Set([INDEX_ROUTE]);

const pageRoute = (name: string, device: DeviceType) => {
  if (name === INDEX_ROUTE) return lazyRoute(pageImporter(name, device));
  return device === 'desktop' && !DESKTOP_WITHOUT_ANTD.has(name) ? lazyAntdRoute(pageImporter(name, device)) : lazyPage(pageImporter(name, device));
};

/** The routes of spec §2 for one device type: the shell, layout and children are chosen by device. */
export function buildRoutes(device: DeviceType): RouteObject[] {
  const children = device === 'mobile' ? MOBILE_CHILDREN : DESKTOP_CHILDREN;

  const layoutChild = ({ name, path }: RouteEntry): RouteObject => ({
    path,
    loader: guardLoader(name),
    lazy: pageRoute(name, device),
    errorElement: <RouteError />,
    handle: { name, tag: true } satisfies RouteHandle,
  });

  const publicRoute = ({ name, path }: RouteEntry): RouteObject => ({
    path,
    lazy: pageRoute(name, device),
    errorElement: <RouteError />,
    handle: { name } satisfies RouteHandle,
  });

  return [
    {
      lazy: lazyRoute(shellModules[device]),
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading full />,
      children: [
        {
          path: '/',
          lazy: lazyRoute(layoutModules[device]),
          errorElement: <RouteError />,
          children: [
            // Redirect-only routes render nothing (element null, not undefined: no "leaf route
            // without an element" warning).
            { index: true, loader: () => replace('/index'), element: null },
            ...children.map(layoutChild),
            ...crossDeviceRedirects(device).map(({ path, to }) => ({
              path,
              loader: ({ params, request }: LoaderFunctionArgs) => replace(withSearch(to(params), new URL(request.url).search)),
              element: null,
            })),
          ],
        },
        ...PUBLIC_ROUTES.map(publicRoute),
        { path: '*', lazy: pageRoute(NOT_FOUND_ROUTE, device), handle: { name: NOT_FOUND_ROUTE } satisfies RouteHandle },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createHashRouter>;

let active: { device: DeviceType; router: AppRouter } | null = null;

/**
 * The hash router of the page. The device type is decided once, at load (issue 16 item 5): a
 * window resized across 768 px keeps its layout and its routes, so a URL always shows the page
 * it named. Later calls return the same router.
 */
export function getRouter(device: DeviceType): AppRouter {
  if (active) return active.router;
  const router = createHashRouter(buildRoutes(device));
  bindRouter(router);
  installScrollToTop(router);
  clearReloadWhenSettled(router);
  active = { device, router };
  return router;
}
