import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageSendView, MessageView, Page } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { adminHelpers } from '../admin-test/helpers.ts';
import { wsClient } from '../admin-test/ws-client.ts';
import { XSS_PAYLOADS, dangersIn } from '../../test/xss-corpus.ts';

let t: TestApp;
let admin: string;
let h: ReturnType<typeof adminHelpers>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  h = adminHelpers(t, () => admin);
  base = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
});
afterAll(() => t.close());

describe('messages', () => {
  it('sends to chosen users, roles, departments or everybody', async () => {
    const ops = await h.department('运营部');
    const a = await h.addUser('msgA', { departmentId: ops.id });
    const b = await h.addUser('msgB');
    const vipRole = (await h.get<{ id: string; name: string }[]>('/api/role/getAllList')).result.find((r) => r.name === 'ROLE_VIP')!;
    const c = await h.addUser('msgC', { roleIds: vipRole.id });

    const toUsers = await h.post<MessageView>('/api/message/add', {
      title: '给指定用户',
      content: '<p>你好<script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      range: 1,
      targetIds: `${a.id},${b.id}`,
    });
    expect(toUsers.code, toUsers.message).toBe(200);
    expect(toUsers.result).toMatchObject({ sendCount: 2, readCount: 0, range: 1, contentText: '你好' });
    expect(toUsers.result.content).not.toMatch(/script|onerror/);
    const toRole = await h.post<MessageView>('/api/message/add', { title: '给会员', content: 'vip', range: 2, targetIds: [vipRole.id] });
    expect(toRole.result.sendCount).toBe(1);
    const toDept = await h.post<MessageView>('/api/message/add', { title: '给运营部', content: 'ops', range: 3, targetIds: [ops.id] });
    expect(toDept.result.sendCount).toBe(1);
    const toAll = await h.post<MessageView>('/api/message/add', { title: '全体公告', content: 'all', range: 0 });
    expect(toAll.result.sendCount).toBeGreaterThanOrEqual(4);
    expect((await h.post('/api/message/add', { title: 'x', content: 'y', range: 1 })).code).toBe(400);

    const inbox = async (name: string) =>
      (await h.get<Page<MessageSendView>>('/api/messageSend/getByCondition?pageSize=100', await t.login(name, 'secret123'))).result.content
        .map((m) => m.title)
        .sort();
    expect(await inbox('msgA')).toEqual(['全体公告', '给指定用户', '给运营部'].sort());
    expect(await inbox('msgB')).toEqual(['全体公告', '给指定用户'].sort());
    expect(await inbox('msgC')).toEqual(['全体公告', '给会员'].sort());
    void c;

    const list = await h.get<Page<MessageView>>('/api/message/getByCondition?title=给');
    expect(list.result.totalElements).toBe(3);
    const one = await h.get<MessageView>(`/api/message/get/${toUsers.result.id}`);
    expect(one.result.title).toBe('给指定用户');
    const edited = await h.post<MessageView>('/api/message/edit', { id: toUsers.result.id, title: '给指定用户（改）', content: '新内容' });
    expect(edited.result.title).toBe('给指定用户（改）');
    const detail = await h.get<Page<MessageSendView>>(`/api/messageSend/admin/getByCondition?messageId=${toUsers.result.id}`);
    expect(detail.result.content.map((s) => s.username).sort()).toEqual(['msgA', 'msgB']);
    expect((await h.post('/api/message/delByIds', { ids: toRole.result.id })).code).toBe(200);
    expect(await inbox('msgC')).toEqual(['全体公告']);
  });

  it("a user cannot read another user's messages through any filter", async () => {
    const victim = await h.addUser('victim');
    const snoop = await h.addUser('snoop');
    const secret = await h.post<MessageView>('/api/message/add', { title: '只给受害者', content: 'secret', range: 1, targetIds: victim.id });
    const token = await t.login('snoop', 'secret123');
    for (const q of [
      `userId=${victim.id}`,
      `messageId=${secret.result.id}`,
      `userId=${victim.id}&messageId=${secret.result.id}`,
      'status=0',
      'title=只给',
      '',
    ]) {
      const res = await h.get<Page<MessageSendView>>(`/api/messageSend/getByCondition?${q}`, token);
      expect(res.code).toBe(200);
      expect(
        res.result.content.every((m) => m.userId === snoop.id),
        q,
      ).toBe(true);
      expect(JSON.stringify(res.result)).not.toContain('只给受害者');
    }
    // Nor via the admin send detail, nor by changing or deleting the victim's delivery.
    expect((await h.get(`/api/messageSend/admin/getByCondition?messageId=${secret.result.id}`, token)).code).toBe(403);
    const victimToken = await t.login('victim', 'secret123');
    const [delivery] = (await h.get<Page<MessageSendView>>(`/api/messageSend/getByCondition?messageId=${secret.result.id}`, victimToken)).result.content;
    expect((await h.post('/api/messageSend/edit', { id: delivery.id, status: 1 }, token)).code).toBe(404);
    await h.post('/api/messageSend/delByIds', { ids: delivery.id }, token);
    const still = (await h.get<Page<MessageSendView>>(`/api/messageSend/getByCondition?messageId=${secret.result.id}`, victimToken)).result.content;
    expect(still).toMatchObject([{ id: delivery.id, status: 0 }]);
  });

  it('marks read, counts unread, marks all read and deletes only read ones', async () => {
    await h.addUser('reader');
    const token = await t.login('reader', 'secret123');
    const me = (await h.get<{ id: string }>('/api/user/info', token)).result.id;
    for (const title of ['一', '二', '三']) await h.post('/api/message/add', { title, content: title, range: 1, targetIds: me });
    const count = async () => (await h.get<number>('/api/messageSend/unreadCount', token)).result;
    const before = await count();
    const [first] = (await h.get<Page<MessageSendView>>('/api/messageSend/getByCondition?title=一', token)).result.content;
    expect((await h.post('/api/messageSend/edit', { id: first.id, status: 1 }, token)).code).toBe(200);
    expect(await count()).toBe(before - 1);
    expect((await h.get('/api/messageSend/all/1', token)).code).toBe(200); // deletes the one read message only
    const left = (await h.get<Page<MessageSendView>>('/api/messageSend/getByCondition?pageSize=100', token)).result.content.map((m) => m.title);
    expect(left).not.toContain('一');
    expect(left).toEqual(expect.arrayContaining(['二', '三']));
    expect((await h.get('/api/messageSend/all/0', token)).code).toBe(200);
    expect(await count()).toBe(0);
  });

  it('delivers "also to new accounts" messages to users created later', async () => {
    await h.post('/api/message/add', { title: '欢迎新用户', content: 'hi', range: 0, createSend: true });
    await h.addUser('lateComer');
    const token = await t.login('lateComer', 'secret123');
    const inbox = (await h.get<Page<MessageSendView>>('/api/messageSend/getByCondition', token)).result.content.map((m) => m.title);
    expect(inbox).toContain('欢迎新用户');
  });

  it('pushes new messages and the unread count over the websocket; refuses a bad token', async () => {
    const u = await h.addUser('wsUser');
    const token = await t.login('wsUser', 'secret123');
    const bad = await wsClient(`${base}/api/ws?accessToken=nope`);
    expect(await bad.closed).toBe(4401);
    const client = await wsClient(`${base}/api/ws?accessToken=${token}`);
    const hello = await client.waitFor((e) => e.type === 'hello');
    expect(hello).toMatchObject({ type: 'hello' });
    const start = (hello as { unread: number }).unread;
    await h.post('/api/message/add', { title: '实时消息', content: 'x', range: 1, targetIds: u.id });
    const pushed = await client.waitFor((e) => e.type === 'message');
    expect(pushed).toMatchObject({ type: 'message', message: { title: '实时消息' }, unread: start + 1 });
    await h.get('/api/messageSend/all/0', token);
    expect(await client.waitFor((e) => e.type === 'unread' && e.unread === 0)).toBeTruthy();
    client.ws.close();
  });

  it('closes the sockets of a disabled user at once', async () => {
    const u = await h.addUser('wsDisabled');
    const token = await t.login('wsDisabled', 'secret123');
    const client = await wsClient(`${base}/api/ws?accessToken=${token}`);
    await client.waitFor((e) => e.type === 'hello');
    expect((await h.post(`/api/user/admin/disable/${u.id}`, {})).code).toBe(200);
    await client.waitFor((e) => e.type === 'kicked');
    expect(await client.closed).toBe(4001);
  });
});

describe('message HTML', () => {
  it('the checker itself flags every payload as it was sent', () => {
    // Inside a page, a fragment's <body> start tag is dropped by the parser, onload included.
    for (const payload of XSS_PAYLOADS.filter((p) => !p.startsWith('<body'))) expect(dangersIn(payload), payload).not.toEqual([]);
  });

  it('stores each audit and OWASP payload sent by a partial admin with no handler, no runnable tag and no dangerous URL', async () => {
    // The audit's attacker: only sys:message:view + sys:message:add, writing to the super admin.
    const sender = await h.userWith('xssSender', ['sys:message:view', 'sys:message:add']);
    const adminId = (await h.get<{ id: string }>('/api/user/info')).result.id;
    for (const [i, content] of XSS_PAYLOADS.entries()) {
      // Its own address, so the 30-a-minute send limit does not cut the list short.
      const sent = await t.call<MessageView>({
        method: 'POST',
        url: '/api/message/add',
        token: sender.token,
        remoteAddress: '10.14.0.1',
        payload: { title: `xss-${i}`, content, range: 1, targetIds: adminId },
      });
      expect(sent.code, `${content}: ${sent.message}`).toBe(200);
      expect(dangersIn(sent.result.content), content).toEqual([]);
    }
    const inbox = (await h.get<Page<MessageSendView>>('/api/messageSend/getByCondition?title=xss-&pageSize=100')).result.content;
    expect(inbox).toHaveLength(XSS_PAYLOADS.length);
    for (const m of inbox) expect(dangersIn(m.content), m.title).toEqual([]);
    expect(inbox.find((m) => m.title === 'xss-11')?.content).toBe('<p>hi</p>');
  });

  it('cleans an edited message the same way', async () => {
    const sent = await h.post<MessageView>('/api/message/add', {
      title: '待编辑',
      content: 'plain',
      range: 1,
      targetIds: (await h.addUser('xssEditTarget')).id,
    });
    const edited = await h.post<MessageView>('/api/message/edit', {
      id: sent.result.id,
      title: '已编辑',
      content: '<img src="x"/onerror="alert(1)"><a href="jav&#x61;script:alert(1)">x</a>',
    });
    expect(edited.result.content).toBe('<img src="x"><a>x</a>');
  });

  it('keeps safe formatting: paragraphs, bold, lists, tables and http(s), mailto and relative links opening apart', async () => {
    const safe =
      '<h3>通知</h3><p>请 <b>按时</b> 填报，<strong>勿</strong> <em>迟到</em>。</p><ul><li>一</li><li>二</li></ul><ol><li>三</li></ol>' +
      '<table><tbody><tr><td>分数</td><td>600</td></tr></tbody></table><blockquote>引用</blockquote><img src="https://cdn.example.com/a.png" alt="图">';
    const links =
      '<p><a href="https://example.com/a?b=1&amp;c=2">官网</a> <a href="http://example.com">旧站</a> <a href="mailto:help@example.com">邮件</a> <a href="/vip">会员</a></p>';
    const res = await h.post<MessageView>('/api/message/add', {
      title: '格式',
      content: safe + links,
      range: 1,
      targetIds: (await h.addUser('xssSafeTarget')).id,
    });
    expect(res.result.content).toBe(safe + links.replace(/">/g, '" target="_blank" rel="noopener noreferrer">'));
    expect(res.result.contentText).toContain('请 按时 填报');
  });
});
