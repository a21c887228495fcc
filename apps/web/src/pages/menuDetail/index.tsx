import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { ContentNotFound } from '../../components/content/ContentStates.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { topicTarget } from '../../components/pathways/logic.ts';
import { DESKTOP_CHILDREN, MOBILE_CHILDREN } from '../../routeTable.ts';
import { MOBILE_TOPICS } from './topics.ts';

const DESKTOP_NAMES = DESKTOP_CHILDREN.map((r) => r.name);
/** Phone routes of their own that a menuDetail link may name (menuDetail/course → /course). */
const PHONE_ROUTES = MOBILE_CHILDREN.filter((r) => r.path === r.name && r.name !== 'menuDetail').map((r) => r.name);

/**
 * Mobile route `menuDetail/{id}`: the desktop feature `id` in its phone form; a page the phone has
 * as its own route opens there; a desktop page not yet built for phones shows its topic panel; any
 * other id is a 404.
 */
export default function MenuDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { search } = useLocation();
  const target = topicTarget(id, MOBILE_TOPICS, DESKTOP_NAMES, PHONE_ROUTES);
  if (target === 'phoneRoute') return <Navigate to={`/${id}${search}`} replace />;
  if (target === 'notFound') {
    return (
      <div className="zy-page" data-testid="page-menuDetail">
        <ContentNotFound title={t('pathways.menuDetail.notFound')} />
      </div>
    );
  }
  const Topic = target === 'page' && id ? MOBILE_TOPICS[id] : undefined;
  if (!Topic) return <ComingSoon name="menuDetail" topic={id} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Topic />
    </Suspense>
  );
}
