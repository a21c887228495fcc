import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactMemberView, ContentAdminView, DashboardStats, Page, SampleRow, SampleSummary } from '@zhiyuan/shared';
import { contactMembers, contentItems } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const examplesIn = async (kind: string) =>
  (
    await t.database.db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.kind, kind), eq(contentItems.isExample, true)))
  ).length;

describe('示例内容 (samples)', () => {
  it('counts the shipped samples by kind, on the dashboard too, with the sample hotline', async () => {
    const summary = (await h.get<SampleSummary>('/api/content/admin/samples/summary')).result;
    const by = Object.fromEntries(summary.kinds.map((k) => [k.kind, k.count]));
    for (const kind of ['question', 'expert', 'case', 'camp']) {
      expect(by[kind], kind).toBe(await examplesIn(kind));
      expect(by[kind], kind).toBeGreaterThan(0);
    }
    expect(by.contact).toBeGreaterThanOrEqual(1);
    expect(summary.total).toBe(summary.kinds.reduce((s, k) => s + k.count, 0));
    const stats = (await h.get<DashboardStats>('/api/dashboard/stats?days=7')).result;
    expect(stats.samples).toEqual(summary);
    const list = (await h.get<Page<SampleRow>>('/api/content/admin/samples/list?pageSize=100&kind=contact')).result;
    expect(list.content.map((r) => r.title).join()).toContain('400-000-0000');
    expect(list.totalElements).toBe(by.contact);
  });

  it('lists samples across kinds and removes them in bulk; real content is left alone', async () => {
    const real = await h.post<ContentAdminView>('/api/content/admin/expert/save', {
      title: '真实专家',
      extra: { headline: '规划师', provinces: [], specialities: [], yearsOfPractice: 3, booking: '电话预约' },
      status: 'published',
    });
    expect(real.code, real.message).toBe(200);
    const before = (await h.get<SampleSummary>('/api/content/admin/samples/summary')).result;
    const experts = (await h.get<Page<SampleRow>>('/api/content/admin/samples/list?kind=expert&pageSize=100')).result;
    expect(experts.content.length).toBeGreaterThan(1);
    expect(experts.content.every((r) => r.kind === 'expert')).toBe(true);
    const all = (await h.get<Page<SampleRow>>('/api/content/admin/samples/list?pageSize=10')).result;
    expect(all.totalElements).toBe(before.total);
    expect(all.content).toHaveLength(10);

    const two = experts.content.slice(0, 2).map((r) => r.id);
    const removed = await h.post<{ deleted: number }>('/api/content/admin/samples/remove', { ids: [...two, real.result.id] });
    expect(removed.code, removed.message).toBe(200);
    expect(removed.result.deleted).toBe(2);
    const after = (await h.get<SampleSummary>('/api/content/admin/samples/summary')).result;
    expect(after.total).toBe(before.total - 2);
    expect((await h.get(`/api/content/admin/expert/get/${real.result.id}`)).code).toBe(200);
  });

  it('editing a sample or marking it real clears the mark; a real contact value does too and shows it on the site', async () => {
    const [q1, q2] = (await h.get<Page<SampleRow>>('/api/content/admin/samples/list?kind=question&pageSize=2')).result.content;
    const stored = (await h.get<ContentAdminView>(`/api/content/admin/question/get/${q1.id}`)).result;
    expect(stored.isExample).toBe(true);
    const edited = await h.post<ContentAdminView>('/api/content/admin/question/edit', { id: q1.id, title: `${q1.title}（已审）`, category: stored.category });
    expect(edited.code, edited.message).toBe(200);
    expect(edited.result.isExample).toBe(false);
    const marked = await h.post<{ updated: number }>('/api/content/admin/samples/markReal', { ids: [q2.id] });
    expect(marked.result.updated).toBe(1);
    const ids = (await h.get<Page<SampleRow>>('/api/content/admin/samples/list?kind=question&pageSize=500')).result.content.map((r) => r.id);
    expect(ids).not.toContain(q1.id);
    expect(ids).not.toContain(q2.id);

    const [hotline] = await t.database.db.select().from(contactMembers).where(eq(contactMembers.value, '400-000-0000'));
    const form = (value: string) => `id=${hotline.id}&name=${encodeURIComponent(hotline.name)}&type=phone&value=${encodeURIComponent(value)}`;
    const token = await t.login();
    const update = (value: string) =>
      t.call<ContactMemberView>({
        method: 'PUT',
        url: '/api/contactMember/update',
        token,
        payload: form(value),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await update('400-000-0000')).result.isExample).toBe(true); // same shipped number: still a sample
    const site = async () => (await t.call<ContactMemberView[]>({ method: 'GET', url: '/api/contactMember/getAll' })).result.map((c) => c.value);
    expect(await site()).not.toContain('400-000-0000');
    expect((await update('025-8888-6666')).result.isExample).toBe(false);
    expect(await site()).toContain('025-8888-6666');
  });

  it('declares its permissions: no sample code, no list, no remove', async () => {
    const { token } = await h.userWith('sampleNone', ['content:expert:view', 'content:expert:delete']);
    expect((await h.get('/api/content/admin/samples/summary', token)).code).toBe(403);
    expect((await h.get('/api/content/admin/samples/list', token)).code).toBe(403);
    const viewer = await h.userWith('sampleViewer', ['content:sample:view']);
    expect((await h.get('/api/content/admin/samples/list', viewer.token)).code).toBe(200);
    const any = (await h.get<Page<SampleRow>>('/api/content/admin/samples/list?pageSize=1')).result.content[0];
    expect((await h.post('/api/content/admin/samples/remove', { ids: [any.id] }, viewer.token)).code).toBe(403);
    expect((await h.post('/api/content/admin/samples/markReal', { ids: [any.id] }, viewer.token)).code).toBe(403);
    expect((await h.get<Page<SampleRow>>('/api/content/admin/samples/list?pageSize=500')).result.content.map((r) => r.id)).toContain(any.id);
    const bad = await h.get('/api/content/admin/samples/list?kind=nope');
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('kind');
  });
});
