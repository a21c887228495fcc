import { ModalForm } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { App, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderFormFields } from '../../../components/form-fields';
import { getFirstNode, submitApplication } from '../../../services/workflow';
import { priorityOptions } from './status';

/** What is submitted: the application (its id), named, with its process when known. */
export interface SubmitTarget {
  id: string;
  title: string;
  procDefId?: string;
}

/** 提交申请: the priority, and who will get it first (the process's first user task). */
export function SubmitModal({ target, onClose, onDone }: { target: SubmitTarget | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const procDefId = target?.procDefId ?? '';
  const first = useQuery({
    queryKey: ['workflow', 'first-node', procDefId],
    queryFn: () => getFirstNode(procDefId),
    enabled: Boolean(procDefId),
    retry: false,
  });
  return (
    <ModalForm<{ priority: number }>
      key={target?.id ?? 'none'}
      title={target ? t('workflow.apply.submitOf', { name: target.title }) : ''}
      open={Boolean(target)}
      width={520}
      initialValues={{ priority: 0 }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      submitter={{ searchConfig: { submitText: t('workflow.apply.submit') } }}
      onFinish={async ({ priority }) => {
        if (!target) return false;
        try {
          await submitApplication(target.id, priority);
        } catch {
          return false;
        }
        void message.success(t('workflow.apply.submitted'));
        onDone();
        return true;
      }}
    >
      {first.data && (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('workflow.apply.firstNode')}>{first.data.title}</Descriptions.Item>
          <Descriptions.Item label={t('workflow.apply.firstAssignees')}>
            {first.data.assignees.length ? (
              first.data.assignees.map((a) => a.title || t(`workflow.assignee.types.${a.type}`)).join(t('workflow.listSeparator'))
            ) : (
              <Typography.Text type="secondary">-</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
      {renderFormFields([{ kind: 'radio', name: 'priority', label: t('workflow.apply.priority'), options: priorityOptions(t) }])}
    </ModalForm>
  );
}
