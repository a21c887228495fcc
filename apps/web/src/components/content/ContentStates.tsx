import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton } from 'antd';
import { ErrorBlock, Skeleton as MobileSkeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/http.ts';
import { useDevice } from '../../device.ts';
import './content.css';

/**
 * The loading, empty, error and 404 states every content page shows, desktop (antd) and phone
 * (antd-mobile) alike. ContentState picks one of them for a query, or renders its data.
 */

/** True when a call answered 404 (an unknown or unpublished id). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === 404;

export function ContentLoading({ rows = 6 }: { rows?: number }) {
  const device = useDevice();
  return (
    <div className="zy-cstate zy-cstate--loading" data-testid="content-loading" role="status" aria-busy="true">
      {device === 'mobile' ? <MobileSkeleton.Paragraph lineCount={rows} animated /> : <Skeleton active paragraph={{ rows }} />}
    </div>
  );
}

export function ContentEmpty({ description, action }: { description?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  const device = useDevice();
  const text = description ?? t('content.state.empty');
  return (
    <div className="zy-cstate" data-testid="content-empty">
      {device === 'mobile' ? <ErrorBlock status="empty" title={text} description="" /> : <Empty description={text} />}
      {action && <div className="zy-cstate__action">{action}</div>}
    </div>
  );
}

export function ContentError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const device = useDevice();
  const text = errorMessage(error, t('content.state.loadFailed'));
  const retry = onRetry && (
    <Button onClick={onRetry} data-testid="content-retry">
      {t('content.state.retry')}
    </Button>
  );
  return (
    <div className="zy-cstate" data-testid="content-error" role="alert">
      {device === 'mobile' ? (
        <ErrorBlock status="default" title={t('content.state.loadFailed')} description={text} />
      ) : (
        <Result status="warning" title={t('content.state.loadFailed')} subTitle={text} />
      )}
      {retry && <div className="zy-cstate__action">{retry}</div>}
    </div>
  );
}

/** An unknown id: says so, with a way back to the list the id came from. */
export function ContentNotFound({ title, backTo, backLabel }: { title?: ReactNode; backTo?: string; backLabel?: ReactNode }) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const text = title ?? t('content.state.notFound');
  const back = (
    <Button type="primary" onClick={() => navigate(backTo ?? '/index')} data-testid="content-back">
      {backLabel ?? (backTo ? t('content.state.backToList') : t('common.backHome'))}
    </Button>
  );
  return (
    <div className="zy-cstate" data-testid="content-not-found">
      {device === 'mobile' ? (
        <ErrorBlock status="empty" title={text} description={t('content.state.notFoundDesc')} />
      ) : (
        <Result status="404" title={text} subTitle={t('content.state.notFoundDesc')} />
      )}
      <div className="zy-cstate__action">{back}</div>
    </div>
  );
}

/** What ContentState reads of a react-query result. */
export type ContentQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;

interface ContentStateProps<T> {
  query: ContentQuery<T>;
  /** Data that counts as nothing to show (an empty list). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What a 404 shows; without it a 404 is an error like any other. */
  notFound?: ReactNode;
  rows?: number;
  children: (data: T) => ReactNode;
}

/** Loading → skeleton; 404 → notFound; other error → error with retry; empty → empty; else children(data). */
export function ContentState<T>({ query, isEmpty, empty, notFound, rows, children }: ContentStateProps<T>) {
  if (query.error) {
    if (notFound && isNotFound(query.error)) return <>{notFound}</>;
    return <ContentError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || query.data === undefined) return <ContentLoading rows={rows} />;
  if (isEmpty?.(query.data)) return <>{empty ?? <ContentEmpty />}</>;
  return <>{children(query.data)}</>;
}
