import { useEffect } from 'react';
import { dismissFirstPaint } from '../../first-paint.ts';
import { useDevice } from '../../device.ts';
import { IndexContent } from './IndexContent.tsx';
import { IndexEntries } from './IndexEntries.tsx';
import { IndexHero } from './IndexHero.tsx';
import { IndexSteps } from './IndexSteps.tsx';
import { ProvincePanel } from './ProvincePanel.tsx';
import './index.css';

/** 首页: the one page visitors may open. */
export default function IndexPage() {
  const device = useDevice();
  // The static copy of this page's top (index.html) paints first; the page replaces it once mounted.
  useEffect(dismissFirstPaint, []);
  return (
    <div className={`zy-page zy-home zy-home--${device}`} data-testid="page-index">
      <IndexHero />
      <IndexEntries />
      <ProvincePanel />
      <IndexContent />
      <IndexSteps />
    </div>
  );
}
