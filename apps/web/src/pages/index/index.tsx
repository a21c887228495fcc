import { useDevice } from '../../device.ts';
import { IndexEntries } from './IndexEntries.tsx';
import { IndexHero } from './IndexHero.tsx';
import { IndexSteps } from './IndexSteps.tsx';
import { ProvincePanel } from './ProvincePanel.tsx';
import './index.css';

/** 首页: the one page visitors may open. */
export default function IndexPage() {
  const device = useDevice();
  return (
    <div className={`zy-page zy-home zy-home--${device}`} data-testid="page-index">
      <IndexHero />
      <IndexEntries />
      <ProvincePanel />
      <IndexSteps />
    </div>
  );
}
