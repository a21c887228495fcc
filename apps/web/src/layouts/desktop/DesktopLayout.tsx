import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { DataUpdatingNotice } from '../../components/DataUpdatingNotice.tsx';
import { SiteNotice } from '../../components/SiteNotice.tsx';
import { useInboxChannel } from '../../components/messages/useInboxChannel.ts';
import { ChatWidget } from '../../components/chat/ChatWidget.tsx';
import { DesktopFooter } from './DesktopFooter.tsx';
import { DesktopHeader } from './DesktopHeader.tsx';
import './desktop.css';

export default function DesktopLayout() {
  useInboxChannel();
  return (
    <div className="zy-desktop" data-testid="layout-desktop">
      <DesktopHeader />
      <SiteNotice />
      <DataUpdatingNotice />
      <main className="zy-desktop__main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <DesktopFooter />
      <ChatWidget />
    </div>
  );
}
