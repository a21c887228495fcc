import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../brand.ts';
import { useAppStore } from '../stores/app.ts';
import { AuthDialog } from './auth/AuthDialog.tsx';
import { NotAuthorisedDialog } from './auth/NotAuthorisedDialog.tsx';
import { SandboxBanner } from './vip/SandboxBanner.tsx';

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

  useEffect(() => {
    if (!name || !tagged) return;
    openPage({ name, path: location.pathname + location.search });
    setCurrentNav(name);
  }, [name, tagged, location.pathname, location.search, openPage, setCurrentNav]);

  return (
    <>
      <SandboxBanner />
      <Outlet />
      {/* public pages (/login, /403 ...) carry their own forms */}
      {tagged && <AuthDialog />}
      {tagged && <NotAuthorisedDialog />}
    </>
  );
}
