import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from './login.ts';
import { useAppStore } from './app.ts';
import { useLoginStore } from './login.ts';
import { chooseProvince, guessVisitorProvince } from './province.ts';

const user = (province: string | null) => ({ id: '1', username: 'student', nickname: '小明', avatar: null, grade: '高三', province }) as unknown as UserInfo;

/** The server's answers to /user/edit, and what was sent to it. */
function stubEdit(answer: (body: Record<string, unknown>) => { code: number; message?: string; result?: unknown }) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/user/edit');
      expect(init.method).toBe('POST');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      const a = answer(body);
      return new Response(JSON.stringify({ success: a.code === 200, code: a.code, message: a.message ?? '', timestamp: 0, result: a.result ?? null }));
    }),
  );
  return sent;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('one source for the province (issue 16 item 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    useLoginStore.getState().clear();
    useAppStore.getState().setProvince('江苏');
  });

  it("keeps a visitor's choice locally, without a call", async () => {
    const sent = stubEdit(() => ({ code: 200 }));
    await chooseProvince('湖北');
    expect(useAppStore.getState().province).toBe('湖北');
    expect(localStorage.getItem('province')).toBe('湖北');
    expect(sent).toEqual([]);
    await chooseProvince('火星');
    expect(useAppStore.getState().province).toBe('湖北');
  });

  it("gives a profile without a province the visitor's at login, sending the province alone", async () => {
    await chooseProvince('湖北');
    const sent = stubEdit((body) => ({ code: 200, result: user(body.province as string) }));
    localStorage.setItem('accessToken', 'tok');
    useLoginStore.getState().setUser(user(null), []);
    await settle();
    expect(sent).toEqual([{ province: '湖北' }]);
    expect(useLoginStore.getState().userInfo?.province).toBe('湖北');
    expect(useAppStore.getState().province).toBe('湖北');
  });

  it("lets a profile's province win at login, and the local one follows", async () => {
    await chooseProvince('湖北');
    const sent = stubEdit(() => ({ code: 200 }));
    localStorage.setItem('accessToken', 'tok');
    useLoginStore.getState().setUser(user('四川'), []);
    await settle();
    expect(sent).toEqual([]);
    expect(useAppStore.getState().province).toBe('四川');
    expect(localStorage.getItem('province')).toBe('四川');
  });

  it('saves a signed-in pick to the profile, and puts the old one back when the save fails', async () => {
    localStorage.setItem('accessToken', 'tok');
    stubEdit(() => ({ code: 200 }));
    useLoginStore.getState().setUser(user('四川'), []);
    await settle();
    const sent = stubEdit((body) => ({ code: 200, result: user(body.province as string) }));
    await chooseProvince('广东');
    expect(sent).toEqual([{ province: '广东' }]);
    expect(useLoginStore.getState().userInfo?.province).toBe('广东');
    expect(useAppStore.getState().province).toBe('广东');

    stubEdit(() => ({ code: 400, message: 'province: 省份不存在' }));
    await chooseProvince('湖南');
    expect(useAppStore.getState().province).toBe('广东');
    expect(useLoginStore.getState().userInfo?.province).toBe('广东');
  });
});

describe('a first visit lands on the province its IP suggests (issue 30)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    useLoginStore.getState().clear();
  });
  const stubIp = (province: string | null) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        expect(url).toBe('/api/common/ip/province');
        return new Response(JSON.stringify({ success: true, code: 200, message: '', timestamp: 0, result: { ip: '1.2.3.4', province } }));
      }),
    );

  it('shows the guess marked as a guess, keeps nothing, and a choice ends the guess', async () => {
    stubIp('广东');
    await guessVisitorProvince();
    expect(useAppStore.getState()).toMatchObject({ province: '广东', provinceGuessed: true });
    expect(localStorage.getItem('province')).toBeNull();
    await chooseProvince('湖南');
    expect(useAppStore.getState()).toMatchObject({ province: '湖南', provinceGuessed: false });
  });

  it('never overrides a kept choice, and an unknown IP changes nothing', async () => {
    useAppStore.getState().setProvince('湖北');
    stubIp('广东');
    await guessVisitorProvince();
    expect(useAppStore.getState()).toMatchObject({ province: '湖北', provinceGuessed: false });
    localStorage.clear();
    stubIp(null);
    await guessVisitorProvince();
    expect(useAppStore.getState()).toMatchObject({ province: '湖北', provinceGuessed: false });
  });
});
