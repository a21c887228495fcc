import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatEntry } from '../../components/chat/ChatEntry.tsx';
import { dismissFirstPaint } from '../../first-paint.ts';
import { IndexContent } from './IndexContent.tsx';
import { IndexEntries } from './IndexEntries.tsx';
import { IndexSteps } from './IndexSteps.tsx';
import { MobileHero } from './MobileHero.tsx';
import { ProvincePanel } from './ProvincePanel.tsx';
import './index.css';

/**
 * 首页 on a phone (router.tsx takes pages/<name>/mobile.tsx there): the same sections as the
 * desktop index, without antd, so a phone's first visit downloads only what it shows.
 */
export default function MobileIndexPage() {
  // The static copy of this page's top (index.html) paints first; the page replaces it once mounted.
  const { t } = useTranslation();
  useEffect(dismissFirstPaint, []);
  return (
    <div className="zy-page zy-home zy-home--mobile" data-testid="page-index">
      <MobileHero />
      <IndexEntries />
      <ProvincePanel />
      <IndexContent />
      <IndexSteps />
      {/* 我的 needs signing in (spec §2 guard): visitors reach the assistant here. */}
      <ChatEntry className="zy-home__chat" hint={t('chat.indexHint')} />
    </div>
  );
}
