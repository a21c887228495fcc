import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActNodeView, ActProcessView } from '@zhiyuan/shared';
import { Alert, App, Button, Collapse, Empty, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../../../access';
import { editNodeSettings, getProcessNodes, type AssigneeRule } from '../../../../services/workflow';
import { AssigneeEditor } from '../../shared/assignee-editor';
import { FormFieldsEditor } from '../../shared/form-fields-editor';
import { formFieldProblems, normalizeAssignees, validFormFields } from '../../shared/zy';
import { CODES } from '../data';

/** One user task's assignees and form, saved together. */
function NodeEditor({ procDefId, node, onSaved }: { procDefId: string; node: ActNodeView; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [assignees, setAssignees] = useState<AssigneeRule[]>(node.assignees.map(({ type, relateId }) => ({ type, relateId })));
  const [fields, setFields] = useState(node.formFields);
  const [saving, setSaving] = useState(false);
  const incomplete = formFieldProblems(fields).some((p) => p.length > 0);

  const save = async () => {
    setSaving(true);
    try {
      await editNodeSettings({ procDefId, nodeId: node.id, assignees: normalizeAssignees(assignees), formFields: validFormFields(fields) });
      void message.success(t('adminCommon.saved'));
      onSaved();
    } catch {
      /* the client showed the message */
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text strong>{t('workflow.modeler.assignees')}</Typography.Text>
      <AssigneeEditor value={assignees} onChange={setAssignees} known={node.assignees} testId={`node-assignees-${node.id}`} />
      <Typography.Text strong>{t('workflow.modeler.formFields')}</Typography.Text>
      <FormFieldsEditor initial={node.formFields} onChange={setFields} testId={`node-form-fields-${node.id}`} />
      <HasPerm value={CODES.edit}>
        <Space wrap>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={saving}
            disabled={incomplete}
            onClick={() => void save()}
            data-testid={`node-save-${node.id}`}
          >
            {t('common.save')}
          </Button>
          {incomplete && <Typography.Text type="warning">{t('workflow.formField.fixFirst')}</Typography.Text>}
        </Space>
      </HasPerm>
    </Space>
  );
}

/** 节点设置: who handles each user task of a deployed version, and what they fill in. */
export function NodeSettingsModal({ process, onClose }: { process: ActProcessView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['workflow', 'nodes', process?.id] as const;
  const nodes = useQuery({ queryKey: key, queryFn: () => getProcessNodes(process!.id), enabled: Boolean(process) });
  const tasks = (nodes.data ?? []).filter((n) => n.type === 'userTask');

  return (
    <Modal
      title={process ? t('workflow.process.nodesOf', { name: process.name, version: process.version }) : ''}
      open={Boolean(process)}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      <Alert type="info" showIcon message={t('workflow.process.nodesHint')} style={{ marginBottom: 12 }} />
      {nodes.isLoading ? (
        <Spin />
      ) : tasks.length ? (
        <Collapse
          defaultActiveKey={[tasks[0].id]}
          items={tasks.map((node) => ({
            key: node.id,
            label: (
              <Space wrap size={4}>
                <Typography.Text strong>{node.title || node.id}</Typography.Text>
                <Tag bordered={false}>{t('workflow.process.ruleCount', { count: node.assignees.length })}</Tag>
                {node.formFields.length > 0 && <Tag bordered={false}>{t('workflow.process.fieldCount', { count: node.formFields.length })}</Tag>}
              </Space>
            ),
            children: process && <NodeEditor procDefId={process.id} node={node} onSaved={() => void queryClient.invalidateQueries({ queryKey: key })} />,
          }))}
        />
      ) : (
        <Empty description={t('workflow.process.noUserTasks')} />
      )}
    </Modal>
  );
}
