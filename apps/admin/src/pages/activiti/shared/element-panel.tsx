import type Modeler from 'bpmn-js/lib/Modeler';
import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element } from 'bpmn-js/lib/model/Types';
import { Button, Card, Descriptions, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../sys/shared/user-picker';
import { AssigneeEditor } from './assignee-editor';
import { readElement, writeAssignees, writeCondition, writeFormFields, writeName, writeStartUsers } from './bpmn-elements';
import { FormFieldsEditor } from './form-fields-editor';
import { useUserBriefs } from './users';
import { conditionExpression, type ConditionHelper } from './zy';

/** A text written to the diagram when the field is left or Enter is pressed, not on every key (one undo step per edit). */
function CommitInput({ value, onCommit, multiline, testId }: { value: string; onCommit: (text: string) => void; multiline?: boolean; testId?: string }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return multiline ? (
    <Input.TextArea
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      autoSize={{ minRows: 2, maxRows: 6 }}
      className="zy-condition-code"
      data-testid={testId}
    />
  ) : (
    <Input value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} data-testid={testId} />
  );
}

/** Builds a condition from the two helpers: above(variable, n) and equals(variable, value). */
function ConditionBuilder({ onBuild }: { onBuild: (expression: string) => void }) {
  const { t } = useTranslation();
  const [helper, setHelper] = useState<ConditionHelper>('above');
  const [variable, setVariable] = useState('');
  const [value, setValue] = useState('');
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        value={helper}
        onChange={setHelper}
        options={(['above', 'equals'] as const).map((h) => ({ value: h, label: t(`workflow.modeler.helpers.${h}`) }))}
        style={{ width: 110 }}
      />
      <Input value={variable} onChange={(e) => setVariable(e.target.value)} placeholder={t('workflow.modeler.variable')} />
      <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder={t('workflow.modeler.value')} />
      <Button disabled={!/^[A-Za-z_]\w*$/.test(variable.trim())} onClick={() => onBuild(conditionExpression(helper, variable, value))}>
        {t('workflow.modeler.fill')}
      </Button>
    </Space.Compact>
  );
}

function StartUsersPicker({ ids, onChange }: { ids: string[]; onChange: (ids: string[]) => void }) {
  const known = useUserBriefs(ids);
  return <UserPicker value={ids} known={known} onChange={onChange} testId="modeler-start-users" />;
}

interface ElementPanelProps {
  modeler: Modeler;
  element: Element;
  /** Bumped on undo, redo and import: the form-field draft starts over from the diagram. */
  resetKey: number;
}

/**
 * The chosen element's settings: its name; a user task's assignees and form; the process's starters;
 * a flow's condition. Read from the element on every render (the modeler re-renders on each change).
 */
export function ElementPanel({ modeler, element, resetKey }: ElementPanelProps) {
  const { t } = useTranslation();
  const settings = readElement(element);
  const modeling = modeler.get<Modeling>('modeling');

  return (
    <div data-testid="act-element-panel">
      <Card size="small" title={t('workflow.modeler.panel')} data-testid="modeler-panel">
        <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('workflow.modeler.elementType')}>
            {t(`workflow.modeler.types.${settings.type}`, { defaultValue: settings.type })}
          </Descriptions.Item>
          <Descriptions.Item label={t('workflow.modeler.elementId')}>
            <Typography.Text code copyable>
              {settings.id}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <Form layout="vertical" component="div">
          <Form.Item label={t('workflow.modeler.name')}>
            <CommitInput value={settings.name} onCommit={(name) => writeName(modeling, element, name)} testId="act-element-name" />
          </Form.Item>
          {settings.kind === 'userTask' && (
            <>
              <Form.Item label={t('workflow.modeler.assignees')}>
                <AssigneeEditor value={settings.assignees} onChange={(rules) => writeAssignees(modeling, element, rules)} testId="modeler-assignees" />
              </Form.Item>
              <Form.Item label={t('workflow.modeler.formFields')}>
                <FormFieldsEditor
                  key={`${settings.id}:${resetKey}`}
                  initial={settings.formFields}
                  onChange={(fields) => writeFormFields(modeling, element, fields)}
                  testId="modeler-form-fields"
                />
              </Form.Item>
            </>
          )}
          {settings.kind === 'process' && (
            <Form.Item label={t('workflow.modeler.startUsers')} extra={t('workflow.modeler.startUsersHint')}>
              <StartUsersPicker ids={settings.startUsers} onChange={(ids) => writeStartUsers(modeling, element, ids)} />
            </Form.Item>
          )}
          {settings.kind === 'flow' && (
            <Form.Item
              label={t('workflow.modeler.condition')}
              extra={
                <>
                  <span className="zy-hint">{t('workflow.modeler.conditionHint')}</span>
                  <Typography.Text code className="zy-hint">
                    above(days, 3) → {conditionExpression('above', 'days', '3')}
                  </Typography.Text>
                  <Typography.Text code className="zy-hint">
                    equals(type, value) → {conditionExpression('equals', 'type', t('workflow.modeler.sampleValue'))}
                  </Typography.Text>
                </>
              }
            >
              <Space direction="vertical" style={{ width: '100%' }}>
                <CommitInput
                  multiline
                  value={settings.condition}
                  onCommit={(body) => writeCondition(modeling, modeler.get('moddle'), element, body)}
                  testId="modeler-condition"
                />
                <ConditionBuilder onBuild={(body) => writeCondition(modeling, modeler.get('moddle'), element, body)} />
              </Space>
            </Form.Item>
          )}
          {settings.kind === 'other' && <Typography.Text type="secondary">{t('workflow.modeler.nothingMore')}</Typography.Text>}
        </Form>
      </Card>
    </div>
  );
}
