import type { ActBusinessView, ActProcessView } from '@zhiyuan/shared';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../locales';
import { visibleActions } from '../../../components/row-actions';
import { applyActions, applyColumns, canSubmit, generalFormFields, isLeaveProcess, startableOptions } from './data';

const t = i18n.getFixedT('zh-CN');
const application = (status: number, result: number, extra: Partial<ActBusinessView> = {}) =>
  ({ id: 'b1', title: '请假三天', status, result, procInstId: status === 0 ? '' : 'i1', businessTable: 'leave', ...extra }) as ActBusinessView;
const actions = applyActions(t, { submit: vi.fn(), edit: vi.fn(), withdraw: vi.fn(), progress: vi.fn(), remove: vi.fn() });
const shown = (a: ActBusinessView) => visibleActions(actions, a, () => true).map((x) => x.key);

describe('我的申请 as data', () => {
  it('offers what each state allows', () => {
    expect(shown(application(0, 0))).toEqual(['submit', 'edit', 'delete']);
    expect(shown(application(1, 1))).toEqual(['withdraw', 'progress']);
    expect(shown(application(2, 2))).toEqual(['progress', 'delete']);
    expect(shown(application(2, 3))).toEqual(['submit', 'edit', 'progress', 'delete']);
    expect(shown(application(3, 0))).toEqual(['submit', 'edit', 'progress', 'delete']);
    expect(shown(application(0, 0, { businessTable: 'content' }))).toEqual(['submit', 'delete']);
  });

  it('says 提交申请 for a draft and 重新提交 after', () => {
    const label = actions[0].label as (a: ActBusinessView) => string;
    expect(label(application(0, 0))).toBe('提交申请');
    expect(label(application(3, 0))).toBe('重新提交');
    expect(canSubmit(application(2, 2))).toBe(false);
  });

  it('filters by title, status and result', () => {
    const columns = applyColumns(t, []);
    expect(columns.filter((c) => c.search !== false && c.key !== 'actions').map((c) => c.dataIndex)).toEqual(['title', 'status', 'result']);
    expect(Object.keys(columns.find((c) => c.dataIndex === 'result')?.valueEnum as object)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('asks a general application for its title and text, and tells a leave process by its page or table', () => {
    const fields = generalFormFields(t);
    expect(fields.map((f) => ('name' in f ? f.name : ''))).toEqual(['title', 'description', 'priority']);
    expect(fields.map((f) => ('fieldProps' in f ? f.fieldProps?.['data-testid'] : undefined))).toEqual(['act-apply-title', 'act-apply-description', undefined]);
    expect(isLeaveProcess({ routeName: 'leave', businessTable: '' })).toBe(true);
    expect(isLeaveProcess({ routeName: '', businessTable: 'leave' })).toBe(true);
    expect(isLeaveProcess({ routeName: '', businessTable: '' })).toBe(false);
    const processes = [
      { id: 'p1', name: '报销', processKey: 'expense', categoryTitle: '财务' },
      { id: 'p2', name: '请假流程', processKey: 'leave', categoryTitle: '' },
    ] as ActProcessView[];
    expect(startableOptions(processes)).toEqual([
      { value: 'p1', label: '报销（财务）', 'data-testid': 'act-apply-process-option-expense' },
      { value: 'p2', label: '请假流程', 'data-testid': 'act-apply-process-option-leave' },
    ]);
  });
});
