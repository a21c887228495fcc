import {
  ProFormDatePicker,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { Fragment, type ReactNode } from 'react';

interface FieldBase {
  name: string;
  label: ReactNode;
  rules?: Rule[];
  tooltip?: string;
  extra?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  /** Passed to the control (`data-testid`, `rows`, `precision`, `maxLength`…). */
  fieldProps?: Record<string, unknown>;
}

/**
 * One field of an add / edit dialog, as data (a screen's `data.tsx` lists them, the page renders
 * them with `renderFormFields` inside its ModalForm). Each kind is the ProForm control of that name.
 */
export type FormField =
  | (FieldBase & { kind: 'text' | 'password' | 'textarea' | 'switch' | 'date' })
  | (FieldBase & { kind: 'digit'; min?: number; max?: number })
  | (FieldBase & { kind: 'select' | 'radio'; options: { value: string | number | boolean; label: ReactNode }[]; showSearch?: boolean })
  /** Fields side by side. */
  | { kind: 'row'; key: string; size: number; wrap?: boolean; fields: FormField[] }
  /** Fields that follow the values of others (`ProFormDependency`). */
  | { kind: 'watch'; key: string; names: string[]; fields: (values: Record<string, unknown>) => FormField[] }
  /** Words or a widget between the fields (a warning, a preview). */
  | { kind: 'note'; key: string; node: ReactNode };

/** The props given, without the ones left unset (the controls then keep their own defaults). */
function props(field: FieldBase & { min?: number; max?: number; options?: unknown; showSearch?: boolean }) {
  return Object.fromEntries(Object.entries(field).filter(([key, value]) => key !== 'kind' && value !== undefined));
}

function renderField(field: FormField): ReactNode {
  switch (field.kind) {
    case 'row':
      return (
        <Space key={field.key} size={field.size} wrap={field.wrap}>
          {renderFormFields(field.fields)}
        </Space>
      );
    case 'watch':
      return (
        <ProFormDependency key={field.key} name={field.names}>
          {(values: Record<string, unknown>) => renderFormFields(field.fields(values))}
        </ProFormDependency>
      );
    case 'note':
      return <Fragment key={field.key}>{field.node}</Fragment>;
    case 'password':
      return <ProFormText.Password key={field.name} {...props(field)} />;
    case 'textarea':
      return <ProFormTextArea key={field.name} {...props(field)} />;
    case 'switch':
      return <ProFormSwitch key={field.name} {...props(field)} />;
    case 'date':
      return <ProFormDatePicker key={field.name} {...props(field)} />;
    case 'digit':
      return <ProFormDigit key={field.name} {...props(field)} />;
    case 'select':
      return <ProFormSelect key={field.name} {...props(field)} />;
    case 'radio':
      return <ProFormRadio.Group key={field.name} {...props(field)} />;
    default:
      return <ProFormText key={field.name} {...props(field)} />;
  }
}

/** The controls of a dialog's fields, in order. */
export function renderFormFields(fields: readonly FormField[]): ReactNode[] {
  return fields.map(renderField);
}
