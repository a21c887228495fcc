import { DATA_TYPES } from '@zhiyuan/shared';
import { Alert, App, Form, Modal, Radio, Space, Spin, Tree, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_TYPE_LIST, departmentIdsOf, editRoleDepartments, type Role } from '../../../../services/role';
import { useDepartmentTree } from '../../department/tree';

interface DataScopeProps {
  role: Role | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 数据权限: which users and records the role's holders see in every owned list. */
export function DataScopeModal({ role, onClose, onSaved }: DataScopeProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dataType, setDataType] = useState<number>(DATA_TYPES.ALL);
  const [departments, setDepartments] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const tree = useDepartmentTree(Boolean(role));

  useEffect(() => {
    if (role) {
      setDataType(role.dataType);
      setDepartments(departmentIdsOf(role));
    }
  }, [role]);

  const custom = dataType === DATA_TYPES.CUSTOM;

  const save = async () => {
    if (!role) return;
    if (custom && departments.length === 0) {
      void message.warning(t('role.scopeNeedDepartments'));
      return;
    }
    setSaving(true);
    try {
      await editRoleDepartments(role.id, dataType, custom ? departments : []);
      void message.success(t('role.scopeSaved'));
      onSaved();
      onClose();
    } catch {
      /* shown by the client */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={role ? t('role.scopeTitle', { name: role.description || role.name }) : ''}
      open={Boolean(role)}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      confirmLoading={saving}
      width={560}
      destroyOnHidden
      okButtonProps={{ ...({ 'data-testid': 'role-scope-save' } as object) }}
    >
      <Form layout="vertical">
        <Form.Item label={t('role.dataType')}>
          <Radio.Group value={dataType} onChange={(e) => setDataType(e.target.value as number)}>
            <Space direction="vertical">
              {DATA_TYPE_LIST.map((type) => (
                <Radio key={type} value={type} data-testid={`role-scope-${type}`}>
                  {t(`role.dataTypes.${type}`)}
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                    {t(`role.dataTypeHints.${type}`)}
                  </Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {custom && (
          <Form.Item label={t('role.customDepartments', { count: departments.length })} required>
            {tree.isLoading ? (
              <Spin />
            ) : (
              <div className="scope-tree">
                <Tree
                  checkable
                  checkStrictly
                  defaultExpandAll
                  selectable={false}
                  checkedKeys={{ checked: departments, halfChecked: [] }}
                  onCheck={(keys) => setDepartments(((keys as { checked: React.Key[] }).checked ?? []).map(String))}
                  treeData={tree.data ?? []}
                />
              </div>
            )}
          </Form.Item>
        )}
        <Alert type="info" showIcon message={t('role.scopeNote')} />
      </Form>
    </Modal>
  );
}
