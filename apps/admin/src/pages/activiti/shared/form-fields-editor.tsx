import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ActFormField } from '@zhiyuan/shared';
import { Button, Checkbox, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_FIELD_TYPES, formFieldProblems } from './zy';

interface FormFieldsEditorProps {
  /** The fields when the editor opens; it keeps its own draft after (remount it to start over). */
  initial: ActFormField[];
  /** Every change, with the rows not yet complete (the writer keeps only the complete ones). */
  onChange: (fields: ActFormField[]) => void;
  testId?: string;
}

const blank = (): ActFormField => ({ name: '', label: '', type: 'text', required: false, options: [] });

/** The form an approver fills at a node: each field's variable, label, type, whether required, and a select's choices. */
export function FormFieldsEditor({ initial, onChange, testId }: FormFieldsEditorProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ActFormField[]>(initial);
  const problems = formFieldProblems(fields);

  const update = (next: ActFormField[]) => {
    setFields(next);
    onChange(next);
  };
  const patch = (index: number, change: Partial<ActFormField>) => update(fields.map((f, i) => (i === index ? { ...f, ...change } : f)));

  return (
    <div className="zy-form-fields" data-testid={testId}>
      {fields.map((field, index) => (
        <div className="zy-form-field" key={index}>
          <Space wrap size={8} align="start">
            <Input
              value={field.name}
              onChange={(e) => patch(index, { name: e.target.value })}
              placeholder={t('workflow.formField.name')}
              status={problems[index].includes('name') || problems[index].includes('duplicate') ? 'error' : undefined}
              style={{ width: 120 }}
              aria-label={t('workflow.formField.name')}
            />
            <Input
              value={field.label}
              onChange={(e) => patch(index, { label: e.target.value })}
              placeholder={t('workflow.formField.label')}
              status={problems[index].includes('label') ? 'error' : undefined}
              style={{ width: 120 }}
              aria-label={t('workflow.formField.label')}
            />
            <Select
              value={field.type}
              onChange={(type) => patch(index, { type, options: type === 'select' ? field.options : [] })}
              options={FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`workflow.formField.types.${type}`) }))}
              style={{ width: 100 }}
              aria-label={t('workflow.formField.type')}
            />
            <Checkbox checked={field.required} onChange={(e) => patch(index, { required: e.target.checked })}>
              {t('workflow.formField.required')}
            </Checkbox>
            <Button type="text" danger icon={<DeleteOutlined />} onClick={() => update(fields.filter((_, i) => i !== index))} aria-label={t('common.delete')} />
          </Space>
          {field.type === 'select' && (
            <Select
              mode="tags"
              value={field.options}
              onChange={(options: string[]) => patch(index, { options })}
              placeholder={t('workflow.formField.options')}
              status={problems[index].includes('options') ? 'error' : undefined}
              open={false}
              suffixIcon={null}
              style={{ width: '100%', marginTop: 8 }}
              aria-label={t('workflow.formField.options')}
            />
          )}
          {problems[index].length > 0 && (
            <Typography.Text type="danger" className="zy-hint">
              {problems[index].map((p) => t(`workflow.formField.problems.${p}`)).join(t('workflow.listSeparator'))}
            </Typography.Text>
          )}
        </div>
      ))}
      <Button type="dashed" block icon={<PlusOutlined />} onClick={() => update([...fields, blank()])}>
        {t('workflow.formField.add')}
      </Button>
      <Typography.Text type="secondary" className="zy-hint">
        {t('workflow.formField.hint')}
      </Typography.Text>
    </div>
  );
}
