import type { ActModelView } from '@zhiyuan/shared';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../locales';
import { visibleActions } from '../../../components/row-actions';
import { CODES, modelActions, modelColumns, modelFormFields } from './data';

const t = i18n.getFixedT('zh-CN');
const model = { id: '1', name: '请假', modelKey: 'leave', deployedVersion: 0 } as ActModelView;

describe('模型管理 as data', () => {
  it('guards design, deploy and delete by their codes, keeping exports for anyone', () => {
    const actions = modelActions(t, { design: vi.fn(), deploy: vi.fn(), exportXml: vi.fn(), exportSvg: vi.fn(), remove: vi.fn() });
    expect(visibleActions(actions, model, () => true).map((a) => a.key)).toEqual(['design', 'deploy', 'exportXml', 'exportSvg', 'delete']);
    expect(visibleActions(actions, model, () => false).map((a) => a.key)).toEqual(['exportXml', 'exportSvg']);
    expect(actions.find((a) => a.key === 'design')?.perm).toBe(CODES.edit);
    expect(actions.find((a) => a.key === 'deploy')?.confirm?.kind).toBe('pop');
  });

  it('searches by name and key and ends with the action column', () => {
    const columns = modelColumns(t, []);
    expect(columns.filter((c) => c.search !== false && c.key !== 'actions').map((c) => c.dataIndex)).toEqual(['name', 'modelKey']);
    expect(columns.at(-1)?.key).toBe('actions');
  });

  it('takes as key what the server takes: a letter, then letters, digits, _ and -', () => {
    const key = modelFormFields(t, []).find((f) => 'name' in f && f.name === 'modelKey');
    const pattern = (key && 'rules' in key ? key.rules : [])?.map((r) => (typeof r === 'object' && 'pattern' in r ? r.pattern : undefined)).find(Boolean);
    expect(pattern).toBeInstanceOf(RegExp);
    for (const ok of ['leave', 'trip_v2', 'a-b', 'A1']) expect(pattern!.test(ok)).toBe(true);
    for (const bad of ['1leave', '_x', 'trip.v2', 'a b', 'a:b', '', `a${'b'.repeat(64)}`]) expect(pattern!.test(bad)).toBe(false);
  });
});
