import { Button, Result } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicShell } from '../../components/PublicShell.tsx';

/** /login-qr: scan-code login (GET /auth/getLoginQRCode arrives with a later issue). */
export default function LoginQrPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicShell name="login-qr">
      <Result
        icon={<QrcodeOutlined className="zy-public__icon" />}
        title={t('route.login-qr')}
        subTitle={
          <>
            {t('pub.qrDesc')}
            <br />
            {t('pub.qrUnavailable')}
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            {t('pub.usePassword')}
          </Button>
        }
      />
    </PublicShell>
  );
}
