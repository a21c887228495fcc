import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CollectionKind } from '@zhiyuan/shared';
import { getCollections, toggleCollection } from '../../api/majors.ts';
import { errorMessage } from '../../api/http.ts';
import { feedback } from '../../feedback.ts';
import { SAVED_SCHOOLS_KEY } from '../schools/actions.tsx';
import { useLoginStore } from '../../stores/login.ts';

/** The saved lists' query keys: schools share the key of the school pages' 关注 buttons. */
export const collectionKey = (kind: CollectionKind) => (kind === 'school' ? SAVED_SCHOOLS_KEY : (['majors', 'saved'] as const));

export function useCollection(kind: CollectionKind) {
  const isLogin = useLoginStore((s) => s.isLogin);
  return useQuery({ queryKey: collectionKey(kind), queryFn: () => getCollections(kind), enabled: isLogin, staleTime: 30_000 });
}

/** Save or remove a school or major; refreshes the saved list and the detail that shows the state. */
export function useToggleCollection(kind: CollectionKind, messages: { saved: string; removed: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) => toggleCollection(kind, targetId),
    onSuccess: (result, targetId) => {
      feedback.success(result.saved ? messages.saved : messages.removed);
      void client.invalidateQueries({ queryKey: collectionKey(kind) });
      void client.invalidateQueries({ queryKey: kind === 'school' ? ['schools', 'detail', targetId] : ['majors', 'detail', targetId] });
    },
    onError: (error) => feedback.error(errorMessage(error, t('collections.loadFailed'))),
  });
}
