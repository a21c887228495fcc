import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { DataUpdatingNotice } from '../../components/DataUpdatingNotice.tsx';
import { SiteNotice } from '../../components/SiteNotice.tsx';
import { useInboxChannel } from '../../components/messages/useInboxChannel.ts';
import { useRouteName } from '../../components/Root.tsx';
import { LazyAntdScope } from '../lazyAntd.tsx';
import { MobileHeader } from './MobileHeader.tsx';
import { MobileTabBar } from './MobileTabBar.tsx';
import './mobile.css';

/** Phone pages built without antd (pages/<name>/mobile.tsx): antd is not loaded for them. */
const WITHOUT_ANTD = new Set(['index']);

export default function MobileLayout() {
  useInboxChannel();
  const name = useRouteName() ?? 'index';
  return (
    <div className="zy-mobile" data-testid="layout-mobile">
      <MobileHeader />
      <SiteNotice />
      <DataUpdatingNotice />
      <main className="zy-mobile__main">
        <Suspense fallback={<PageLoading />}>
          {WITHOUT_ANTD.has(name) ? (
            <Outlet />
          ) : (
            <LazyAntdScope fallback={<PageLoading />}>
              <Outlet />
            </LazyAntdScope>
          )}
        </Suspense>
      </main>
      <MobileTabBar />
    </div>
  );
}
