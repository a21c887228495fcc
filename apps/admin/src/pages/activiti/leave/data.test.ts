import type { LeaveView } from '@zhiyuan/shared';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../locales';
import { visibleActions } from '../../../components/row-actions';
import { leaveActions, leaveColumns, leaveDays, leaveFormFields, leaveFormValues, leaveTypeOptions } from './data';

const t = i18n.getFixedT('zh-CN');

describe('请假 as data', () => {
  it('counts the days from the first to the last, both included', () => {
    expect(leaveDays('2025-03-03', '2025-03-03')).toBe(1);
    expect(leaveDays('2025-03-03', '2025-03-05')).toBe(3);
    expect(leaveDays('2025-02-27', '2025-03-02')).toBe(4);
    expect(leaveDays('2024-12-31', '2025-01-01')).toBe(2);
  });

  it('counts nothing until both dates are set and in order', () => {
    expect(leaveDays('2025-03-05', '2025-03-03')).toBeNull();
    expect(leaveDays('2025-03-05', undefined)).toBeNull();
    expect(leaveDays('', '2025-03-05')).toBeNull();
    expect(leaveDays('not a date', '2025-03-05')).toBeNull();
  });

  it('takes the types from the leave_type dictionary, else the built-in four', () => {
    expect(leaveTypeOptions(t, [{ id: '1', title: '婚假', value: 'marriage', sortOrder: 1 }])).toEqual([{ value: 'marriage', label: '婚假' }]);
    expect(leaveTypeOptions(t, undefined).map((o) => o.label)).toEqual(['事假', '病假', '年假', '调休']);
    expect(leaveTypeOptions(t, []).map((o) => o.value)).toEqual(['personal', 'sick', 'annual', 'compensatory']);
  });

  it('starts a new request on the first type at normal priority, and an edit from the request', () => {
    expect(leaveFormValues(null, 'sick')).toEqual({ type: 'sick', title: '', description: '', priority: 0 });
    expect(leaveFormValues(null, '').type).toBeUndefined();
    const leave = {
      id: 'l1',
      type: 'annual',
      title: '年假',
      description: '回家',
      startDate: '2025-03-03',
      endDate: '2025-03-05',
      duration: 3,
      businessId: 'b1',
      status: 0,
      result: 0,
      procInstId: '',
      createTime: '',
    };
    expect(leaveFormValues(leave, 'sick')).toEqual({
      type: 'annual',
      title: '年假',
      description: '回家',
      startDate: '2025-03-03',
      endDate: '2025-03-05',
      priority: 0,
    });
  });

  it('shows the days between the dates in the dialog', () => {
    const watch = leaveFormFields(t, []).find((f) => f.kind === 'watch');
    expect(watch && watch.kind === 'watch' ? watch.names : []).toEqual(['startDate', 'endDate']);
  });

  it('offers edit and submit only while the request is not under review nor approved, and the progress once submitted', () => {
    const leave = (status: number, result: number) => ({ id: 'l1', title: '年假', status, result, procInstId: status === 0 ? '' : 'i1' }) as LeaveView;
    const actions = leaveActions(t, { edit: vi.fn(), submit: vi.fn(), progress: vi.fn() }, () => true);
    const shown = (l: LeaveView) => visibleActions(actions, l, () => true).map((a) => a.key);
    expect(shown(leave(0, 0))).toEqual(['edit', 'submit']);
    expect(shown(leave(1, 1))).toEqual(['progress']);
    expect(shown(leave(2, 2))).toEqual(['progress']);
    expect(shown(leave(2, 3))).toEqual(['edit', 'submit', 'progress']);
    expect(shown(leave(3, 4))).toEqual(['edit', 'submit', 'progress']);
    const label = actions[1].label as (l: LeaveView) => string;
    expect([label(leave(0, 0)), label(leave(3, 4))]).toEqual(['提交申请', '重新提交']);
    // Without 我的申请's codes only the progress is left.
    const none = leaveActions(t, { edit: vi.fn(), submit: vi.fn(), progress: vi.fn() }, () => false);
    expect(visibleActions(none, leave(3, 4), () => true).map((a) => a.key)).toEqual(['progress']);
  });

  it('shows the type by the dictionary’s title and the state as 我的申请 does', () => {
    const columns = leaveColumns(t, { types: [{ value: 'sick', label: '病假' }], actions: [] });
    const type = columns.find((c) => c.dataIndex === 'type');
    const render = type?.render as (text: unknown, l: LeaveView) => unknown;
    expect(render(null, { type: 'sick' } as LeaveView)).toBe('病假');
    expect(columns.map((c) => c.dataIndex)).toEqual(expect.arrayContaining(['status', 'result']));
  });
});
