import { ApartmentOutlined, DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDigit, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Col, Descriptions, Empty, Form, Input, InputNumber, Radio, Row, Space, Spin, Tag, Tree, TreeSelect, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { ApiError } from '../../../services/http';
import { addDepartment, deleteDepartments, editDepartment, searchDepartments, type Department } from '../../../services/department';
import { UserPicker } from '../shared/user-picker';
import { DEPARTMENT_TREE_KEY, flattenTree, useDepartmentTree, type DepartmentTreeNode } from './tree';

const CODES = { add: 'sys:department:add', edit: 'sys:department:edit', delete: 'sys:department:delete' } as const;

/** The details form: the department's own fields, as it reads and writes them. */
type DetailValues = Pick<Department, 'title' | 'parentId' | 'sortOrder' | 'status' | 'mainHeader' | 'viceHeader'>;

function valuesOf(d: Department): DetailValues {
  return {
    title: d.title,
    parentId: d.parentId,
    sortOrder: d.sortOrder,
    status: d.status,
    mainHeader: d.mainHeader,
    viceHeader: d.viceHeader,
  };
}

/** 部门管理: the department tree on the left, the chosen department's details and heads on the right. */
export default function DepartmentPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const tree = useDepartmentTree();
  const [selectedId, setSelectedId] = useState<string>();
  const [checked, setChecked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Department[] | null>(null);
  const [adding, setAdding] = useState<{ parentId: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<DetailValues>();

  const all = useMemo(() => flattenTree(tree.data ?? []), [tree.data]);
  const selected = all.find((n) => n.key === selectedId)?.department;
  const canEdit = access.can(CODES.edit);

  useEffect(() => {
    if (selected) form.setFieldsValue(valuesOf(selected));
  }, [selected, form]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: DEPARTMENT_TREE_KEY });

  const runSearch = async (text: string) => {
    setSearch(text);
    if (!text.trim()) return setFound(null);
    setFound(await searchDepartments(text.trim()).catch(() => []));
  };

  const remove = (ids: string[]) => {
    const names = ids.map((id) => all.find((n) => n.key === id)?.title ?? id);
    modal.confirm({
      title: t('adminCommon.deleteTitle'),
      content: names.length === 1 ? t('dept.deleteOne', { name: names[0] }) : t('dept.deleteMany', { count: names.length }),
      okText: t('common.delete'),
      okButtonProps: { danger: true, ...({ 'data-testid': 'confirm-delete-ok' } as object) },
      onOk: async () => {
        try {
          await deleteDepartments(ids);
        } catch (error) {
          // The server refuses while users or sub-departments remain: say so plainly.
          modal.error({
            title: t('dept.deleteRefused'),
            content: <span data-testid="dept-delete-refused">{error instanceof ApiError ? error.message : t('http.failed')}</span>,
          });
          return;
        }
        void message.success(t('adminCommon.deleted'));
        setChecked([]);
        if (selectedId && ids.includes(selectedId)) setSelectedId(undefined);
        await refresh();
      },
    });
  };

  const save = async () => {
    if (!selected) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await editDepartment({ id: selected.id, ...values, title: values.title.trim() });
      void message.success(t('adminCommon.saved'));
      await refresh();
    } catch {
      /* shown by the client */
    } finally {
      setSaving(false);
    }
  };

  const renderTitle = (node: DepartmentTreeNode) => (
    <span className="dept-node" data-testid={`dept-node-${node.title}`}>
      {node.title}
      {node.department.userCount > 0 && <Typography.Text type="secondary"> · {t('dept.userCount', { count: node.department.userCount })}</Typography.Text>}
      {node.department.status !== 0 && (
        <Tag color="red" bordered={false} style={{ marginLeft: 6 }}>
          {t('adminCommon.disabled')}
        </Tag>
      )}
    </span>
  );

  const treeData = useMemo(() => {
    type Item = { key: string; title: ReactNode; children?: Item[] };
    const map = (nodes: DepartmentTreeNode[]): Item[] =>
      nodes.map((n) => ({ key: n.key, title: renderTitle(n), children: n.children ? map(n.children) : undefined }));
    return map(tree.data ?? []);
  }, [tree.data, t]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Row gutter={16} className="dept-page" data-testid="dept-page">
      <Col xs={24} lg={9}>
        <Card
          variant="borderless"
          title={
            <Space>
              <ApartmentOutlined />
              {t('dept.tree')}
            </Space>
          }
          extra={<Button type="text" icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label={t('common.refresh')} />}
        >
          <Space wrap style={{ marginBottom: 12 }}>
            <HasPerm value={CODES.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({ parentId: '0' })} data-testid="dept-add-top">
                {t('dept.addTop')}
              </Button>
            </HasPerm>
            <HasPerm value={CODES.add}>
              <Button
                icon={<PlusOutlined />}
                disabled={!selected}
                onClick={() => selected && setAdding({ parentId: selected.id })}
                data-testid="dept-add-child"
              >
                {t('dept.addChild')}
              </Button>
            </HasPerm>
            <HasPerm value={CODES.delete}>
              <Button danger icon={<DeleteOutlined />} disabled={checked.length === 0} onClick={() => remove(checked)} data-testid="dept-delete">
                {t('dept.deleteChecked')}
              </Button>
            </HasPerm>
          </Space>
          <Input.Search
            allowClear
            placeholder={t('dept.searchPlaceholder')}
            onSearch={(v) => void runSearch(v)}
            style={{ marginBottom: 12 }}
            data-testid="dept-search"
          />
          {found ? (
            found.length ? (
              <div className="dept-found">
                {found.map((d) => (
                  <div key={d.id} className={`dept-found-item${d.id === selectedId ? ' active' : ''}`} role="button" onClick={() => setSelectedId(d.id)}>
                    <Typography.Text strong>{d.title}</Typography.Text>
                    {d.parentTitle && <Typography.Text type="secondary"> · {d.parentTitle}</Typography.Text>}
                  </div>
                ))}
                <Typography.Link onClick={() => void runSearch('')}>{t('dept.backToTree')}</Typography.Link>
              </div>
            ) : (
              <Empty description={t('dept.noMatch', { text: search })} />
            )
          ) : tree.isLoading ? (
            <Spin />
          ) : treeData.length ? (
            <Tree
              blockNode
              defaultExpandAll
              checkable={access.can(CODES.delete)}
              checkStrictly
              checkedKeys={checked}
              onCheck={(keys) => setChecked(((keys as { checked: Key[] }).checked ?? []).map(String))}
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(keys) => setSelectedId(keys[0] ? String(keys[0]) : undefined)}
              treeData={treeData}
            />
          ) : (
            <Empty description={t('dept.empty')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card variant="borderless" title={selected ? t('dept.detailOf', { name: selected.title }) : t('dept.detail')} data-testid="dept-detail">
          {!selected ? (
            <Empty description={t('dept.pick')} />
          ) : (
            <>
              <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
                <Descriptions.Item label={t('dept.parent')}>{selected.parentTitle || t('dept.topLevel')}</Descriptions.Item>
                <Descriptions.Item label={t('dept.users')}>
                  <Badge color={selected.userCount ? 'blue' : 'default'} text={t('dept.userCount', { count: selected.userCount })} />
                </Descriptions.Item>
                <Descriptions.Item label={t('adminCommon.createTime')}>{selected.createTime}</Descriptions.Item>
              </Descriptions>
              <Form form={form} layout="vertical" disabled={!canEdit} style={{ maxWidth: 640 }}>
                <Form.Item name="parentId" label={t('dept.parent')}>
                  <TreeSelect
                    treeData={[{ value: '0', title: t('dept.topLevel'), children: tree.data }]}
                    treeDefaultExpandAll
                    fieldNames={{ value: 'value', label: 'title' }}
                  />
                </Form.Item>
                <Form.Item
                  name="title"
                  label={t('dept.title')}
                  rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('dept.title') }) }, { max: 50 }]}
                >
                  <Input data-testid="dept-title" />
                </Form.Item>
                <Row gutter={16}>
                  <Col span={12}>
                    <Form.Item name="sortOrder" label={t('adminCommon.sortOrder')}>
                      <InputNumber min={0} max={9999} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item name="status" label={t('adminCommon.status')}>
                      <Radio.Group
                        options={[
                          { value: 0, label: t('adminCommon.enabled') },
                          { value: -1, label: t('adminCommon.disabled') },
                        ]}
                      />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name="mainHeader" label={t('dept.mainHeader')}>
                  <UserPicker known={selected.mainHeaders} testId="dept-main-header" />
                </Form.Item>
                <Form.Item name="viceHeader" label={t('dept.viceHeader')}>
                  <UserPicker known={selected.viceHeaders} />
                </Form.Item>
              </Form>
              <Space>
                <HasPerm value={CODES.edit}>
                  <Button type="primary" loading={saving} onClick={() => void save()} data-testid="dept-save">
                    {t('common.save')}
                  </Button>
                </HasPerm>
                <HasPerm value={CODES.edit}>
                  <Button onClick={() => form.setFieldsValue(valuesOf(selected))}>{t('common.reset')}</Button>
                </HasPerm>
                <HasPerm value={CODES.delete}>
                  <Button danger onClick={() => remove([selected.id])}>
                    {t('common.delete')}
                  </Button>
                </HasPerm>
              </Space>
            </>
          )}
        </Card>
      </Col>
      <ModalForm<{ title: string; sortOrder: number; status: number; parentId: string }>
        key={adding?.parentId ?? 'none'}
        title={adding?.parentId === '0' ? t('dept.addTop') : t('dept.addChildOf', { name: all.find((n) => n.key === adding?.parentId)?.title ?? '' })}
        open={Boolean(adding)}
        width={480}
        initialValues={{ sortOrder: 0, status: 0, parentId: adding?.parentId ?? '0' }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setAdding(null) }}
        onFinish={async (values) => {
          try {
            const created = await addDepartment({ ...values, title: values.title.trim(), parentId: adding?.parentId ?? '0' });
            void message.success(t('adminCommon.added'));
            setAdding(null);
            await refresh();
            setSelectedId(created.id);
            return true;
          } catch {
            return false;
          }
        }}
      >
        <ProFormText
          name="title"
          label={t('dept.title')}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('dept.title') }) }, { max: 50 }]}
          fieldProps={{ ...({ 'data-testid': 'dept-form-title' } as object) }}
        />
        <ProFormDigit name="sortOrder" label={t('adminCommon.sortOrder')} min={0} max={9999} />
        <ProFormRadio.Group
          name="status"
          label={t('adminCommon.status')}
          options={[
            { value: 0, label: t('adminCommon.enabled') },
            { value: -1, label: t('adminCommon.disabled') },
          ]}
        />
      </ModalForm>
    </Row>
  );
}
