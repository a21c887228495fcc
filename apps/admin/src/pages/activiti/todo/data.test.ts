import type { ActFormField, ActTaskView } from '@zhiyuan/shared';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../locales';
import { visibleActions } from '../../../components/row-actions';
import { passValues, taskFieldName, taskFormFields, todoActions } from './data';

const t = i18n.getFixedT('zh-CN');
const field = (name: string, type: ActFormField['type'], extra: Partial<ActFormField> = {}): ActFormField => ({
  name,
  label: name.toUpperCase(),
  type,
  required: false,
  options: [],
  ...extra,
});
const fields = [
  field('reason', 'text', { required: true }),
  field('note', 'textarea'),
  field('days', 'number', { required: true }),
  field('until', 'date'),
  field('kind', 'select', { options: ['事假', '病假'] }),
  field('urgent', 'boolean', { required: true }),
];

const task = { id: 't1', name: '主管审批', formFields: [] as ActFormField[] } as ActTaskView;

describe('我的待办 as data', () => {
  it('turns a node’s form fields into the pass dialog’s controls, kept apart from the comment', () => {
    const controls = taskFormFields(t, fields);
    expect(controls.map((c) => c.kind)).toEqual(['text', 'textarea', 'digit', 'date', 'select', 'switch']);
    expect(controls.map((c) => ('name' in c ? c.name : ''))).toEqual(fields.map((f) => taskFieldName(f.name)));
    expect(controls[0]).toMatchObject({ label: 'REASON', rules: [{ required: true, message: '请填写REASON' }] });
    // A switch always has a value, so it is never "required".
    expect(controls[5]).toMatchObject({ rules: [] });
    expect(controls[4]).toMatchObject({
      options: [
        { value: '事假', label: '事假' },
        { value: '病假', label: '病假' },
      ],
    });
  });

  it('reads back the comment and the variables, typed, leaving out what was not filled', () => {
    const values = {
      comment: ' 同意 ',
      [taskFieldName('reason')]: ' 家中有事 ',
      [taskFieldName('note')]: '   ',
      [taskFieldName('days')]: 3,
      [taskFieldName('until')]: '2025-03-01',
      [taskFieldName('kind')]: '事假',
    };
    expect(passValues(values, fields)).toEqual({
      comment: '同意',
      values: { reason: '家中有事', days: 3, until: '2025-03-01', kind: '事假', urgent: false },
    });
    expect(passValues({}, [])).toEqual({ comment: '', values: {} });
  });

  it('guards pass, back and delegate by their codes', () => {
    const actions = todoActions(t, { pass: vi.fn(), back: vi.fn(), backToTask: vi.fn(), delegate: vi.fn(), history: vi.fn() });
    expect(visibleActions(actions, task, (p) => p === 'act:todo:back').map((a) => a.key)).toEqual(['back', 'backToTask', 'history']);
    expect(visibleActions(actions, task, () => true).map((a) => a.key)).toEqual(['pass', 'back', 'backToTask', 'delegate', 'history']);
  });
});
