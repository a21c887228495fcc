import type { ActInstanceView, ActProcessView } from '@zhiyuan/shared';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../locales';
import { visibleActions } from '../../../components/row-actions';
import { finishedActions, instanceColumns, processActions, processColumns, processInfoFields, processInfoValues, runningActions } from './data';

const t = i18n.getFixedT('zh-CN');
const process = (status: number) =>
  ({
    id: 'p1',
    name: '请假',
    processKey: 'leave',
    version: 2,
    status,
    categoryId: 'c1',
    description: 'd',
    routeName: 'leave',
    businessTable: 'leave',
  }) as ActProcessView;
const handlers = {
  toggleStatus: vi.fn(),
  editInfo: vi.fn(),
  startUsers: vi.fn(),
  nodes: vi.fn(),
  toModel: vi.fn(),
  exportXml: vi.fn(),
  diagram: vi.fn(),
  remove: vi.fn(),
};

describe('流程管理 as data', () => {
  it('offers suspend for an active version and activate for a suspended one', () => {
    const status = processActions(t, handlers).find((a) => a.key === 'status')!;
    const label = status.label as (p: ActProcessView) => string;
    expect(label(process(1))).toBe('挂起');
    expect(label(process(0))).toBe('激活');
  });

  it('leaves only export and the diagram to a viewer without codes', () => {
    expect(visibleActions(processActions(t, handlers), process(1), () => false).map((a) => a.key)).toEqual(['export', 'diagram']);
    expect(visibleActions(processActions(t, handlers), process(1), (p) => p === 'act:process:edit').map((a) => a.key)).not.toContain('delete');
  });

  it('searches by name, key, category and versions (the newest by default)', () => {
    const columns = processColumns(t, { categories: [{ value: 'c1', label: '人事 / 请假' }], actions: [] });
    const searched = columns.filter((c) => c.search !== false && c.key !== 'actions');
    expect(searched.map((c) => c.dataIndex)).toEqual(['name', 'processKey', 'categoryId', 'showLatest']);
    expect(searched.find((c) => c.dataIndex === 'showLatest')).toMatchObject({ initialValue: 'true', hideInTable: true });
    expect(searched.find((c) => c.dataIndex === 'categoryId')?.valueEnum).toEqual({ c1: { text: '人事 / 请假', status: undefined } });
  });

  it('fills 编辑信息 from the version and offers the business tables', () => {
    expect(processInfoValues(process(1))).toEqual({ categoryId: 'c1', description: 'd', routeName: 'leave', businessTable: 'leave' });
    const table = processInfoFields(t, []).find((f) => 'name' in f && f.name === 'businessTable');
    expect(table && 'options' in table ? table.options.map((o) => o.value) : []).toEqual(['', 'leave', 'content', 'vip_order']);
  });

  it('shows current steps for running instances and end, reason for finished ones', () => {
    const shown = (finished: boolean) =>
      instanceColumns(t, { finished, actions: [] })
        .filter((c) => !c.hideInTable)
        .map((c) => c.dataIndex ?? c.key);
    expect(shown(false)).toEqual(['name', 'businessTitle', 'applicant', 'state', 'currentTasks', 'startTime', 'actions']);
    expect(shown(true)).toEqual(['name', 'businessTitle', 'applicant', 'state', 'startTime', 'endTime', 'reason', 'actions']);
  });

  it('suspends or activates a running instance by its state; cancel and delete need the delete code', () => {
    const running = runningActions(t, { toggle: vi.fn(), cancel: vi.fn(), history: vi.fn() });
    const label = running[0].label as (i: ActInstanceView) => string;
    expect(label({ state: 'running' } as ActInstanceView)).toBe('挂起');
    expect(label({ state: 'suspended' } as ActInstanceView)).toBe('激活');
    expect(running.find((a) => a.key === 'cancel')?.perm).toBe('act:process:delete');
    expect(finishedActions(t, { history: vi.fn(), remove: vi.fn() }).find((a) => a.key === 'delete')?.perm).toBe('act:process:delete');
  });
});
