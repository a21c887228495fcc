import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../locales';
import { visibleActions } from '../../../components/row-actions';
import type { CategoryNode } from '../shared/categories';
import { categoryActions, categoryColumns, categoryFormFields, categoryFormValues } from './data';

const t = i18n.getFixedT('zh-CN');
const node = (type: number, sortOrder = 0): CategoryNode => ({
  id: `n${sortOrder}`,
  parentId: '0',
  title: type === 0 ? '人事' : '请假',
  type,
  sortOrder,
  isParent: false,
  createTime: '',
});

describe('流程分类 as data', () => {
  it('adds children under a group only, and asks before deleting', () => {
    const actions = categoryActions(t, { addChild: vi.fn(), edit: vi.fn(), remove: vi.fn() });
    const all = () => true;
    expect(visibleActions(actions, node(0), all).map((a) => a.key)).toEqual(['addChild', 'edit', 'delete']);
    expect(visibleActions(actions, node(1), all).map((a) => a.key)).toEqual(['edit', 'delete']);
    expect(actions.find((a) => a.key === 'delete')?.confirm).toMatchObject({ kind: 'delete', thing: '分类' });
    expect(visibleActions(actions, node(0), (perm) => perm === 'act:category:edit').map((a) => a.key)).toEqual(['edit']);
  });

  it('ends the columns with the action column and offers both types in the dialog', () => {
    const columns = categoryColumns(t, []);
    expect(columns.at(-1)).toMatchObject({ key: 'actions', fixed: 'right' });
    const type = categoryFormFields(t).find((f) => 'name' in f && f.name === 'type');
    expect(type).toMatchObject({
      kind: 'radio',
      options: [
        { value: 0, label: '分组' },
        { value: 1, label: '分类' },
      ],
    });
  });

  it('fills the dialog from the category edited, or a new category after its siblings', () => {
    expect(categoryFormValues(node(0, 4))).toEqual({ title: '人事', type: 0, sortOrder: 4 });
    expect(categoryFormValues(null, [node(1, 1), node(1, 5)])).toEqual({ title: '', type: 1, sortOrder: 6 });
    expect(categoryFormValues(null)).toEqual({ title: '', type: 1, sortOrder: 0 });
  });
});
