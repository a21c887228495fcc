import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionNode } from '@zhiyuan/shared';
import { Alert, App, Button, Card, Col, Empty, Form, Input, InputNumber, Radio, Row, Select, Space, Spin, Switch, Tag, Tree, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { MenuIcon } from '../../../layout/MenuIcon';
import { addPermission, deletePermissions, editPermission, getAllPermissions } from '../../../services/permission';
import { flattenPermissions } from './flatten';
import { bodyOf, BUTTON_TYPES, childTypeOf, CODE_PATTERN, formValuesOf, ICON_NAMES, PERMISSION_TYPES, type MenuFormValues } from './data';

const CODES = { add: 'sys:permission:add', edit: 'sys:permission:edit', delete: 'sys:permission:delete' } as const;
const TYPE_COLORS: Record<number, string> = { [-1]: 'purple', 0: 'blue', 1: 'orange' };

type Mode = { kind: 'edit'; id: string } | { kind: 'add'; parentId: string; type: number } | { kind: 'none' };

/** 菜单权限管理: the tree of top navigation, pages and buttons with their permission codes. */
export default function MenuPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const queryClient = useQueryClient();
  const perms = useQuery({ queryKey: ['permissions', 'all'], queryFn: () => getAllPermissions() });
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const [checked, setChecked] = useState<string[]>([]);
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<MenuFormValues>();
  const type = Form.useWatch('type', form);
  const icon = Form.useWatch('icon', form);

  const flat = useMemo(() => flattenPermissions(perms.data ?? []), [perms.data]);
  const byId = useMemo(() => new Map(flat.map((n) => [n.id, n])), [flat]);
  const current = mode.kind === 'edit' ? byId.get(mode.id) : undefined;
  const parent = mode.kind === 'add' ? byId.get(mode.parentId) : current ? byId.get(current.parentId) : undefined;
  const editable = mode.kind === 'add' ? access.can(CODES.add) : access.can(CODES.edit);

  useEffect(() => {
    if (mode.kind === 'edit' && current) form.setFieldsValue(formValuesOf(current));
    if (mode.kind === 'add') {
      form.resetFields();
      form.setFieldsValue({
        type: mode.type,
        parentId: mode.parentId,
        sortOrder: (byId.get(mode.parentId)?.children?.length ?? 0) + 1,
        status: 0,
        showAlways: true,
        isMenu: false,
        buttonType: mode.type === 1 ? 'add' : undefined,
      });
    }
  }, [mode, current, form, byId]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['permissions'] });
  };

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (mode.kind === 'edit') {
        await editPermission({ ...bodyOf({ ...values, parentId: current!.parentId }), id: mode.id });
      } else if (mode.kind === 'add') {
        const created = await addPermission(bodyOf({ ...values, parentId: mode.parentId }));
        setMode({ kind: 'edit', id: created.id });
      }
      void message.success(t('adminCommon.saved'));
      await refresh();
    } catch {
      /* shown */
    } finally {
      setSaving(false);
    }
  };

  const remove = (ids: string[]) => {
    const names = ids.map((id) => byId.get(id)?.title ?? id);
    modal.confirm({
      title: t('adminCommon.deleteTitle'),
      content: names.length === 1 ? t('menuMgr.deleteOne', { name: names[0] }) : t('menuMgr.deleteMany', { count: names.length }),
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deletePermissions(ids);
        void message.success(t('adminCommon.deleted'));
        setChecked([]);
        setMode({ kind: 'none' });
        await refresh();
      },
    });
  };

  const matches = (n: PermissionNode) => {
    const q = filter.trim().toLowerCase();
    return !q || [n.title, n.name, n.code, n.path].some((v) => v?.toLowerCase().includes(q));
  };

  const treeData = useMemo(() => {
    type Item = { key: string; title: ReactNode; children?: Item[] };
    const map = (nodes: PermissionNode[]): Item[] =>
      nodes.flatMap((n) => {
        const kids = n.children?.length ? map(n.children) : [];
        if (!matches(n) && kids.length === 0) return [];
        return [
          {
            key: n.id,
            title: (
              <span className="perm-node" data-testid={`menu-node-${n.title}`}>
                {n.type !== 1 && <MenuIcon icon={n.icon} />} {n.title}
                {n.type === 1 && n.code && (
                  <Typography.Text type="secondary" code>
                    {n.code}
                  </Typography.Text>
                )}
                {n.status !== 0 && (
                  <Tag bordered={false} color="red">
                    {t('adminCommon.disabled')}
                  </Tag>
                )}
              </span>
            ),
            children: kids.length ? kids : undefined,
          },
        ];
      });
    return map(perms.data ?? []);
  }, [perms.data, filter, t]); // eslint-disable-line react-hooks/exhaustive-deps

  const selectedId = mode.kind === 'edit' ? mode.id : undefined;

  return (
    <Row gutter={16} data-testid="menu-page">
      <Col xs={24} lg={10}>
        <Card
          variant="borderless"
          title={t('menuMgr.tree')}
          extra={<Button type="text" icon={<ReloadOutlined />} onClick={() => void refresh()} aria-label={t('common.refresh')} />}
        >
          <Space wrap style={{ marginBottom: 12 }}>
            <HasPerm value={CODES.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setMode({ kind: 'add', parentId: '0', type: -1 })} data-testid="menu-add-top">
                {t('menuMgr.addTop')}
              </Button>
            </HasPerm>
            <HasPerm value={CODES.add}>
              <Button
                icon={<PlusOutlined />}
                disabled={!current || current.type === 1}
                onClick={() => current && setMode({ kind: 'add', parentId: current.id, type: childTypeOf(current) })}
                data-testid="menu-add-child"
              >
                {t('menuMgr.addChild')}
              </Button>
            </HasPerm>
            <HasPerm value={CODES.delete}>
              <Button danger icon={<DeleteOutlined />} disabled={!checked.length} onClick={() => remove(checked)}>
                {t('menuMgr.deleteChecked')}
              </Button>
            </HasPerm>
          </Space>
          <Input.Search allowClear placeholder={t('menuMgr.searchPlaceholder')} onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 12 }} />
          {perms.isLoading ? (
            <Spin />
          ) : (
            <div className="menu-tree-scroll">
              <Tree
                blockNode
                defaultExpandAll
                key={filter ? `f-${filter}` : `all-${flat.length}`}
                checkable={access.can(CODES.delete)}
                checkStrictly
                checkedKeys={checked}
                onCheck={(keys) => setChecked(((keys as { checked: Key[] }).checked ?? []).map(String))}
                selectedKeys={selectedId ? [selectedId] : []}
                onSelect={(keys) => setMode(keys[0] ? { kind: 'edit', id: String(keys[0]) } : { kind: 'none' })}
                treeData={treeData}
              />
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card
          variant="borderless"
          data-testid="menu-detail"
          title={
            mode.kind === 'add' ? (
              t('menuMgr.addUnder', { name: parent?.title ?? t('menuMgr.root') })
            ) : current ? (
              <Space>
                {t('menuMgr.editTitle', { name: current.title })}
                <Tag color={TYPE_COLORS[current.type]} bordered={false}>
                  {t(`menuMgr.types.${current.type}`)}
                </Tag>
              </Space>
            ) : (
              t('menuMgr.detail')
            )
          }
        >
          {mode.kind === 'none' || (mode.kind === 'edit' && !current) ? (
            <Empty description={t('menuMgr.pick')} />
          ) : (
            <>
              <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} disabled={!editable}>
                <Form.Item name="parentId" hidden>
                  <Input />
                </Form.Item>
                <Form.Item label={t('menuMgr.parent')}>
                  <Typography.Text>{parent?.title ?? t('menuMgr.root')}</Typography.Text>
                </Form.Item>
                <Form.Item name="type" label={t('menuMgr.type')}>
                  <Radio.Group optionType="button" options={PERMISSION_TYPES.map((v) => ({ value: v, label: t(`menuMgr.types.${v}`) }))} />
                </Form.Item>
                <Form.Item
                  name="title"
                  label={t('menuMgr.title')}
                  rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('menuMgr.title') }) }, { max: 50 }]}
                >
                  <Input data-testid="menu-form-title" />
                </Form.Item>
                <Form.Item
                  name="code"
                  label={t('menuMgr.code')}
                  tooltip={t('menuMgr.codeTip')}
                  rules={[
                    { required: type === 1, message: t('menuMgr.codeRequired') },
                    { pattern: CODE_PATTERN, message: t('menuMgr.codeRule') },
                  ]}
                >
                  <Input placeholder="sys:user:add" data-testid="menu-form-code" />
                </Form.Item>
                {type === 1 ? (
                  <Form.Item name="buttonType" label={t('menuMgr.buttonType')} rules={[{ required: true }]}>
                    <Select options={BUTTON_TYPES.map((v) => ({ value: v, label: `${t(`menuMgr.buttonTypes.${v}`)} (${v})` }))} />
                  </Form.Item>
                ) : (
                  <>
                    <Form.Item name="name" label={t('menuMgr.name')} tooltip={t('menuMgr.nameTip')}>
                      <Input placeholder="user-manage" />
                    </Form.Item>
                    <Form.Item name="path" label={t('menuMgr.path')} rules={[{ max: 200 }]}>
                      <Input placeholder="/sys/user" />
                    </Form.Item>
                    {type === 0 && (
                      <Form.Item name="component" label={t('menuMgr.component')} tooltip={t('menuMgr.componentTip')}>
                        <Input placeholder="sys/user" />
                      </Form.Item>
                    )}
                    <Form.Item name="icon" label={t('menuMgr.icon')}>
                      <Select
                        showSearch
                        allowClear
                        placeholder={t('menuMgr.iconPlaceholder')}
                        options={ICON_NAMES.map((name) => ({
                          value: name,
                          label: (
                            <Space>
                              <MenuIcon icon={name} />
                              {name}
                            </Space>
                          ),
                          search: name,
                        }))}
                        optionFilterProp="search"
                        suffixIcon={icon ? <MenuIcon icon={icon} /> : undefined}
                        data-testid="menu-form-icon"
                      />
                    </Form.Item>
                    <Form.Item name="url" label={t('menuMgr.url')} tooltip={t('menuMgr.urlTip')} rules={[{ type: 'url', message: t('menuMgr.urlRule') }]}>
                      <Input placeholder="https://" />
                    </Form.Item>
                    <Form.Item name="showAlways" label={t('menuMgr.showAlways')} tooltip={t('menuMgr.showAlwaysTip')} valuePropName="checked">
                      <Switch data-testid="menu-form-show-always" />
                    </Form.Item>
                    <Form.Item name="isMenu" label={t('menuMgr.isMenu')} tooltip={t('menuMgr.isMenuTip')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </>
                )}
                <Form.Item name="description" label={t('menuMgr.description')} rules={[{ max: 200 }]}>
                  <Input data-testid="menu-form-description" />
                </Form.Item>
                <Form.Item name="sortOrder" label={t('adminCommon.sortOrder')}>
                  <InputNumber min={0} max={9999} step={1} />
                </Form.Item>
                <Form.Item name="status" label={t('adminCommon.status')}>
                  <Radio.Group
                    options={[
                      { value: 0, label: t('adminCommon.enabled') },
                      { value: -1, label: t('adminCommon.disabled') },
                    ]}
                  />
                </Form.Item>
              </Form>
              {type === 1 && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('menuMgr.buttonNote')} />}
              <Space style={{ marginLeft: '20.8%' }}>
                {editable && (
                  <Button type="primary" loading={saving} onClick={() => void save()} data-testid="menu-save">
                    {t('common.save')}
                  </Button>
                )}
                {mode.kind === 'add' && <Button onClick={() => setMode({ kind: 'none' })}>{t('common.cancel')}</Button>}
                {mode.kind === 'edit' && current && (
                  <HasPerm value={CODES.delete}>
                    <Button danger onClick={() => remove([current.id])}>
                      {t('common.delete')}
                    </Button>
                  </HasPerm>
                )}
              </Space>
            </>
          )}
        </Card>
      </Col>
    </Row>
  );
}
