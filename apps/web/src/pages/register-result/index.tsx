import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BRAND_NAME } from '../../brand.ts';
import { PublicShell } from '../../components/PublicShell.tsx';

/** /register-result */
export default function RegisterResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicShell name="register-result">
      <Result
        status="success"
        title={t('auth.registerResultTitle', { brand: BRAND_NAME })}
        subTitle={t('auth.registerResultDesc')}
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/index')}>
            {t('auth.startNow')}
          </Button>
        }
      />
    </PublicShell>
  );
}
