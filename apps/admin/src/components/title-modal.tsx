import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';

export interface TitleModalProps {
  /** null: closed. */
  open: { heading: string; initial?: string } | null;
  label: string;
  /** Resolves when saved; a failed call (the client showed why) keeps the dialog open. */
  onSubmit: (title: string) => Promise<unknown>;
  onClose: () => void;
}

/** One name field in a dialog: new folder, rename a file or a folder. */
export function TitleModal({ open, label, onSubmit, onClose }: TitleModalProps) {
  const { t } = useTranslation();
  return (
    <ModalForm<{ title: string }>
      key={open ? `${open.heading}:${open.initial ?? ''}` : 'closed'}
      title={open?.heading}
      open={open !== null}
      width={420}
      initialValues={{ title: open?.initial ?? '' }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (v) => {
        try {
          await onSubmit(v.title.trim());
        } catch {
          return false;
        }
        onClose();
        return true;
      }}
    >
      <ProFormText
        name="title"
        label={label}
        fieldProps={{ maxLength: 100, autoFocus: true, ...({ 'data-testid': 'title-input' } as object) }}
        rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label }) }]}
      />
    </ModalForm>
  );
}
