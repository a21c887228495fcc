import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AUTONOMOUS_PROGRAMMES, CAMP_SEASONS, PROVINCES, type ContentKind } from '@zhiyuan/shared';
import { AutoComplete, Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AttachmentList, FileField } from './file-field';
import { newItemId } from './ids';
import { SimpleTablesEditor } from './simple-tables';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.province, label: p.province }));
const TIERS = ['冲', '稳', '保', '垫'] as const;

/** A camp's days are 'yyyy-MM-dd' text in `extra`; the picker works with dayjs. */
const DAY = 'YYYY-MM-DD';
const dayField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value, DAY) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DAY) : null),
};

type Urls = Record<string, string | null | undefined>;

/** A list of small rows (choices, steps, majors): each row's inputs side by side, remove at the end. */
function RowList({
  name,
  addLabel,
  testId,
  newRow,
  children,
}: {
  name: (string | number)[];
  addLabel: string;
  testId: string;
  newRow: () => Record<string, unknown>;
  children: (field: { name: number; key: number }) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div data-testid={testId}>
          {fields.map((field) => (
            <div key={field.key} className="content-rowlist__row">
              <div className="content-rowlist__fields">{children(field)}</div>
              <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('common.delete')} />
            </div>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newRow())} block>
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/**
 * The fields of each kind's `extra` (contracts/content.ts ContentExtraByKind), under the form's
 * `extra` name. `urls` are the saved files' addresses, shown until a new upload replaces them.
 */
export function ExtraFields({ kind, urls, form }: { kind: ContentKind; urls: Urls; form: FormInstance }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`content.extra.${kind}.${key}`);
  const required = (label: string) => [{ required: true, whitespace: true, message: t('adminCommon.required', { label }) }];

  switch (kind) {
    case 'article':
      return (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name={['extra', 'source']} label={f('source')} rules={[{ max: 100 }]}>
                <Input placeholder={f('sourceHint')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={['extra', 'coverFileId']} label={f('cover')}>
                <FileField accept="image" url={urls.coverUrl} testId="content-cover" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name={['extra', 'tables']} label={f('tables')} tooltip={f('tablesTip')}>
            <SimpleTablesEditor />
          </Form.Item>
          <Form.Item name={['extra', 'attachments']} label={f('attachments')}>
            <AttachmentList />
          </Form.Item>
        </>
      );
    case 'expert':
      return (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name={['extra', 'headline']} label={f('headline')} rules={[...required(f('headline')), { max: 50 }]}>
                <Input placeholder={f('headlineHint')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={['extra', 'yearsOfPractice']} label={f('years')}>
                <InputNumber min={0} max={80} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name={['extra', 'provinces']} label={f('provinces')}>
            <Select mode="multiple" options={PROVINCE_OPTIONS} allowClear />
          </Form.Item>
          <Form.Item name={['extra', 'specialities']} label={f('specialities')} tooltip={t('content.field.tagsTip')}>
            <Select mode="tags" open={false} tokenSeparators={[',', '，', '、']} />
          </Form.Item>
          <Form.Item name={['extra', 'booking']} label={f('booking')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} placeholder={f('bookingHint')} />
          </Form.Item>
          <Form.Item name={['extra', 'avatarFileId']} label={f('avatar')}>
            <FileField accept="image" url={urls.avatarUrl} testId="content-avatar" />
          </Form.Item>
        </>
      );
    case 'course':
      return (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={['extra', 'speaker']} label={f('speaker')} rules={[{ max: 50 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['extra', 'posterFileId']} label={f('poster')}>
              <FileField accept="image" url={urls.posterUrl} testId="content-poster" />
            </Form.Item>
          </Col>
        </Row>
      );
    case 'lesson':
      return (
        <>
          <Form.Item
            name={['extra', 'videoFileId']}
            label={f('video')}
            rules={[{ required: true, message: t('adminCommon.required', { label: f('video') }) }]}
            tooltip={f('videoTip')}
          >
            <FileField
              accept="video"
              url={urls.videoUrl}
              testId="content-video"
              onUploaded={(_file, seconds) => {
                if (seconds !== null) form.setFieldValue(['extra', 'duration'], seconds);
              }}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name={['extra', 'posterFileId']} label={f('poster')}>
                <FileField accept="image" url={urls.posterUrl} testId="content-poster" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={['extra', 'duration']} label={f('duration')} tooltip={f('durationTip')}>
                <InputNumber min={0} max={86400} addonAfter={f('seconds')} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </>
      );
    case 'case':
      return (
        <>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Form.Item name={['extra', 'year']} label={f('year')} rules={[{ required: true }]}>
                <InputNumber min={1977} max={2100} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['extra', 'subjectType']} label={f('subjectType')}>
                <AutoComplete options={['物理类', '历史类', '综合', '理科', '文科'].map((v) => ({ value: v }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['extra', 'score']} label={f('score')}>
                <InputNumber min={0} max={1000} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['extra', 'rank']} label={f('rank')}>
                <InputNumber min={0} max={10_000_000} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={f('choices')}>
            <RowList name={['extra', 'choices']} addLabel={f('addChoice')} testId="content-choices" newRow={() => ({ school: '', unit: '', tier: '稳' })}>
              {(field) => (
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name={[field.name, 'tier']} noStyle>
                    <Select style={{ width: 72 }} options={TIERS.map((v) => ({ value: v, label: v }))} aria-label={f('tier')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'school']} noStyle rules={required(f('school'))}>
                    <Input placeholder={f('school')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'unit']} noStyle>
                    <Input placeholder={f('unit')} />
                  </Form.Item>
                </Space.Compact>
              )}
            </RowList>
          </Form.Item>
          <Form.Item name={['extra', 'result']} label={f('result')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      );
    case 'pathway':
      return (
        <>
          <Form.Item name={['extra', 'who']} label={f('who')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name={['extra', 'when']} label={f('when')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item name={['extra', 'how']} label={f('how')} rules={[{ max: 2000 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item label={f('steps')}>
            <RowList name={['extra', 'steps']} addLabel={f('addStep')} testId="content-steps" newRow={() => ({ title: '', when: '', detail: '' })}>
              {(field) => (
                <>
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name={[field.name, 'title']} noStyle rules={required(f('stepTitle'))}>
                      <Input placeholder={f('stepTitle')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'when']} noStyle>
                      <Input placeholder={f('stepWhen')} style={{ maxWidth: 180 }} />
                    </Form.Item>
                  </Space.Compact>
                  <Form.Item name={[field.name, 'detail']} noStyle>
                    <Input.TextArea rows={2} placeholder={f('stepDetail')} style={{ marginTop: 6 }} />
                  </Form.Item>
                </>
              )}
            </RowList>
          </Form.Item>
        </>
      );
    case 'competition':
      return (
        <>
          <Form.Item name={['extra', 'organiser']} label={f('organiser')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name={['extra', 'recognisedFor']} label={f('recognisedFor')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={3} placeholder={f('recognisedForHint')} />
          </Form.Item>
        </>
      );
    case 'condition':
      return (
        <>
          <Form.Item name={['extra', 'rule']} label={f('rule')} rules={[...required(f('rule')), { max: 2000 }]}>
            <Input.TextArea rows={4} />
          </Form.Item>
          <Form.Item name={['extra', 'note']} label={f('note')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </>
      );
    case 'template':
      return (
        <>
          <Form.Item name={['extra', 'text']} label={f('text')} tooltip={f('textTip')} rules={[{ max: 50_000 }]}>
            <Input.TextArea rows={10} />
          </Form.Item>
          <Form.Item name={['extra', 'fileId']} label={f('file')} tooltip={f('fileTip')}>
            <FileField accept="document" url={urls.fileUrl} testId="content-template-file" />
          </Form.Item>
        </>
      );
    case 'autonomous':
      return (
        <>
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item name={['extra', 'schoolName']} label={f('schoolName')} rules={[...required(f('schoolName')), { max: 100 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name={['extra', 'programme']} label={f('programme')} rules={required(f('programme'))}>
                <AutoComplete options={AUTONOMOUS_PROGRAMMES.map((v) => ({ value: v }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name={['extra', 'year']} label={f('year')} rules={[{ required: true }]}>
                <InputNumber min={2000} max={2100} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={f('majors')}>
            <RowList
              name={['extra', 'majors']}
              addLabel={f('addMajor')}
              testId="content-majors"
              newRow={() => ({ id: newItemId(), name: '', requirement: '', plan: null })}
            >
              {(field) => (
                <>
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name={[field.name, 'name']} noStyle rules={required(f('majorName'))}>
                      <Input placeholder={f('majorName')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'plan']} noStyle>
                      <InputNumber min={0} max={100000} placeholder={f('plan')} style={{ width: 120 }} />
                    </Form.Item>
                  </Space.Compact>
                  <Form.Item name={[field.name, 'requirement']} noStyle>
                    <Input.TextArea rows={1} placeholder={f('requirement')} style={{ marginTop: 6 }} />
                  </Form.Item>
                </>
              )}
            </RowList>
          </Form.Item>
        </>
      );
    case 'camp': {
      const notBefore =
        (other: string, message: string) =>
        ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
          validator: (_: unknown, value: string | null) => {
            const before = getFieldValue(['extra', other]) as string | null;
            return !value || !before || value >= before ? Promise.resolve() : Promise.reject(new Error(message));
          },
        });
      const notAfter =
        (other: string, message: string) =>
        ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
          validator: (_: unknown, value: string | null) => {
            const after = getFieldValue(['extra', other]) as string | null;
            return !value || !after || value <= after ? Promise.resolve() : Promise.reject(new Error(message));
          },
        });
      return (
        <>
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Form.Item name={['extra', 'schoolName']} label={f('schoolName')} rules={[...required(f('schoolName')), { max: 100 }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name={['extra', 'season']} label={f('season')} tooltip={f('seasonTip')} rules={[...required(f('season')), { max: 20 }]}>
                <AutoComplete options={CAMP_SEASONS.map((v) => ({ value: v }))} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={12} md={8}>
              <Form.Item
                name={['extra', 'startDate']}
                label={f('startDate')}
                {...dayField}
                rules={[{ required: true, message: t('adminCommon.required', { label: f('startDate') }) }]}
              >
                <DatePicker format={DAY} style={{ width: '100%' }} data-testid="camp-start" />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item
                name={['extra', 'endDate']}
                label={f('endDate')}
                {...dayField}
                dependencies={[['extra', 'startDate']]}
                rules={[{ required: true, message: t('adminCommon.required', { label: f('endDate') }) }, notBefore('startDate', f('endBeforeStart'))]}
              >
                <DatePicker format={DAY} style={{ width: '100%' }} data-testid="camp-end" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name={['extra', 'applyBy']}
                label={f('applyBy')}
                tooltip={f('applyByTip')}
                {...dayField}
                dependencies={[['extra', 'endDate']]}
                rules={[notAfter('endDate', f('applyAfterEnd'))]}
              >
                <DatePicker format={DAY} style={{ width: '100%' }} data-testid="camp-apply-by" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name={['extra', 'who']} label={f('who')} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={2} placeholder={f('whoHint')} />
          </Form.Item>
          <Form.Item name={['extra', 'fee']} label={f('fee')} rules={[{ max: 200 }]}>
            <Input placeholder={f('feeHint')} />
          </Form.Item>
          <Form.Item name={['extra', 'howToApply']} label={f('howToApply')} rules={[{ max: 2000 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item
            name={['extra', 'link']}
            label={f('link')}
            tooltip={f('linkTip')}
            rules={[{ max: 500 }, { pattern: /^https?:\/\/\S+$/i, message: f('linkBad') }]}
          >
            <Input placeholder="https://" inputMode="url" />
          </Form.Item>
        </>
      );
    }
    default:
      return null;
  }
}
