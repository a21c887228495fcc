import type { ActDoneView } from '@zhiyuan/shared';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../locales';
import { visibleActions } from '../../../components/row-actions';
import { doneActions, doneColumns } from './data';

const t = i18n.getFixedT('zh-CN');

describe('我的已办 as data', () => {
  it('keeps the progress for anyone and deleting behind act:done:delete', () => {
    const actions = doneActions(t, { history: vi.fn(), remove: vi.fn() });
    const row = { id: 'h1', name: '主管审批', businessTitle: '请假三天' } as ActDoneView;
    expect(visibleActions(actions, row, () => false).map((a) => a.key)).toEqual(['history']);
    expect(visibleActions(actions, row, (p) => p === 'act:done:delete').map((a) => a.key)).toEqual(['history', 'delete']);
    expect(actions[1].confirm).toMatchObject({ kind: 'delete' });
  });

  it('searches by task name only and ends with the actions', () => {
    const columns = doneColumns(t, []);
    expect(columns.filter((c) => c.search !== false && c.key !== 'actions').map((c) => c.dataIndex)).toEqual(['name']);
    expect(columns.at(-1)?.key).toBe('actions');
  });
});
