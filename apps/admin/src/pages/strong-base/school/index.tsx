import { ProForm, ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QjSchoolBody, QjSchoolView } from '@zhiyuan/shared';
import { qjSchoolAdmin } from '../../../services/strong-base';
import { CrudPage } from '../CrudPage';
import { ExampleMarked } from '../shared';

/** 强基院校: the schools of each year with their dates, entry rule and 85/15 weight; 示例 marked, removable at once. */
export default function StrongBaseSchoolPage() {
  const { t } = useTranslation();
  return (
    <CrudPage<QjSchoolView, QjSchoolBody>
      area="school"
      api={qjSchoolAdmin}
      rowName={(r) => `${r.name}（${r.year}）`}
      scrollX={1150}
      formWidth={640}
      newValues={{ year: new Date().getFullYear() + 1, gaokaoWeight: 0.85, testFullMark: 100, isExample: false, sortOrder: 0 }}
      toBody={(v) => ({ ...v, institutionId: v.institutionId || null })}
      columns={(openForm) => [
        {
          title: t('strongBase.school.name'),
          dataIndex: 'name',
          width: 200,
          render: (_, r) => (
            <ExampleMarked example={r.isExample}>
              <Typography.Link strong onClick={() => openForm(r)} data-testid="qj-school-name">
                {r.name}
              </Typography.Link>
            </ExampleMarked>
          ),
        },
        { title: t('strongBase.school.year'), dataIndex: 'year', width: 80 },
        {
          title: t('strongBase.school.place'),
          key: 'place',
          search: false,
          width: 110,
          render: (_, r) => [r.province, r.city !== r.province ? r.city : null].filter(Boolean).join(' · ') || '-',
        },
        {
          title: t('strongBase.school.signupStart'),
          dataIndex: 'signupStart',
          search: false,
          width: 170,
          ellipsis: true,
          render: (_, r) => r.signupStart ?? '-',
        },
        { title: t('strongBase.school.testPeriod'), dataIndex: 'testPeriod', search: false, width: 170, ellipsis: true, render: (_, r) => r.testPeriod ?? '-' },
        {
          title: t('strongBase.school.gaokaoWeight'),
          dataIndex: 'gaokaoWeight',
          search: false,
          width: 100,
          render: (_, r) => `${Math.round(r.gaokaoWeight * 100)}% / ${Math.round((1 - r.gaokaoWeight) * 100)}%`,
        },
        { title: t('strongBase.school.majorCount'), dataIndex: 'majorCount', search: false, width: 70 },
        { title: t('strongBase.school.lineCount'), dataIndex: 'lineCount', search: false, width: 70 },
      ]}
    >
      <ProForm.Group>
        <ProFormText
          name="name"
          label={t('strongBase.school.name')}
          width="md"
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('strongBase.school.name') }) }, { max: 50 }]}
        />
        <ProFormDigit
          name="year"
          label={t('strongBase.school.year')}
          tooltip={t('strongBase.school.yearTip')}
          min={2020}
          max={2100}
          fieldProps={{ precision: 0 }}
          rules={[{ required: true }]}
        />
      </ProForm.Group>
      <ProFormText name="institutionId" label={t('strongBase.school.institutionId')} tooltip={t('strongBase.school.institutionIdTip')} rules={[{ max: 40 }]} />
      <ProFormText name="signupStart" label={t('strongBase.school.signupStart')} tooltip={t('strongBase.school.dateTip')} rules={[{ max: 100 }]} />
      <ProFormText name="signupEnd" label={t('strongBase.school.signupEnd')} tooltip={t('strongBase.school.dateTip')} rules={[{ max: 100 }]} />
      <ProFormText name="testPeriod" label={t('strongBase.school.testPeriod')} tooltip={t('strongBase.school.dateTip')} rules={[{ max: 100 }]} />
      <ProFormTextArea
        name="entryRule"
        label={t('strongBase.school.entryRule')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 6 }, maxLength: 2000, showCount: true }}
      />
      <ProForm.Group>
        <ProFormDigit
          name="gaokaoWeight"
          label={t('strongBase.school.gaokaoWeight')}
          tooltip={t('strongBase.school.gaokaoWeightTip')}
          min={0.85}
          max={0.99}
          fieldProps={{ step: 0.01, precision: 3 }}
        />
        <ProFormDigit name="testFullMark" label={t('strongBase.school.testFullMark')} min={1} max={1000} fieldProps={{ precision: 0 }} />
        <ProFormDigit name="sortOrder" label={t('strongBase.school.sortOrder')} min={-100000} max={100000} fieldProps={{ precision: 0 }} />
      </ProForm.Group>
      <ProFormTextArea
        name="summary"
        label={t('strongBase.school.summary')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 6 }, maxLength: 2000, showCount: true }}
      />
      <ProFormText name="source" label={t('strongBase.school.source')} rules={[{ max: 500 }]} />
      <ProFormSwitch name="isExample" label={t('strongBase.example')} tooltip={t('strongBase.exampleHint')} />
    </CrudPage>
  );
}
