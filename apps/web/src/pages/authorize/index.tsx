import { Button, Result } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicShell } from '../../components/PublicShell.tsx';

/** /authorize: unified authentication (SSO), arriving with a later issue. */
export default function AuthorizePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicShell name="authorize">
      <Result
        icon={<SafetyCertificateOutlined className="zy-public__icon" />}
        title={t('route.authorize')}
        subTitle={t('common.comingSoonDesc')}
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            {t('pub.usePassword')}
          </Button>
        }
      />
    </PublicShell>
  );
}
