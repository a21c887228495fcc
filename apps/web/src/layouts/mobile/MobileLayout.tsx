import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useInboxChannel } from '../../components/messages/useInboxChannel.ts';
import { MobileHeader } from './MobileHeader.tsx';
import { MobileTabBar } from './MobileTabBar.tsx';
import './mobile.css';

export default function MobileLayout() {
  useInboxChannel();
  return (
    <div className="zy-mobile" data-testid="layout-mobile">
      <MobileHeader />
      <main className="zy-mobile__main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <MobileTabBar />
    </div>
  );
}
