import { Alert } from 'antd';
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { DataMode } from '@zhiyuan/shared';
import { useDevice } from '../device.ts';

type Carrier = { dataMode?: DataMode } | null | undefined;

/**
 * Says plainly that the numbers on the page are demo data (dataMode 'demo'), not real admission
 * data. Give it the payloads the page shows (or `demo` directly); it renders nothing for real data.
 */
export function DemoBanner({ data, demo }: { data?: readonly Carrier[] | Carrier; demo?: boolean }) {
  const { t } = useTranslation();
  const device = useDevice();
  const items = Array.isArray(data) ? (data as readonly Carrier[]) : [data as Carrier];
  const show = demo ?? items.some((item) => item?.dataMode === 'demo');
  if (!show) return null;
  if (device === 'mobile') {
    return (
      <div className="zy-demo-banner zy-demo-banner--mobile" data-testid="demo-banner" role="note">
        <NoticeBar color="alert" wrap content={`${t('demoData.title')}：${t('demoData.body')}`} />
      </div>
    );
  }
  return (
    <Alert
      className="zy-demo-banner"
      data-testid="demo-banner"
      role="note"
      type="warning"
      showIcon
      message={t('demoData.title')}
      description={t('demoData.body')}
    />
  );
}
