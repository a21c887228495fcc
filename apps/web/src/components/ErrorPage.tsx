import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicShell } from './PublicShell.tsx';

const TEXT = {
  '403': ['error.forbiddenTitle', 'error.forbiddenDesc'],
  '500': ['error.serverTitle', 'error.serverDesc'],
  '404': ['error.notFoundTitle', 'error.notFoundDesc'],
} as const;

/** The designed 403 / 500 / 404 pages. */
export function ErrorPage({ status }: { status: keyof typeof TEXT }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, desc] = TEXT[status];
  return (
    <PublicShell name={status} wide>
      <Result
        status={status}
        title={t(title)}
        subTitle={
          <>
            <strong className="zy-error__name">{t(`route.${status}`)}</strong>
            <br />
            {t(desc)}
          </>
        }
        extra={[
          <Button key="home" type="primary" onClick={() => navigate('/index')}>
            {t('common.backHome')}
          </Button>,
          <Button key="back" onClick={() => navigate(-1)}>
            {t('common.back')}
          </Button>,
        ]}
      />
    </PublicShell>
  );
}
