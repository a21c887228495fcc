import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../i18n/index.ts';
import { SiteNotice } from './SiteNotice.tsx';

const answer = (result: unknown) => vi.fn(async (_input: RequestInfo | URL) => new Response(JSON.stringify({ code: 200, success: true, result })));
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SiteNotice />
    </QueryClientProvider>,
  );

describe('站内通知 bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the text as text (no HTML), opens the link in a new tab, and stays closed for the session', async () => {
    const fetchMock = answer({
      showing: true,
      open: true,
      level: 'warning',
      content: '<img src=x onerror=alert(1)>维护通知',
      link: 'https://zy.example.com/n/1',
      linkText: '详情',
    });
    vi.stubGlobal('fetch', fetchMock);
    const first = show();
    const bar = await screen.findByTestId('site-notice');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/setting/notice');
    expect(bar.textContent).toContain('<img src=x onerror=alert(1)>维护通知');
    expect(bar.querySelector('img')).toBeNull();
    expect(bar.className).toContain('warning');
    const link = screen.getByText('详情') as HTMLAnchorElement;
    expect(link.href).toBe('https://zy.example.com/n/1');
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
    fireEvent.click(screen.getByTestId('site-notice-close'));
    expect(screen.queryByTestId('site-notice')).toBeNull();
    first.unmount();
    show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('site-notice')).toBeNull();
  });

  it('says nothing when the server says it is not shown', async () => {
    const fetchMock = answer({ open: false, showing: false });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
