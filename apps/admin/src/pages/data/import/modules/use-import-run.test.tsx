import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportRunDetail } from '@zhiyuan/shared';
import { getImportRun } from '../../../../services/data';
import { useImportRun } from './use-import-run';

vi.mock('../../../../services/data', () => ({ getImportRun: vi.fn() }));

const run = (status: ImportRunDetail['status']): ImportRunDetail => ({
  id: '7',
  startedAt: '2026-06-25 08:00:00',
  finishedAt: status === 'running' ? null : '2026-06-25 08:01:00',
  status,
  dataDir: '/data',
  triggeredBy: 'admin',
  totals: { read: 0, imported: 0, unchanged: 0, skipped: 0 },
  error: null,
  summary: { files: [], unmatched: [] },
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('watching an import run', () => {
  const fetchRun = vi.mocked(getImportRun);
  beforeEach(() => {
    vi.useFakeTimers();
    fetchRun.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks again every 3 s while running, stops once the run ended and reports the end once', async () => {
    fetchRun.mockResolvedValueOnce(run('running')).mockResolvedValueOnce(run('running')).mockResolvedValue(run('succeeded'));
    const onFinished = vi.fn();
    const { result } = renderHook(() => useImportRun('7', onFinished), { wrapper });

    await flush();
    expect(fetchRun).toHaveBeenCalledTimes(1);
    expect(result.current.data?.status).toBe('running');

    await flush(2999);
    expect(fetchRun).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(fetchRun).toHaveBeenCalledTimes(2);
    await flush(3000);
    await flush(10); // let the answer settle into the query
    expect(fetchRun).toHaveBeenCalledTimes(3);
    expect(result.current.data?.status).toBe('succeeded');
    expect(onFinished).toHaveBeenCalledOnce();
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ id: '7', status: 'succeeded' }));

    await flush(30_000);
    expect(fetchRun).toHaveBeenCalledTimes(3);
    expect(onFinished).toHaveBeenCalledOnce();

    // Asked again by hand, the ended run (now with its final totals) is not reported a second time.
    fetchRun.mockResolvedValueOnce({ ...run('succeeded'), totals: { read: 9, imported: 9, unchanged: 0, skipped: 0 } });
    await act(async () => {
      await result.current.refetch();
    });
    await flush(10);
    expect(fetchRun).toHaveBeenCalledTimes(4);
    expect(onFinished).toHaveBeenCalledOnce();
  });

  it('does not poll a run that has already ended, and asks nothing without an id', async () => {
    fetchRun.mockResolvedValue(run('failed'));
    renderHook(() => useImportRun('7'), { wrapper });
    await flush(10_000);
    expect(fetchRun).toHaveBeenCalledTimes(1);

    fetchRun.mockClear();
    renderHook(() => useImportRun(null), { wrapper });
    await flush(10_000);
    expect(fetchRun).not.toHaveBeenCalled();
  });

  it('stops asking after a failed ask instead of repeating the error every 3 s', async () => {
    fetchRun.mockResolvedValueOnce(run('running')).mockRejectedValue(new Error('server gone'));
    renderHook(() => useImportRun('7'), { wrapper });
    await flush();
    await flush(3000);
    await flush(10);
    expect(fetchRun).toHaveBeenCalledTimes(2);
    await flush(30_000);
    expect(fetchRun).toHaveBeenCalledTimes(2);
  });
});
