import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS, type VolunteerForm, type VolunteerFormSave } from '@zhiyuan/shared';
import { STORAGE, writeText } from '../stores/storage.ts';
import { saveForm } from './forms.ts';

const form = { name: '广东本科批 A', province: '广东', year: 2026, batch: 2, rows: [] } as unknown as VolunteerFormSave;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  writeText(STORAGE.accessToken, null);
});

describe('志愿表 save read-back after a timeout (issue 30)', () => {
  it('sends the save once more with the same Idempotency-Key and answers what the server kept', async () => {
    vi.useFakeTimers();
    writeText(STORAGE.accessToken, 'token-1');
    const keys: string[] = [];
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      // The first send gets no answer before the timeout; the replay gets the stored answer.
      if (keys.length === 1) {
        return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }
      const body = { success: true, code: 200, message: '保存成功', timestamp: 0, result: { id: '42', name: form.name } };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' } }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const call = saveForm(form);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS + 1);
    const answer = await call;
    expect(answer.code).toBe(200);
    expect((answer.result as Pick<VolunteerForm, 'id'>).id).toBe('42');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('two saves are two writes: each has its own key', async () => {
    writeText(STORAGE.accessToken, 'token-1');
    const keys: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
        const body = { success: true, code: 200, message: 'ok', timestamp: 0, result: { id: String(keys.length) } };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    await saveForm(form);
    await saveForm(form);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
