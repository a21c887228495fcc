import { Suspense } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useDevice } from '../../device.ts';
import { SECTIONS, sectionOf } from './sections.ts';
import './personalCenter.css';

/**
 * Route `personalCenter`: on a desktop, the sections as tabs (the open one in `?tab=`); on a phone
 * (reached as menuDetail/personalCenter?tab=…) the chosen section alone.
 */
export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const [params, setParams] = useSearchParams();
  const current = sectionOf(params.get('tab'));
  const Body = current.component;
  if (device === 'mobile') {
    return (
      <div className="zy-page zy-pc zy-pc--mobile" data-testid="page-personalCenter">
        <h1 className="zy-pc__title">{t(current.title)}</h1>
        <Suspense fallback={<PageLoading />}>
          <Body />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="zy-page zy-pc" data-testid="page-personalCenter">
      <Tabs
        tabPosition="left"
        activeKey={current.key}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={SECTIONS.map((s) => ({ key: s.key, label: <span data-testid={`pc-tab-${s.key}`}>{t(s.title)}</span> }))}
      />
      <section className="zy-pc__body" data-testid={`pc-section-${current.key}`}>
        <h2 className="zy-pc__title">{t(current.title)}</h2>
        <Suspense fallback={<PageLoading />}>
          <Body />
        </Suspense>
      </section>
    </div>
  );
}
