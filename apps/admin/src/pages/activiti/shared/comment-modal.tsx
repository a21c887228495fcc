import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CommentModalProps<T extends { comment: string }> {
  open: boolean;
  title: ReactNode;
  /** The text's label (审批意见, 撤回原因…). */
  label: string;
  required?: boolean;
  /** Fields above the text (a node to go back to, a user to delegate to). */
  children?: ReactNode;
  okText?: string;
  okDanger?: boolean;
  onCancel: () => void;
  /** Resolves when done; a failed call keeps the dialog open. */
  onSubmit: (values: T) => Promise<unknown>;
}

/** A dialog that asks for a comment or reason before an action (pass, back, withdraw, cancel). */
export function CommentModal<T extends { comment: string }>({
  open,
  title,
  label,
  required,
  children,
  okText,
  okDanger,
  onCancel,
  onSubmit,
}: CommentModalProps<T>) {
  const { t } = useTranslation();
  return (
    <ModalForm<T>
      title={title}
      open={open}
      width={560}
      modalProps={{ destroyOnHidden: true, onCancel }}
      submitter={{ searchConfig: { submitText: okText ?? t('common.confirm') }, submitButtonProps: okDanger ? { danger: true } : {} }}
      onFinish={async (values) => {
        try {
          await onSubmit({ ...values, comment: (values.comment ?? '').trim() });
        } catch {
          return false;
        }
        return true;
      }}
    >
      {children}
      <ProFormTextArea
        name="comment"
        label={label}
        fieldProps={{ rows: 3, maxLength: 500, showCount: true, ...({ 'data-testid': 'workflow-comment' } as object) }}
        rules={required ? [{ required: true, whitespace: true, message: t('adminCommon.required', { label }) }] : []}
      />
    </ModalForm>
  );
}
