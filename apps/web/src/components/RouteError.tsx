import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError } from '../chunk.ts';
import { dismissFirstPaint } from '../first-paint.ts';

/**
 * Error boundary of every route: a friendly retry for chunk-load errors, a 404 or a generic error.
 * Plain markup, no UI kit: it must show when a chunk (antd's among them) could not be loaded, and
 * it is part of the first download on every device.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(dismissFirstPaint, []);
  const home = (
    <button key="home" type="button" className="zy-error-page__button" onClick={() => navigate('/index')}>
      {t('common.backHome')}
    </button>
  );
  if (isChunkLoadError(error)) {
    return (
      <ErrorView testId="chunk-error" mark="!" tone="warning" title={t('error.chunkTitle')} desc={t('error.chunkDesc')}>
        <button type="button" className="zy-error-page__button zy-error-page__button--primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        {home}
      </ErrorView>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorView mark="404" tone="info" title={t('error.notFoundTitle')} desc={t('error.notFoundDesc')}>
        {home}
      </ErrorView>
    );
  }
  console.error(error);
  return (
    <ErrorView testId="page-error" mark="×" tone="error" title={t('error.pageErrorTitle')} desc={t('error.pageErrorDesc')}>
      {home}
    </ErrorView>
  );
}

function ErrorView({
  testId,
  mark,
  tone,
  title,
  desc,
  children,
}: {
  testId?: string;
  mark: string;
  tone: 'warning' | 'info' | 'error';
  title: string;
  desc: string;
  children: ReactNode;
}) {
  return (
    <div className="zy-error-page" data-testid={testId} role="alert">
      <div className="zy-error-page__body">
        <span className={`zy-error-page__mark zy-error-page__mark--${tone}`} aria-hidden="true">
          {mark}
        </span>
        <h2 className="zy-error-page__title">{title}</h2>
        <p className="zy-error-page__desc">{desc}</p>
        <div className="zy-error-page__actions">{children}</div>
      </div>
    </div>
  );
}
