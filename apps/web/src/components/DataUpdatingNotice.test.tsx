import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import '../i18n/index.ts';
import { DATA_STATUS_KEY, DataUpdatingNotice } from './DataUpdatingNotice.tsx';

/** A page's cached answer: counts how often it was asked. */
let pageAsks = 0;
function SomePage() {
  const q = useQuery({ queryKey: ['schools', 'list'], queryFn: async () => ++pageAsks, staleTime: 60_000 });
  return <span data-testid="page">{q.data}</span>;
}

describe('数据更新中 notice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows while an import runs, then goes and has the page ask its data again', async () => {
    let importing = true;
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ code: 200, success: true, result: { importing, startedAt: importing ? '2026-06-25 10:00:00' : null } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <DataUpdatingNotice />
        <SomePage />
      </QueryClientProvider>,
    );
    const notice = await screen.findByTestId('data-updating');
    expect(notice.textContent).toContain('数据更新中');
    expect(notice.getAttribute('role')).toBe('status');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/dataImport/status');
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('1'));

    importing = false;
    await act(() => client.refetchQueries({ queryKey: DATA_STATUS_KEY }));
    await waitFor(() => expect(screen.queryByTestId('data-updating')).toBeNull());
    // The page's answer was fresh (staleTime 60 s), yet it is asked again once the import ended.
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('2'));
  });

  it('says nothing when no import runs or the status cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('bad gateway', { status: 502 })),
    );
    const client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <DataUpdatingNotice />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryState(DATA_STATUS_KEY)?.status).toBe('error'));
    expect(container.textContent).toBe('');
  });
});
