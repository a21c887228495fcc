import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../../i18n/index.ts';
import { useAppStore } from '../../stores/app.ts';
import { ScoreEditor } from './ScoreEditor.tsx';

/** A student without a saved score. */
const noScore = vi.fn(async () => new Response(JSON.stringify({ code: 200, success: true, result: null })));
const scoreInput = () => screen.getByTestId('score-input') as HTMLInputElement;
const shownProvince = () => screen.getByTestId('score-editor').querySelector('.ant-select-selection-item')?.textContent;

describe('我的成绩 form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => useAppStore.getState().setProvince('北京'));
  });

  it('keeps a score being typed when the site province changes under it (a signed-in profile loads late)', async () => {
    act(() => useAppStore.getState().setProvince('北京'));
    vi.stubGlobal('fetch', noScore);
    render(<ScoreEditor />);
    await waitFor(() => expect(scoreInput()).toBeTruthy());
    fireEvent.change(scoreInput(), { target: { value: '612' } });
    expect(scoreInput().value).toBe('612');
    act(() => useAppStore.getState().setProvince('广东'));
    await act(async () => undefined);
    expect(scoreInput().value).toBe('612');
    expect(shownProvince()).toBe('北京');
  });

  it('follows the site province while nothing has been entered', async () => {
    act(() => useAppStore.getState().setProvince('北京'));
    vi.stubGlobal('fetch', noScore);
    render(<ScoreEditor />);
    await waitFor(() => expect(shownProvince()).toBe('北京'));
    act(() => useAppStore.getState().setProvince('广东'));
    await waitFor(() => expect(shownProvince()).toBe('广东'));
  });
});
