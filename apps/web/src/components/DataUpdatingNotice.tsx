import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../api/http.ts';
import './DataUpdatingNotice.css';

export const DATA_STATUS_KEY = ['dataImportStatus'] as const;
/** Asked this often while nothing is imported, and this often while an import runs. */
export const IDLE_POLL_MS = 60_000;
export const IMPORTING_POLL_MS = 5_000;

interface DataStatus {
  importing: boolean;
  startedAt: string | null;
}

/**
 * GET /api/dataImport/status with plain fetch: a background poll never shows an error toast
 * (a restarting server is not the visitor's business) and never asks a visitor to sign in.
 */
export async function fetchDataStatus(fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<DataStatus> {
  const res = await fetcher(`${API_BASE}/dataImport/status`, { headers: { Accept: 'application/json' } });
  const body = (await res.json()) as { code?: number; result?: DataStatus };
  if (body.code !== 200 || !body.result) throw new Error(`data status: ${body.code ?? res.status}`);
  return body.result;
}

/**
 * A quiet strip under the header while a data import runs (数据更新中…): the numbers on the page
 * may be incomplete for a while. When the import ends the strip goes and every cached answer is
 * asked again, so the page shows the new data without a reload.
 */
export function DataUpdatingNotice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: DATA_STATUS_KEY,
    queryFn: () => fetchDataStatus(),
    staleTime: 0,
    retry: false,
    refetchInterval: (q) => (q.state.data?.importing ? IMPORTING_POLL_MS : IDLE_POLL_MS),
  });
  const importing = status.data?.importing ?? false;
  const was = useRef(false);
  useEffect(() => {
    if (was.current && !importing) {
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== DATA_STATUS_KEY[0] });
    }
    was.current = importing;
  }, [importing, queryClient]);

  if (!importing) return null;
  return (
    <div className="zy-data-updating" role="status" data-testid="data-updating">
      <span className="zy-data-updating__dot" aria-hidden="true" />
      <span className="zy-data-updating__title">{t('dataStatus.updating')}</span>
      <span className="zy-data-updating__hint">{t('dataStatus.hint')}</span>
    </div>
  );
}
