import { ModalForm, ProFormDependency, ProFormSelect, type ProFormInstance } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { ActProcessView } from '@zhiyuan/shared';
import { Alert, App, Button, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { renderFormFields } from '../../../components/form-fields';
import { addApplication, addLeave, getStartableProcesses, submitApplication } from '../../../services/workflow';
import { CODES, generalFormFields, isLeaveProcess, startableOptions } from '../apply/data';
import { leaveFormFields, type LeaveFormValues } from '../leave/data';
import { useApplyAccess } from './apply-access';
import { useLeaveTypes } from './leave-form';

/** What the dialog holds: the process, and the fields of its form (a general one's title and text, or a leave request). */
export type NewApplicationValues = { procDefId: string } & Partial<LeaveFormValues>;

interface NewApplicationModalProps {
  open: boolean;
  onClose: () => void;
  /** After a save or a submit. */
  onDone: () => void;
}

/**
 * 发起申请: choose one of the processes the caller may start (/actBusiness/startable); a leave
 * process asks for the leave request, any other for a title and a text (/actBusiness/add). 保存草稿
 * only saves it (a draft in 我的申请); 提交审批 saves and submits it at once (/actBusiness/apply).
 */
export function NewApplicationModal({ open, onClose, onDone }: NewApplicationModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useApplyAccess();
  const types = useLeaveTypes();
  const startable = useQuery({ queryKey: ['workflow', 'startable'], queryFn: getStartableProcesses, enabled: open, staleTime: 0 });
  const processes = startable.data ?? [];
  const submitting = useRef(false);
  const formRef = useRef<ProFormInstance<NewApplicationValues>>(undefined);
  const find = (id: unknown): ActProcessView | undefined => processes.find((p) => p.id === id);

  return (
    <ModalForm<NewApplicationValues>
      formRef={formRef}
      title={t('workflow.apply.new')}
      open={open}
      width={640}
      initialValues={{ title: '', description: '', priority: 0 }}
      onValuesChange={(changed: Partial<NewApplicationValues>) => {
        // A leave request starts on the first type.
        const form = formRef.current;
        const process = find(changed.procDefId);
        if (form && process && isLeaveProcess(process) && !form.getFieldValue('type') && types[0]) form.setFieldsValue({ type: types[0].value });
      }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      submitter={{
        render: (props) => [
          <Button key="cancel" onClick={onClose}>
            {t('common.cancel')}
          </Button>,
          <Button
            key="draft"
            disabled={!processes.length}
            onClick={() => {
              submitting.current = false;
              props.submit();
            }}
            data-testid="act-apply-draft"
          >
            {t('workflow.leave.saveDraft')}
          </Button>,
          can(CODES.submit) && (
            <Button
              key="submit"
              type="primary"
              disabled={!processes.length}
              onClick={() => {
                submitting.current = true;
                props.submit();
              }}
              data-testid="act-apply-submit"
            >
              {t('workflow.apply.submitForApproval')}
            </Button>
          ),
        ],
      }}
      onFinish={async ({ procDefId, priority, ...values }) => {
        const process = find(procDefId);
        if (!process) return false;
        const title = (values.title ?? '').trim();
        const description = values.description?.trim() ?? '';
        let businessId: string;
        try {
          if (isLeaveProcess(process)) {
            const leave = await addLeave({
              type: values.type ?? '',
              title,
              description,
              startDate: values.startDate ?? '',
              endDate: values.endDate ?? '',
              procDefId,
            });
            businessId = leave.businessId;
          } else {
            businessId = (await addApplication({ procDefId, title, description })).id;
          }
        } catch {
          return false;
        }
        if (submitting.current) {
          try {
            await submitApplication(businessId, priority ?? 0);
          } catch {
            // Saved all the same: the draft waits in 我的申请.
            void message.warning(t('workflow.leave.savedNotSubmitted'));
            onDone();
            return true;
          }
        }
        void message.success(submitting.current ? t('workflow.apply.submitted') : t('workflow.apply.draftSaved'));
        onDone();
        return true;
      }}
    >
      {startable.isSuccess && !processes.length && <Alert type="info" showIcon message={t('workflow.apply.noStartable')} style={{ marginBottom: 16 }} />}
      <ProFormSelect
        name="procDefId"
        label={t('workflow.apply.process')}
        options={startableOptions(processes)}
        rules={[{ required: true, message: t('workflow.apply.pickProcess') }]}
        placeholder={t('workflow.apply.pickProcess')}
        fieldProps={{ showSearch: true, optionFilterProp: 'label', loading: startable.isLoading, ...({ 'data-testid': 'act-apply-process' } as object) }}
      />
      <ProFormDependency name={['procDefId']}>
        {({ procDefId }: { procDefId?: string }) => {
          const process = find(procDefId);
          if (!process) return null;
          return (
            <>
              {process.description && (
                <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
                  {process.description}
                </Typography.Paragraph>
              )}
              {renderFormFields(isLeaveProcess(process) ? leaveFormFields(t, types) : generalFormFields(t))}
            </>
          );
        }}
      </ProFormDependency>
    </ModalForm>
  );
}
