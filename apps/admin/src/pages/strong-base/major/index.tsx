import { ProFormDigit, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QjMajorAdminView, QjMajorBody } from '@zhiyuan/shared';
import { categoryTag } from '../../../components/category-tag';
import { qjMajorAdmin } from '../../../services/strong-base';
import { CrudPage } from '../CrudPage';
import { ExampleMarked, numberOrNull, SchoolField, schoolSelectProps, useSchoolOptions } from '../shared';

/** 强基专业: each school's 强基 majors with their plan (empty = 未公布) and subject requirement. */
export default function StrongBaseMajorPage() {
  const { t } = useTranslation();
  const schools = useSchoolOptions();
  return (
    <CrudPage<QjMajorAdminView, QjMajorBody>
      area="major"
      api={qjMajorAdmin}
      rowName={(r) => `${r.schoolName} · ${r.name}`}
      scrollX={1000}
      formWidth={560}
      newValues={{ sortOrder: 0 }}
      toBody={(v) => ({ ...v, planCount: numberOrNull(v.planCount) })}
      banner={<Alert type="info" showIcon message={t('strongBase.major.exampleFromSchool')} style={{ marginBottom: 16 }} />}
      columns={() => [
        {
          title: t('strongBase.major.name'),
          dataIndex: 'name',
          width: 180,
          render: (_, r) => (
            <ExampleMarked example={r.isExample}>
              <Typography.Text strong data-testid="qj-major-name">
                {r.name}
              </Typography.Text>
            </ExampleMarked>
          ),
        },
        {
          title: t('strongBase.major.school'),
          dataIndex: 'qjSchoolId',
          width: 200,
          valueType: 'select',
          fieldProps: { options: schools.options, ...schoolSelectProps(schools) },
          render: (_, r) => `${r.schoolName}（${r.schoolYear}）`,
        },
        { title: t('strongBase.school.year'), dataIndex: 'year', hideInTable: true },
        {
          title: t('strongBase.major.category'),
          dataIndex: 'category',
          search: false,
          width: 100,
          render: (_, r) => categoryTag(r.category),
        },
        {
          title: t('strongBase.major.planCount'),
          dataIndex: 'planCount',
          search: false,
          width: 90,
          render: (_, r) => (r.planCount === null ? <Typography.Text type="secondary">{t('strongBase.notPublished')}</Typography.Text> : r.planCount),
        },
        {
          title: t('strongBase.major.subjectRequirement'),
          dataIndex: 'subjectRequirement',
          search: false,
          width: 140,
          render: (_, r) => r.subjectRequirement || '-',
        },
        { title: t('strongBase.major.note'), dataIndex: 'note', search: false, ellipsis: true, render: (_, r) => r.note || '-' },
      ]}
    >
      <SchoolField label={t('strongBase.major.school')} schools={schools} />
      <ProFormText
        name="name"
        label={t('strongBase.major.name')}
        rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('strongBase.major.name') }) }, { max: 50 }]}
      />
      <ProFormText name="category" label={t('strongBase.major.category')} placeholder={t('strongBase.major.categoryHint')} rules={[{ max: 20 }]} />
      <ProFormDigit
        name="planCount"
        label={t('strongBase.major.planCount')}
        tooltip={t('strongBase.major.planCountTip')}
        placeholder={t('strongBase.notPublished')}
        min={0}
        max={100000}
        fieldProps={{ precision: 0 }}
      />
      <ProFormText name="subjectRequirement" label={t('strongBase.major.subjectRequirement')} rules={[{ max: 200 }]} />
      <ProFormTextArea name="note" label={t('strongBase.major.note')} fieldProps={{ autoSize: { minRows: 2, maxRows: 4 }, maxLength: 500, showCount: true }} />
      <ProFormDigit name="sortOrder" label={t('strongBase.school.sortOrder')} min={-100000} max={100000} fieldProps={{ precision: 0 }} />
    </CrudPage>
  );
}
