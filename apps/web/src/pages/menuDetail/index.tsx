import { Suspense } from 'react';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { MOBILE_TOPICS } from './topics.ts';

/** Mobile route `menuDetail/{id}`: the desktop feature `id` in its phone form, or its topic page. */
export default function MenuDetailPage() {
  const { id } = useParams();
  const Topic = id ? MOBILE_TOPICS[id] : undefined;
  if (!Topic) return <ComingSoon name="menuDetail" topic={id} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Topic />
    </Suspense>
  );
}
