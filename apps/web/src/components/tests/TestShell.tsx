import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeIcon } from '../ComingSoon.tsx';
import { useDevice } from '../../device.ts';
import { testPath, type TestView } from './model.ts';

/**
 * The frame of every 测评 page (test id `page-test`, `data-view` says which): on a desktop the
 * route's header on the list and a way back to it elsewhere; on a phone the layout's nav bar
 * already names the page.
 */
export function TestShell({ view, children }: { view: TestView['view']; children: ReactNode }) {
  const { t } = useTranslation();
  const device = useDevice();
  const mobile = device === 'mobile';
  return (
    <div className={`zy-page zy-tests${mobile ? ' zy-tests--mobile' : ''}`} data-testid="page-test" data-view={view}>
      {!mobile && view === 'list' && (
        <header className="zy-tests__head">
          <span className="zy-tests__icon" aria-hidden="true">
            {routeIcon('test')}
          </span>
          <div className="zy-tests__heading">
            <h1>{t('route.test')}</h1>
            <p>{t('routeDesc.test')}</p>
          </div>
        </header>
      )}
      {!mobile && view !== 'list' && (
        <nav className="zy-tests__crumbs" aria-label={t('route.test')}>
          <Link to={testPath(device, { view: 'list' })} data-testid="tests-crumb-list">
            {t('route.test')}
          </Link>
        </nav>
      )}
      {children}
    </div>
  );
}

/** A white card with an optional title and test id. */
export function TestCard({
  title,
  extra,
  children,
  testId,
  className = '',
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section className={`zy-tests__card ${className}`} data-testid={testId}>
      {(title || extra) && (
        <header className="zy-tests__card-head">
          {title && <h2>{title}</h2>}
          {extra && <div className="zy-tests__card-extra">{extra}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
