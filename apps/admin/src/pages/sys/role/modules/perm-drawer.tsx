import { useQuery } from '@tanstack/react-query';
import type { PermissionNode } from '@zhiyuan/shared';
import { App, Button, Drawer, Empty, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../../layout/MenuIcon';
import { getAllPermissions } from '../../../../services/permission';
import { editRolePermissions, permissionIdsOf, type Role } from '../../../../services/role';
import { grantedInTree, indexTree, parentIds, toggle, toPermIds } from '../perm-tree';

interface PermDrawerProps {
  role: Role | null;
  onClose: () => void;
  onSaved: () => void;
}

interface TreeItem {
  key: string;
  title: ReactNode;
  children?: TreeItem[];
}

/** 分配权限: the role's menus, pages and buttons, then its public-site pages (前台页面), as one checkable tree. */
export function PermDrawer({ role, onClose, onSaved }: PermDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const adminTree = useQuery({ queryKey: ['permissions', 'all'], queryFn: () => getAllPermissions(), enabled: Boolean(role) });
  const siteTree = useQuery({ queryKey: ['permissions', 'web'], queryFn: () => getAllPermissions('web'), enabled: Boolean(role) });
  // Both trees, so the save covers every permission the role holds (scope=all): its public-site pages too.
  const trees = useMemo(() => (adminTree.data && siteTree.data ? [...adminTree.data, ...siteTree.data] : undefined), [adminTree.data, siteTree.data]);
  const index = useMemo(() => indexTree(trees ?? []), [trees]);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (role && trees) {
      setChecked(grantedInTree(index, permissionIdsOf(role)));
      setExpanded(parentIds(index));
    }
  }, [role, trees, index]);

  const treeData = useMemo(() => {
    const map = (nodes: PermissionNode[]): TreeItem[] =>
      nodes.map((n) => ({
        key: n.id,
        title: (
          <span className="perm-node">
            {n.type !== 1 && <MenuIcon icon={n.icon} />} {n.title}
            {n.type === -1 && n.scope === 'admin' && (
              <Tag bordered={false} color="purple">
                {t('menuMgr.typeApp')}
              </Tag>
            )}
            {(n.type === 1 || n.scope === 'web') && n.code && (
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
        children: n.children?.length ? map(n.children) : undefined,
      }));
    return map(trees ?? []);
  }, [trees, t]);

  const save = async () => {
    // Until both trees are in, the ticked set is not the role's: saving it would empty the role.
    if (!role || !trees) return;
    setSaving(true);
    try {
      await editRolePermissions(role.id, toPermIds(index, checked), 'all');
      void message.success(t('role.permSaved'));
      onSaved();
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      title={role ? t('role.permTitle', { name: role.description || role.name }) : ''}
      open={Boolean(role)}
      onClose={onClose}
      width={560}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={!trees} onClick={() => void save()} data-testid="role-perm-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setChecked(new Set(index.all))}>
          {t('role.checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked(new Set())}>
          {t('role.uncheckAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded(parentIds(index))}>
          {t('role.expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {t('role.collapseAll')}
        </Button>
        <Typography.Text type="secondary">{t('role.permCount', { count: checked.size })}</Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('role.permHint')}
      </Typography.Paragraph>
      {adminTree.isLoading || siteTree.isLoading ? (
        <Spin />
      ) : treeData.length ? (
        <Tree
          checkable
          checkStrictly
          blockNode
          selectable={false}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          checkedKeys={{ checked: [...checked], halfChecked: [] }}
          onCheck={(_keys, info) => setChecked((prev) => toggle(index, prev, String(info.node.key as Key), info.checked))}
          treeData={treeData}
          data-testid="role-perm-tree"
        />
      ) : (
        <Empty />
      )}
    </Drawer>
  );
}
