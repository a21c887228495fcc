import { useQuery } from '@tanstack/react-query';
import type { ActAssignee } from '@zhiyuan/shared';
import { Checkbox, Select, TreeSelect, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getAllRoles } from '../../../services/role';
import type { AssigneeRule } from '../../../services/workflow';
import { useDepartmentTree } from '../../sys/department/tree';
import { UserPicker } from '../../sys/shared/user-picker';
import { useUserBriefs } from './users';
import { groupAssignees, ungroupAssignees, type AssigneeGroups } from './zy';

interface AssigneeEditorProps {
  value: AssigneeRule[];
  onChange: (rules: AssigneeRule[]) => void;
  /** The rules as the server named them (a deployed node's assignees), so users show by name at once. */
  known?: readonly ActAssignee[];
  testId?: string;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="zy-assignee-row">
      <Typography.Text type="secondary" className="zy-assignee-label">
        {label}
      </Typography.Text>
      <div className="zy-assignee-control">{children}</div>
    </div>
  );
}

/**
 * Who handles a user task, one picker per kind of rule (0 roles, 1 users, 2 departments' members,
 * 3 departments' heads, 4 the starter's own department head); anyone any rule names may act.
 */
export function AssigneeEditor({ value, onChange, known = [], testId }: AssigneeEditorProps) {
  const { t } = useTranslation();
  const groups = groupAssignees(value);
  const roles = useQuery({ queryKey: ['roles', 'all'], queryFn: getAllRoles });
  const departments = useDepartmentTree();
  const knownUsers = useMemo(() => known.filter((a) => a.type === 1).map((a) => ({ id: a.relateId, username: a.title, nickname: a.title })), [known]);
  const users = useUserBriefs(groups.users, knownUsers);
  const set = (patch: Partial<AssigneeGroups>) => onChange(ungroupAssignees({ ...groups, ...patch }));

  const roleOptions = (roles.data ?? []).map((r) => ({
    value: r.id,
    label: r.description ? t('workflow.assignee.roleLabel', { description: r.description, name: r.name }) : r.name,
  }));
  // A role no longer listed still shows by the title the server gave.
  const titleOf = (type: number, id: string) => known.find((a) => a.type === type && a.relateId === id)?.title;
  const departmentPicker = (ids: string[], key: 'departments' | 'departmentHeads') => (
    <TreeSelect
      data-testid={key === 'departments' ? 'act-assignee-department' : 'act-assignee-department-head'}
      multiple
      value={ids}
      onChange={(next: string[]) => set({ [key]: next })}
      treeData={departments.data ?? []}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      loading={departments.isLoading}
      placeholder={t('workflow.assignee.pickDepartments')}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );

  return (
    <div className="zy-assignees" data-testid={testId}>
      <Row label={t('workflow.assignee.types.0')}>
        <Select
          mode="multiple"
          value={groups.roles}
          onChange={(ids) => set({ roles: ids })}
          options={[
            ...roleOptions,
            ...groups.roles.filter((id) => !roleOptions.some((o) => o.value === id)).map((id) => ({ value: id, label: titleOf(0, id) ?? id })),
          ]}
          optionFilterProp="label"
          loading={roles.isLoading}
          placeholder={t('workflow.assignee.pickRoles')}
          style={{ width: '100%' }}
          data-testid="act-assignee-role"
        />
      </Row>
      <Row label={t('workflow.assignee.types.1')}>
        <UserPicker value={groups.users} known={users} onChange={(ids) => set({ users: ids })} testId="act-assignee-user" />
      </Row>
      <Row label={t('workflow.assignee.types.2')}>{departmentPicker(groups.departments, 'departments')}</Row>
      <Row label={t('workflow.assignee.types.3')}>{departmentPicker(groups.departmentHeads, 'departmentHeads')}</Row>
      <Row label={t('workflow.assignee.types.4')}>
        <Checkbox checked={groups.starterHead} onChange={(e) => set({ starterHead: e.target.checked })} data-testid="act-assignee-starter-head">
          {t('workflow.assignee.starterHead')}
        </Checkbox>
      </Row>
      <Typography.Text type="secondary" className="zy-hint">
        {t('workflow.assignee.hint')}
      </Typography.Text>
    </div>
  );
}
