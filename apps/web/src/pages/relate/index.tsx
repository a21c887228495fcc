import { Button, Result } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BRAND_NAME } from '../../brand.ts';
import { PublicShell } from '../../components/PublicShell.tsx';

/** /relate: bind a social account (POST /social/relate arrives with a later issue). */
export default function RelatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicShell name="relate">
      <Result
        icon={<LinkOutlined className="zy-public__icon" />}
        title={t('route.relate')}
        subTitle={
          <>
            {t('pub.relateDesc', { brand: BRAND_NAME })}
            <br />
            {t('common.comingSoonDesc')}
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
