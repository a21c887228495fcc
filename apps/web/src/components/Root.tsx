import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../brand.ts';
import { loadChunk } from '../chunk.ts';
import { loadMessageAreas } from '../i18n/index.ts';
import { dismissFirstPaint } from '../first-paint.ts';
import { LazyAntdScope } from '../layouts/lazyAntd.tsx';
import { useAppStore } from '../stores/app.ts';
import { useLoginStore } from '../stores/login.ts';
import { useVipProduct } from './vip/useVip.ts';

// Loaded when first shown: a first visit does not download the dialogs' forms (issue 16 item 12).
const AuthDialog = lazy(() => loadChunk(() => import('./auth/AuthDialog.tsx').then((m) => ({ default: m.AuthDialog }))));
const NotAuthorisedDialog = lazy(() => loadChunk(() => import('./auth/NotAuthorisedDialog.tsx').then((m) => ({ default: m.NotAuthorisedDialog }))));
const SandboxBanner = lazy(() =>
  loadChunk(() => Promise.all([import('./vip/SandboxBanner.tsx'), loadMessageAreas()]).then(([m]) => ({ default: m.SandboxBanner }))),
);

/** True from the first time `open` is true (a dialog then stays mounted for its closing animation). */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}

/** The app-wide dialogs (antd), each loaded the first time it opens. */
function Dialogs() {
  const auth = useOpenedOnce(useLoginStore((s) => s.loginNeeded));
  const notAuthorised = useOpenedOnce(useLoginStore((s) => s.isAuth));
  if (!auth && !notAuthorised) return null;
  const dialogs = (
    <>
      {auth && <AuthDialog />}
      {notAuthorised && <NotAuthorisedDialog />}
    </>
  );
  // antd's providers come with the dialog on both devices (the desktop shell holds none: issue 30 item 9).
  return <LazyAntdScope>{dialogs}</LazyAntdScope>;
}

/** The sandbox-payment banner, loaded only while the server runs payment in sandbox mode. */
function SandboxNotice() {
  const product = useVipProduct();
  if (product.data?.payMode !== 'sandbox') return null;
  return (
    <Suspense fallback={null}>
      <SandboxBanner />
    </Suspense>
  );
}

export interface RouteHandle {
  name: string;
  /** Pages of the layout get a page tag; public pages do not. */
  tag?: boolean;
}

/** The current route's name (from the route's handle). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}

export const useRouteName = (): string | undefined => useRouteHandle()?.name;

/** The top route: every page, plus the app-wide dialogs, the document title and the page tags. */
export function Root() {
  const { t, i18n } = useTranslation();
  const handle = useRouteHandle();
  const name = handle?.name;
  const tagged = Boolean(handle?.tag);
  const location = useLocation();
  const openPage = useAppStore((s) => s.openPage);
  const setCurrentNav = useAppStore((s) => s.setCurrentNav);

  useEffect(() => {
    const title = name ? t(`route.${name}`) : '';
    document.title = name && name !== 'index' ? `${title} · ${BRAND_NAME}` : `${BRAND_NAME} · ${t('brand.slogan')}`;
    document.documentElement.lang = i18n.language;
  }, [name, t, i18n.language]);

  // The index's static first paint (index.html) is dismissed by the index page once it has
  // mounted; any other page takes the screen at once.
  useEffect(() => {
    if (name && name !== 'index') dismissFirstPaint();
  }, [name]);

  useEffect(() => {
    if (!name || !tagged) return;
    openPage({ name, path: location.pathname + location.search });
    setCurrentNav(name);
  }, [name, tagged, location.pathname, location.search, openPage, setCurrentNav]);

  // The opened tags and cached pages, readable from outside (browser tests: `test` is never among them).
  const tags = useAppStore((s) => s.tags);
  const cachedPages = useAppStore((s) => s.cachedPages);
  useEffect(() => {
    document.documentElement.dataset.pageTags = tags.map((tag) => tag.path).join(' ');
    document.documentElement.dataset.cachedPages = cachedPages.join(' ');
  }, [tags, cachedPages]);

  return (
    <>
      <SandboxNotice />
      <Outlet />
      {/* public pages (/login, /403 ...) carry their own forms */}
      {tagged && <Dialogs />}
    </>
  );
}
