import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { ContentNotFound } from '../../components/content/ContentStates.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { topicTarget } from '../../components/pathways/logic.ts';
import { DESKTOP_CHILDREN } from '../../routeTable.ts';
import { MOBILE_TOPICS } from './topics.ts';

const DESKTOP_NAMES = DESKTOP_CHILDREN.map((r) => r.name);

/**
 * Mobile route `menuDetail/{id}`: the desktop feature `id` in its phone form; a desktop page not yet
 * built for phones shows its topic panel; any other id is a 404.
 */
export default function MenuDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const target = topicTarget(id, MOBILE_TOPICS, DESKTOP_NAMES);
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
