import { Spin } from 'antd';
import { Suspense } from 'react';
import { useCurrentPage } from '../access';
import { useSession } from '../stores/session';
import { ComingSoonPage, IframePage, NotFoundPage } from './exception';
import { pageFor } from './registry';

/** Renders the menu page behind the current path: a registered page, an iframe, or a placeholder. */
export function DynamicPage() {
  const page = useCurrentPage();
  const menusLoaded = useSession((s) => s.menusLoaded);

  if (!page) {
    return menusLoaded ? (
      <NotFoundPage />
    ) : (
      <div className="page-loading">
        <Spin />
      </div>
    );
  }
  const Page = pageFor(page.component);
  if (Page) {
    return (
      <Suspense
        fallback={
          <div className="page-loading">
            <Spin />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  }
  if (page.url) return <IframePage url={page.url} title={page.title} />;
  return <ComingSoonPage title={page.title} />;
}
