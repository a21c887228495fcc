import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ModalForm, ProTable } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import { addCategory, deleteCategories, editCategory, searchCategories, type CategoryForm } from '../../../services/workflow';
import { confirmDelete } from '../../sys/shared/confirm';
import { CATEGORY_TREE_KEY, flattenCategories, useCategoryTree, type CategoryNode } from '../shared/categories';
import { CODES, categoryActions, categoryColumns, categoryFormFields, categoryFormValues } from './data';

/** Who the dialog is for: a new category under a parent ('0': the top), or one being edited. */
type Editing = { parent: CategoryNode | null } | { category: CategoryNode };

/** 流程分类: the tree of groups and categories processes are filed under. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const tree = useCategoryTree();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({ queryKey: ['workflow', 'categories', 'search', keyword], queryFn: () => searchCategories(keyword), enabled: Boolean(keyword) });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [selected, setSelected] = useState<CategoryNode[]>([]);
  // The tree opens fully; a branch the user closes stays closed.
  const [collapsed, setCollapsed] = useState<string[]>([]);

  const all = useMemo(() => flattenCategories(tree.data ?? []), [tree.data]);
  const rows: CategoryNode[] = keyword ? (found.data ?? []) : (tree.data ?? []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: CATEGORY_TREE_KEY });

  const remove = async (ids: string[]) => {
    await deleteCategories(ids);
    void message.success(t('adminCommon.deleted'));
    setSelected([]);
    await refresh();
  };

  const actions = categoryActions(t, {
    addChild: (parent) => setEditing({ parent }),
    edit: (category) => setEditing({ category }),
    remove: (category) => remove([category.id]),
  });

  const current = editing && 'category' in editing ? editing.category : null;
  const parent = editing && 'parent' in editing ? editing.parent : null;
  const siblings = all.filter((c) => c.parentId === (parent?.id ?? '0'));

  return (
    <div data-testid="category-page">
      <ProTable<CategoryNode>
        rowKey="id"
        headerTitle={t('workflow.category.listTitle')}
        columns={categoryColumns(t, actions)}
        dataSource={rows}
        loading={keyword ? found.isFetching : tree.isFetching}
        search={false}
        options={false}
        cardBordered={false}
        pagination={false}
        scroll={{ x: 760 }}
        expandable={{
          expandedRowKeys: all.filter((c) => !collapsed.includes(c.id)).map((c) => c.id),
          onExpand: (open, c) => setCollapsed((list) => (open ? list.filter((id) => id !== c.id) : [...list, c.id])),
          showExpandColumn: !keyword,
        }}
        rowSelection={
          access.can(CODES.delete) ? { selectedRowKeys: selected.map((c) => c.id), onChange: (_k, list) => setSelected(list), checkStrictly: true } : false
        }
        tableAlertOptionRender={() => (
          <Typography.Link
            type="danger"
            onClick={() =>
              confirmDelete(modal, t, { names: selected.map((c) => c.title), thing: t('workflow.category.thing') }, () => remove(selected.map((c) => c.id)))
            }
          >
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolbar={{
          search: {
            allowClear: true,
            placeholder: t('workflow.category.searchPlaceholder'),
            onSearch: (text: string) => setKeyword(text.trim()),
            style: { width: 180 },
            ...({ 'data-testid': 'category-search' } as object),
          },
        }}
        toolBarRender={() => [
          <Button key="refresh" icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label={t('common.refresh')} />,
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parent: null })} data-testid="category-add">
              {t('workflow.category.addTop')}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<CategoryForm>
        key={current?.id ?? `new-${parent?.id ?? '0'}`}
        title={current ? t('workflow.category.edit') : parent ? t('workflow.category.addChildOf', { name: parent.title }) : t('workflow.category.addTop')}
        open={editing !== null}
        width={480}
        initialValues={categoryFormValues(current, siblings)}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (values) => {
          const form = { ...values, title: values.title.trim() };
          try {
            if (current) await editCategory({ ...form, id: current.id });
            else await addCategory({ ...form, parentId: parent?.id ?? '0' });
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setEditing(null);
          await refresh();
          return true;
        }}
      >
        {renderFormFields(categoryFormFields(t))}
      </ModalForm>
    </div>
  );
}
