import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/Brand.tsx';
import { useRouteName } from '../../components/Root.tsx';
import { loadChunk } from '../../chunk.ts';
import { useAppStore } from '../../stores/app.ts';
import { useAntdReady } from '../lazyAntd.tsx';
import { MAIN_NAV } from '../navItems.ts';
import { LightActions, LightNav } from './LightControls.tsx';

// antd's menu and controls, once antd is loaded (issue 30 item 9: the index loads no antd).
const HeaderMenu = lazy(() => loadChunk(() => import('./HeaderAntd.tsx')).then((m) => ({ default: m.HeaderMenu })));
const HeaderActions = lazy(() => loadChunk(() => import('./HeaderAntd.tsx')).then((m) => ({ default: m.HeaderActions })));
const AntdScope = lazy(() => loadChunk(() => import('../AntdScope.tsx')));

/** Logo + brand, main navigation, province, language and the user's menu. */
export function DesktopHeader() {
  const { t } = useTranslation();
  const routeName = useRouteName() ?? 'index';
  const setNavList = useAppStore((s) => s.setNavList);
  // The English slogan is long; without it the English nav keeps all its items in view.
  const language = useAppStore((s) => s.language);
  const antd = useAntdReady();

  useEffect(() => setNavList(MAIN_NAV), [setNavList]);

  const lightNav = <LightNav routeName={routeName} />;
  const lightActions = <LightActions />;
  return (
    <header className="zy-header">
      <div className="zy-container zy-header__inner">
        <Link to="/index" className="zy-header__brand" aria-label={t('route.index')}>
          <Brand showSlogan={language === 'zh-CN'} />
        </Link>
        {antd ? (
          <Suspense fallback={lightNav}>
            <AntdScope bare>
              <HeaderMenu routeName={routeName} />
            </AntdScope>
          </Suspense>
        ) : (
          lightNav
        )}
        <div className="zy-header__actions">
          {antd ? (
            <Suspense fallback={lightActions}>
              <AntdScope bare>
                <HeaderActions />
              </AntdScope>
            </Suspense>
          ) : (
            lightActions
          )}
        </div>
      </div>
    </header>
  );
}
