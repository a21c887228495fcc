import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ImportRunDetail } from '@zhiyuan/shared';
import { getImportRun } from '../../../../services/data';
import { pollInterval } from '../data';

export const importRunKey = (id: string | null) => ['dataImport', 'run', id] as const;

/**
 * One import run, asked again every 3 s while it is running and no more once it ended (or an ask failed).
 * `onFinished` is called once per id when the run is seen ended (succeeded or failed).
 */
export function useImportRun(id: string | null, onFinished?: (run: ImportRunDetail) => void) {
  const query = useQuery({
    queryKey: importRunKey(id),
    queryFn: () => getImportRun(id!),
    enabled: Boolean(id),
    staleTime: 0,
    // A failed ask stops the polling too: one error message, not one every 3 seconds.
    refetchInterval: (q) => (q.state.status === 'error' ? false : pollInterval(q.state.data)),
  });

  const reported = useRef<string | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const run = query.data;

  useEffect(() => {
    if (!run || run.id !== id || run.status === 'running' || reported.current === id) return;
    reported.current = id;
    finished.current?.(run);
  }, [run, id]);

  return query;
}
