import { describe, expect, it } from 'vitest';
import type { Page, StopWordView, UserView } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { normalise } from './filter.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

describe('stop-word normalisation', () => {
  it('folds full-width and case, drops spaces and punctuation, and keeps the original ranges', () => {
    const n = normalise('ＡＢ c，赌 博!');
    expect(n.text).toBe('abc赌博');
    expect(n.from).toEqual([0, 1, 3, 5, 7]);
  });
});

describe('stop words screen and filter', () => {
  it('adds, lists, edits and deletes stop words; the filter follows each change', async () => {
    const a = await h.post<StopWordView>('/api/stopWord/save', 'title=%E8%B5%8C%E5%8D%9A'); // 赌博, form-encoded like XBoot
    expect(a.code, a.message).toBe(200);
    expect(a.result).toMatchObject({ title: '赌博', createBy: 'admin' });
    const b = await h.post<StopWordView>('/api/stopWord/save', { title: 'BadWord' });
    expect(t.app.stopWords.find('这里有赌 博')).toBe('赌博');
    expect(t.app.stopWords.find('ｂａｄ-ｗｏｒｄ!')).toBe('BadWord');
    expect(t.app.stopWords.mask('想 赌博吗? badword.')).toBe('想 **吗? *******.');

    const dup = await h.post('/api/stopWord/save', { title: '赌博' });
    expect(dup.code).toBe(400);
    expect(dup.message).toContain('title');

    const page = await h.get<Page<StopWordView>>(`/api/stopWord/getByCondition?title=${encodeURIComponent('赌')}&pageSize=10`);
    expect(page.result.content.map((w) => w.title)).toEqual(['赌博']);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await h.get<Page<StopWordView>>(`/api/stopWord/getByCondition?startDate=${today}&endDate=${today}`)).result.totalElements).toBe(2);
    expect((await h.get<Page<StopWordView>>('/api/stopWord/getByCondition?endDate=2000-01-01')).result.totalElements).toBe(0);

    const edited = await h.post<StopWordView>('/api/stopWord/edit', { ...b.result, title: '坏词' });
    expect(edited.code, edited.message).toBe(200);
    expect(t.app.stopWords.find('badword')).toBeUndefined();
    expect(t.app.stopWords.find('一个坏词')).toBe('坏词');

    expect((await h.post('/api/stopWord/delByIds', `ids=${a.result.id},${b.result.id}`)).code).toBe(200);
    expect(t.app.stopWords.find('赌博')).toBeUndefined();
    expect((await h.get<Page<StopWordView>>('/api/stopWord/getByCondition')).result.totalElements).toBe(0);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/stopWord/save', {}, 'title'],
      ['/api/stopWord/save', { title: '' }, 'title'],
      ['/api/stopWord/save', { title: 'x'.repeat(51) }, 'title'],
      ['/api/stopWord/save', { title: ' ，。 ' }, 'title'],
      ['/api/stopWord/save', { title: 'ok', extra: 1 }, 'extra'],
      ['/api/stopWord/edit', { id: 'abc', title: 'x' }, 'id'],
      ['/api/stopWord/delByIds', { ids: '' }, 'ids'],
    ];
    for (const [url, body, field] of cases) {
      const res = await h.post(url, body);
      expect(res.code, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.message, `${url} ${JSON.stringify(body)}`).toContain(field);
    }
    expect((await h.get('/api/stopWord/getByCondition?startDate=2024-13-40')).message).toContain('startDate');
    expect((await h.post('/api/stopWord/edit', { id: '123', title: 'nothere' })).code).toBe(404);
  });

  it('needs the stop-word permissions', async () => {
    expect((await t.call({ method: 'GET', url: '/api/stopWord/getByCondition' })).code).toBe(401);
    const { token } = await h.userWith('swViewer', ['sys:stopWord:view']);
    expect((await h.get('/api/stopWord/getByCondition', token)).code).toBe(200);
    expect((await h.post('/api/stopWord/save', { title: 'x' }, token)).code).toBe(403);
    expect((await h.post('/api/stopWord/edit', { id: '1', title: 'x' }, token)).code).toBe(403);
    expect((await h.post('/api/stopWord/delByIds', { ids: '1' }, token)).code).toBe(403);
  });

  it('refuses nicknames and usernames with a stop word and masks them in a description', async () => {
    await h.post('/api/stopWord/save', { title: '代考' });
    const add = await h.post('/api/user/admin/add', { username: 'sw_user1', password: 'secret123', nickname: '专业代 考' });
    expect(add.code).toBe(400);
    expect(add.message).toMatch(/nickname.*包含敏感词「代考」/);
    const user = await h.addUser('sw_user2');
    const edit = await h.post('/api/user/admin/edit', { id: user.id, nickname: '代考达人' });
    expect(edit.code).toBe(400);
    expect(edit.message).toContain('nickname');

    const token = await t.login('sw_user2', 'secret123');
    const self = await h.post('/api/user/edit', { nickname: 'ＤＡＩ代考' }, token);
    expect(self.code).toBe(400);
    const en = await t.call({ method: 'POST', url: '/api/user/edit', token, headers: { 'accept-language': 'en-US' }, payload: { nickname: '代考' } });
    expect(en.message).toContain('blocked word');
    const described = await h.post<UserView>('/api/user/edit', { nickname: '小明', description: '不找人代考，自己考' }, token);
    expect(described.code, described.message).toBe(200);
    expect(described.result.description).toBe('不找人**，自己考');

    await h.post('/api/stopWord/save', { title: 'cheat' });
    const reg = await t.call({ method: 'POST', url: '/api/auth/register', payload: { username: 'cheat_king', password: 'secret123', mobile: '13800138123' } });
    expect(reg.code).toBe(400);
    expect(reg.message).toMatch(/username.*包含敏感词「cheat」/);
  });
});
