import { describe, expect, it } from 'vitest';
import type { AutoChatAnswer, AutoChatSetting, AutoChatView, ContactMemberView, Page } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';
import { chatTerms } from './search.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const pub = <T>(url: string) => t.call<T>({ method: 'GET', url });
const put = <T>(url: string, form: string, token?: string) =>
  t.call<T>({ method: 'PUT', url, token, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('chat terms', () => {
  it('splits Chinese into character pairs and keeps Latin words, folding width and case', () => {
    expect(chatTerms('怎么开通ＶＩＰ会员?')).toEqual(['怎么', '么开', '开通', 'vip', '会员']);
    expect(chatTerms('填')).toEqual(['填']);
  });
});

describe('auto-chat', () => {
  it('answers from the seeded questions, suggests as you type, and says nothing for an unrelated question', async () => {
    const ans = await pub<AutoChatAnswer[]>(`/api/autoChat/ask?q=${encodeURIComponent('会员怎么开通')}`);
    expect(ans.code, ans.message).toBe(200);
    expect(ans.result[0].title).toBe('如何开通会员？');
    expect(ans.result[0].content).toContain('<p>');
    const synonym = await pub<AutoChatAnswer[]>(`/api/autoChat/ask?q=${encodeURIComponent('密码忘了')}&pageSize=1`);
    expect(synonym.result.map((a) => a.title)).toEqual(['忘记密码怎么办？']);
    expect((await pub<AutoChatAnswer[]>(`/api/autoChat/ask?q=${encodeURIComponent('今天天气怎么样')}`)).result).toEqual([]);
    const sug = await pub<string[]>(`/api/autoChat/associate?q=${encodeURIComponent('志愿')}`);
    expect(sug.result).toContain('怎么填写志愿表？');
    // The shipped contacts (400-000-0000) are samples: the site shows none until the operator saves a real one.
    const contacts = await pub<ContactMemberView[]>('/api/contactMember/getAll');
    expect(contacts.result.map((c) => c.value)).not.toContain('400-000-0000');
    const all = await h.get<ContactMemberView[]>('/api/contactMember/admin/getAll');
    expect(all.result.find((c) => c.value === '400-000-0000')?.isExample).toBe(true);
  });

  it('manages questions (form-encoded PUT update, sanitised answers) and the index follows', async () => {
    const saved = await h.post<AutoChatView>('/api/autoChat/save', {
      title: '报告多久能生成？',
      content: '<p>一般<b>几秒</b>内生成</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      category: '报告',
      keywords: '报告，生成时间',
      synonyms: '报告要等多久',
    });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.result.content).not.toMatch(/script|onerror/);
    expect(saved.result.keywords).toBe('报告,生成时间');
    expect((await pub<AutoChatAnswer[]>(`/api/autoChat/ask?q=${encodeURIComponent('报告要等多久')}`)).result[0]?.messageId).toBe(saved.result.id);

    const form = new URLSearchParams({ id: saved.result.id, title: '志愿报告多久能生成？', content: '<p>几秒</p>', enabled: 'false' }).toString();
    const updated = await put<AutoChatView>('/api/autoChat/update', form, await t.login());
    expect(updated.code, updated.message).toBe(200);
    expect(updated.result).toMatchObject({ title: '志愿报告多久能生成？', enabled: false, category: '报告' });
    expect((await pub<AutoChatAnswer[]>(`/api/autoChat/ask?q=${encodeURIComponent('报告要等多久')}`)).result.map((a) => a.messageId)).not.toContain(
      saved.result.id,
    );

    const page = await h.get<Page<AutoChatView>>(`/api/autoChat/getByCondition?title=${encodeURIComponent('生成')}&enabled=false`);
    expect(page.result.content.map((r) => r.id)).toEqual([saved.result.id]);
    expect((await h.post('/api/autoChat/delByIds', `ids=${saved.result.id}`)).code).toBe(200);
    expect((await h.get<Page<AutoChatView>>('/api/autoChat/getByCondition?category=报告')).result.totalElements).toBe(0);
  });

  it('counts was-this-helpful votes, one per visitor, a new vote replacing the old', async () => {
    const [first] = (await pub<AutoChatAnswer[]>(`/api/autoChat/ask?q=${encodeURIComponent('录取概率怎么算')}`)).result;
    const vote = (type: number) => t.call({ method: 'POST', url: '/api/autoChat/evaluate', payload: { messageId: first.messageId, evaluateType: type } });
    expect((await vote(0)).code).toBe(200);
    expect((await vote(0)).code).toBe(200);
    const counts = async () => (await h.get<Page<AutoChatView>>(`/api/autoChat/getByCondition?title=${encodeURIComponent('录取概率')}`)).result.content[0];
    expect(await counts()).toMatchObject({ goodCount: 1, badCount: 0 });
    await vote(1);
    expect(await counts()).toMatchObject({ goodCount: 0, badCount: 1 });
    expect((await t.call({ method: 'POST', url: '/api/autoChat/evaluate', payload: { messageId: '1', evaluateType: 0 } })).code).toBe(404);
  });

  it('keeps its setting and hides the chat when off', async () => {
    const bad = await h.post('/api/setting/autoChat/set', { enabled: true, greeting: 'x'.repeat(301), fallback: '' });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('greeting');
    expect((await h.post('/api/setting/autoChat/set', { enabled: true, greeting: 'hi', fallback: 'no', other: 1 })).message).toContain('other');
    expect((await h.post('/api/setting/autoChat/set', { enabled: false, greeting: '你好', fallback: '找人工' })).code).toBe(200);
    expect((await h.get<AutoChatSetting>('/api/setting/autoChat')).result).toEqual({ enabled: false, greeting: '你好', fallback: '找人工' });
    expect((await pub<AutoChatSetting>('/api/autoChat/config')).result.enabled).toBe(false);
    expect((await pub('/api/autoChat/ask?q=会员')).code).toBe(403);
    await h.post('/api/setting/autoChat/set', { enabled: true, greeting: '你好', fallback: '找人工' });
    expect((await pub('/api/autoChat/ask?q=会员')).code).toBe(200);
  });

  it('manages the human contacts', async () => {
    const c = await h.post<ContactMemberView>('/api/contactMember/save', { name: '张老师', type: 'qq', value: '10001', enabled: 'false' });
    expect(c.code, c.message).toBe(200);
    expect((await pub<ContactMemberView[]>('/api/contactMember/getAll')).result.map((x) => x.id)).not.toContain(c.result.id);
    const token = await t.login();
    const u = await put<ContactMemberView>(
      '/api/contactMember/update',
      `id=${c.result.id}&name=${encodeURIComponent('张老师')}&type=qq&value=10001&enabled=true`,
      token,
    );
    expect(u.result.enabled).toBe(true);
    expect((await pub<ContactMemberView[]>('/api/contactMember/getAll')).result.map((x) => x.id)).toContain(c.result.id);
    expect((await h.post('/api/contactMember/delByIds', { ids: c.result.id })).code).toBe(200);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/api/autoChat/ask', 'q'],
      ['GET', '/api/autoChat/ask?q=a&pageSize=50', 'pageSize'],
      ['GET', `/api/autoChat/ask?q=${'a'.repeat(101)}`, 'q'],
      ['GET', '/api/autoChat/associate?q=', 'q'],
      ['GET', '/api/autoChat/getByCondition?enabled=maybe', 'enabled'],
    ];
    for (const [, url, field] of cases) {
      const res = await h.get(url);
      expect(res.code, url).toBe(400);
      expect(res.message, url).toContain(field);
    }
    const posts: [string, Record<string, unknown>, string][] = [
      ['/api/autoChat/save', { content: 'x' }, 'title'],
      ['/api/autoChat/save', { title: 'x' }, 'content'],
      ['/api/autoChat/save', { title: 'x', content: 'y', sortOrder: 'abc' }, 'sortOrder'],
      ['/api/autoChat/save', { title: 'x', content: 'y', color: 'red' }, 'color'],
      ['/api/autoChat/evaluate', { messageId: 'x', evaluateType: 0 }, 'messageId'],
      ['/api/autoChat/evaluate', { messageId: '1', evaluateType: 5 }, 'evaluateType'],
      ['/api/contactMember/save', { name: 'x', type: 'fax', value: '1' }, 'type'],
      ['/api/autoChat/delByIds', { ids: 'a,b' }, 'ids'],
    ];
    for (const [url, body, field] of posts) {
      const res = await h.post(url, body);
      expect(res.code, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.message, `${url} ${JSON.stringify(body)}`).toContain(field);
    }
    const token = await t.login();
    const noId = await put('/api/autoChat/update', 'title=x&content=y', token);
    expect(noId.code).toBe(400);
    expect(noId.message).toContain('id');
  });

  it('needs the auto-chat permissions', async () => {
    expect((await pub('/api/autoChat/getByCondition')).code).toBe(401);
    expect((await pub('/api/setting/autoChat')).code).toBe(401);
    const { token } = await h.userWith('chatViewer', ['chat:reply:view', 'chat:setting:view']);
    expect((await h.get('/api/autoChat/getByCondition', token)).code).toBe(200);
    expect((await h.get('/api/setting/autoChat', token)).code).toBe(200);
    expect((await h.post('/api/autoChat/save', { title: 'x', content: 'y' }, token)).code).toBe(403);
    expect((await put('/api/autoChat/update', 'id=1&title=x&content=y', token)).code).toBe(403);
    expect((await h.post('/api/autoChat/delByIds', { ids: '1' }, token)).code).toBe(403);
    expect((await h.post('/api/setting/autoChat/set', { enabled: true, greeting: '', fallback: '' }, token)).code).toBe(403);
    expect((await h.post('/api/contactMember/save', { name: 'x', type: 'qq', value: '1' }, token)).code).toBe(403);
    expect((await h.post('/api/contactMember/delByIds', { ids: '1' }, token)).code).toBe(403);
  });
});
