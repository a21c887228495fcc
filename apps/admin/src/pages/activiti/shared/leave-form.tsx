import { ModalForm } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { LeaveView } from '@zhiyuan/shared';
import { Alert, App, Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { renderFormFields } from '../../../components/form-fields';
import { addLeave, getLeaveTypes, getProcessByKey, submitApplication, updateLeave } from '../../../services/workflow';
import { submitLabel } from '../apply/data';
import { CODES, LEAVE_PROCESS_KEY, leaveFormFields, leaveFormValues, leaveTypeOptions, type LeaveFormValues } from '../leave/data';
import { useApplyAccess } from './apply-access';

/** The leave types of the dictionary, else the built-in ones. */
export function useLeaveTypes() {
  const { t } = useTranslation();
  const dict = useQuery({ queryKey: ['workflow', 'leave-types'], queryFn: getLeaveTypes, retry: false, staleTime: 300_000 });
  return dict.isPending ? [] : leaveTypeOptions(t, dict.data);
}

interface LeaveFormModalProps {
  open: boolean;
  /** The request being edited; none for a new one. */
  leave: LeaveView | null;
  onClose: () => void;
  /** After a save or a submit. */
  onDone: () => void;
}

/**
 * 请假申请: a new request is saved as a draft application of the leave process (/leave/add) and,
 * with 提交申请, submitted at once (/actBusiness/apply); an edited one is updated (/leave/update).
 */
export function LeaveFormModal({ open, leave, onClose, onDone }: LeaveFormModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const types = useLeaveTypes();
  const can = useApplyAccess();
  const process = useQuery({
    queryKey: ['workflow', 'process-by-key', LEAVE_PROCESS_KEY],
    queryFn: () => getProcessByKey(LEAVE_PROCESS_KEY),
    enabled: open,
    retry: false,
  });
  const submitting = useRef(false);
  const noProcess = !leave && process.isError;
  // A new request names its process, so it waits for the leave process to be found.
  const blocked = !leave && !process.data;

  return (
    <ModalForm<LeaveFormValues>
      // Once the types arrive the form starts again, with the first type chosen.
      key={`${leave?.id ?? 'new'}:${types.length > 0}`}
      title={leave ? t('workflow.leave.edit') : t('workflow.leave.add')}
      open={open}
      width={600}
      initialValues={leaveFormValues(leave, types[0]?.value ?? '')}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      submitter={{
        render: (props) => [
          <Button key="cancel" onClick={onClose}>
            {t('common.cancel')}
          </Button>,
          <Button
            key="draft"
            disabled={blocked}
            onClick={() => {
              submitting.current = false;
              props.submit();
            }}
            data-testid="leave-save-draft"
          >
            {leave ? t('common.save') : t('workflow.leave.saveDraft')}
          </Button>,
          can(CODES.submit) && (
            <Button
              key="submit"
              type="primary"
              disabled={blocked}
              onClick={() => {
                submitting.current = true;
                props.submit();
              }}
              data-testid="leave-submit"
            >
              {leave ? submitLabel(t, leave) : t('workflow.leave.saveAndSubmit')}
            </Button>
          ),
        ],
      }}
      onFinish={async ({ priority, ...values }) => {
        const form = { ...values, title: values.title.trim(), description: values.description?.trim() ?? '' };
        let saved: LeaveView;
        try {
          saved = leave ? await updateLeave({ ...form, id: leave.id }) : await addLeave({ ...form, procDefId: process.data?.id ?? '' });
        } catch {
          return false;
        }
        if (submitting.current) {
          try {
            await submitApplication(saved.businessId || leave?.businessId || '', priority);
          } catch {
            // Saved all the same: the draft waits in 我的申请.
            void message.warning(t('workflow.leave.savedNotSubmitted'));
            onDone();
            return true;
          }
        }
        void message.success(submitting.current ? t('workflow.apply.submitted') : t('adminCommon.saved'));
        onDone();
        return true;
      }}
    >
      {noProcess && <Alert type="warning" showIcon message={t('workflow.leave.noProcess')} style={{ marginBottom: 16 }} />}
      {renderFormFields(leaveFormFields(t, types))}
    </ModalForm>
  );
}
