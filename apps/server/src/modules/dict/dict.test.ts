import { describe, expect, it } from 'vitest';
import type { DictDataView, DictItem, DictView, Page } from '@zhiyuan/shared';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

describe('dictionaries screen', () => {
  it('manages dictionaries and entries; getByType is public and shows enabled entries in order', async () => {
    const all = await h.get<DictView[]>('/api/dict/getAll');
    expect(all.result.map((d) => d.type)).toEqual(expect.arrayContaining(['sex', 'province', 'message_type']));
    const dict = await h.post<DictView>('/api/dict/add', { title: '学历', type: 'education', sortOrder: 20 });
    expect(dict.code, dict.message).toBe(200);
    expect((await h.post('/api/dict/add', { title: '重复', type: 'education' })).code).toBe(400);
    expect((await h.post('/api/dict/add', { title: '坏', type: '1-bad' })).code).toBe(400);
    const found = await h.get<DictView[]>(`/api/dict/search?key=${encodeURIComponent('学历')}`);
    expect(found.result.map((d) => d.type)).toEqual(['education']);
    const a = await h.post<DictDataView>('/api/dictData/add', { dictId: dict.result.id, title: '本科', value: 'bachelor', sortOrder: 2 });
    await h.post('/api/dictData/add', { dictId: dict.result.id, title: '专科', value: 'college', sortOrder: 1 });
    const hidden = await h.post<DictDataView>('/api/dictData/add', { dictId: dict.result.id, title: '其他', value: 'other', sortOrder: 3, status: -1 });
    expect((await h.post('/api/dictData/add', { dictId: '1', title: 'x', value: 'x' })).code).toBe(400);
    const pub = await t.call<DictItem[]>({ method: 'GET', url: '/api/dictData/getByType/education' });
    expect(pub.result.map((d) => d.title)).toEqual(['专科', '本科']);
    const page = await h.get<Page<DictDataView>>(`/api/dictData/getByCondition?dictId=${dict.result.id}&pageSize=2`);
    expect(page.result.totalElements).toBe(3);
    expect(page.result.content).toHaveLength(2);
    expect((await h.get<Page<DictDataView>>(`/api/dictData/getByCondition?dictId=${dict.result.id}&status=-1`)).result.content.map((d) => d.id)).toEqual([
      hidden.result.id,
    ]);
    const edited = await h.post<DictDataView>('/api/dictData/edit', { id: a.result.id, dictId: dict.result.id, title: '大学本科', value: 'bachelor' });
    expect(edited.result.title).toBe('大学本科');
    await h.post('/api/dictData/delByIds', { ids: a.result.id });
    expect((await t.call<DictItem[]>({ method: 'GET', url: '/api/dictData/getByType/education' })).result.map((d) => d.title)).toEqual(['专科']);
    const renamed = await h.post<DictView>('/api/dict/edit', { id: dict.result.id, title: '最高学历', type: 'education' });
    expect(renamed.result.title).toBe('最高学历');
    expect((await h.post('/api/dict/delByIds', { ids: dict.result.id })).code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/dictData/getByType/education' })).code).toBe(404);
  });

  it('needs the dictionary permissions', async () => {
    const { token } = await h.userWith('dictViewer', ['sys:dict:view']);
    expect((await h.get('/api/dict/getAll', token)).code).toBe(200);
    expect((await h.post('/api/dict/add', { title: 'x', type: 'xx' }, token)).code).toBe(403);
    expect((await h.post('/api/dictData/delByIds', { ids: '1' }, token)).code).toBe(403);
  });
});
