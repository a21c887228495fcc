import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError } from '../chunk.ts';

/** Error boundary of every route: a friendly retry for chunk-load errors, a 404 or a generic error. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = (
    <Button key="home" onClick={() => navigate('/index')}>
      {t('common.backHome')}
    </Button>
  );
  if (isChunkLoadError(error)) {
    return (
      <div className="zy-error-page" data-testid="chunk-error">
        <Result
          status="warning"
          title={t('error.chunkTitle')}
          subTitle={t('error.chunkDesc')}
          extra={[
            <Button key="retry" type="primary" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </Button>,
            home,
          ]}
        />
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="zy-error-page">
        <Result status="404" title={t('error.notFoundTitle')} subTitle={t('error.notFoundDesc')} extra={home} />
      </div>
    );
  }
  console.error(error);
  return (
    <div className="zy-error-page" data-testid="page-error">
      <Result status="error" title={t('error.pageErrorTitle')} subTitle={t('error.pageErrorDesc')} extra={home} />
    </div>
  );
}
