import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../i18n/index.ts';
import { useAppStore } from '../../stores/app.ts';
import StrongBasePositionPage from './index.tsx';

/** The server has no saved sitting; the fitting majors are still loading. */
const noSavedSitting = vi.fn(async (input: RequestInfo | URL) => {
  if (String(input).includes('/qjPositionAnswer/getTestAnswer')) return new Response(JSON.stringify({ code: 200, success: true, result: null }));
  return new Promise<Response>(() => undefined);
});

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StrongBasePositionPage />
    </QueryClientProvider>,
  );

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const shownProvince = () => screen.getByTestId('qj-pos-form').querySelector('.ant-select-selection-item')?.textContent;

describe('强基定位 form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => useAppStore.getState().setProvince('北京'));
  });

  it('keeps what the student ticked when the site province arrives after (a signed-in profile loads late)', async () => {
    act(() => useAppStore.getState().setProvince('北京'));
    vi.stubGlobal('fetch', noSavedSitting);
    show();
    await waitFor(() => expect(checkbox('数学')).toBeTruthy());
    fireEvent.click(checkbox('数学'));
    expect(checkbox('数学').checked).toBe(true);
    act(() => useAppStore.getState().setProvince('广东'));
    await act(async () => undefined);
    expect(checkbox('数学').checked).toBe(true);
    expect(shownProvince()).toBe('北京');
  });

  it('follows the site province while the student has entered nothing', async () => {
    act(() => useAppStore.getState().setProvince('北京'));
    vi.stubGlobal('fetch', noSavedSitting);
    show();
    await waitFor(() => expect(shownProvince()).toBe('北京'));
    act(() => useAppStore.getState().setProvince('广东'));
    await waitFor(() => expect(shownProvince()).toBe('广东'));
  });
});
