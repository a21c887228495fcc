import { Alert } from 'antd';
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../../device.ts';
import { useVipProduct } from './useVip.ts';

/**
 * While the server runs payment in sandbox mode (PAY_SANDBOX=1), every page says so: 模拟支付
 * makes members without charging, which nobody should mistake for the real site.
 */
export function SandboxBanner() {
  const { t } = useTranslation();
  const device = useDevice();
  const product = useVipProduct();
  if (product.data?.payMode !== 'sandbox') return null;
  if (device === 'mobile') {
    return (
      <div className="zy-sandbox-banner zy-sandbox-banner--mobile" data-testid="pay-sandbox-banner" role="alert">
        <NoticeBar color="alert" wrap content={t('vip.sandboxBanner')} />
      </div>
    );
  }
  return <Alert className="zy-sandbox-banner" data-testid="pay-sandbox-banner" role="alert" type="warning" banner showIcon message={t('vip.sandboxBanner')} />;
}
