import { ProForm, ProFormDependency, ProFormDigit, ProFormRadio, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QjLineAdminView, QjLineBody } from '@zhiyuan/shared';
import { qjLineAdmin, qjMajorAdmin } from '../../../services/strong-base';
import { CrudPage } from '../CrudPage';
import { ExampleMarked, numberOrNull, provinceEnum, provinceOptions, SchoolField, schoolSelectProps, useSchoolOptions } from '../shared';

/** 强基分数线: published 入围 and 综合成绩 lines by school (or major), province and year, each with its source. */
export default function StrongBaseScorePage() {
  const { t } = useTranslation();
  const schools = useSchoolOptions();
  const lineName = (r: QjLineAdminView) => `${r.schoolName} · ${r.majorName ?? t('strongBase.schoolLine')} · ${r.province} ${r.year}`;
  return (
    <CrudPage<QjLineAdminView, QjLineBody>
      area="score"
      api={qjLineAdmin}
      rowName={lineName}
      scrollX={1150}
      formWidth={640}
      newValues={{ compositeScale: 100, isExample: false, year: new Date().getFullYear() }}
      toBody={(v) => ({
        ...v,
        qjMajorId: v.qjMajorId || null,
        entryScore: numberOrNull(v.entryScore),
        compositeLine: numberOrNull(v.compositeLine),
        gaokaoFullMark: v.gaokaoFullMark || undefined,
      })}
      columns={() => [
        {
          title: t('strongBase.score.school'),
          dataIndex: 'qjSchoolId',
          width: 190,
          valueType: 'select',
          fieldProps: { options: schools.options, ...schoolSelectProps(schools) },
          render: (_, r) => (
            <ExampleMarked example={r.isExample}>
              <Typography.Text strong data-testid="qj-score-school">
                {r.schoolName}
              </Typography.Text>
            </ExampleMarked>
          ),
        },
        {
          title: t('strongBase.score.major'),
          dataIndex: 'majorName',
          search: false,
          width: 120,
          render: (_, r) => r.majorName ?? <Typography.Text type="secondary">{t('strongBase.schoolLine')}</Typography.Text>,
        },
        {
          title: t('strongBase.score.province'),
          dataIndex: 'province',
          width: 90,
          valueType: 'select',
          valueEnum: provinceEnum,
          fieldProps: { showSearch: true },
        },
        { title: t('strongBase.score.year'), dataIndex: 'year', width: 80 },
        { title: t('strongBase.score.subjectType'), dataIndex: 'subjectType', search: false, width: 80, render: (_, r) => r.subjectType || '-' },
        {
          title: t('strongBase.score.entryScore'),
          dataIndex: 'entryScore',
          search: false,
          width: 90,
          render: (_, r) => (r.entryScore === null ? '-' : `${r.entryScore} / ${r.gaokaoFullMark}`),
        },
        {
          title: t('strongBase.score.compositeLine'),
          dataIndex: 'compositeLine',
          search: false,
          width: 110,
          render: (_, r) => (r.compositeLine === null ? '-' : `${r.compositeLine} / ${r.compositeScale}`),
        },
        { title: t('strongBase.score.source'), dataIndex: 'source', search: false, ellipsis: true, render: (_, r) => r.source || '-' },
      ]}
    >
      <SchoolField label={t('strongBase.score.school')} schools={schools} />
      <ProFormDependency name={['qjSchoolId']}>
        {({ qjSchoolId }) => (
          <ProFormSelect
            key={String(qjSchoolId ?? '')}
            name="qjMajorId"
            label={t('strongBase.score.major')}
            tooltip={t('strongBase.score.majorTip')}
            placeholder={t('strongBase.schoolLine')}
            allowClear
            params={{ qjSchoolId }}
            request={async () => {
              if (!qjSchoolId) return [];
              const page = await qjMajorAdmin.list({ pageNumber: 1, pageSize: 100, qjSchoolId });
              return page.content.map((m) => ({ value: m.id, label: m.name }));
            }}
          />
        )}
      </ProFormDependency>
      <ProForm.Group>
        <ProFormSelect
          name="province"
          label={t('strongBase.score.province')}
          options={provinceOptions}
          width="sm"
          fieldProps={{ showSearch: true }}
          rules={[{ required: true }]}
        />
        <ProFormDigit name="year" label={t('strongBase.score.year')} min={2020} max={2100} fieldProps={{ precision: 0 }} rules={[{ required: true }]} />
        <ProFormText
          name="subjectType"
          label={t('strongBase.score.subjectType')}
          placeholder={t('strongBase.score.subjectTypeHint')}
          width="sm"
          rules={[{ max: 30 }]}
        />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormDigit
          name="entryScore"
          label={t('strongBase.score.entryScore')}
          tooltip={t('strongBase.score.entryScoreTip')}
          min={0}
          max={1000}
          fieldProps={{ precision: 1 }}
        />
        <ProFormDigit
          name="gaokaoFullMark"
          label={t('strongBase.score.gaokaoFullMark')}
          tooltip={t('strongBase.score.gaokaoFullMarkTip')}
          min={100}
          max={1000}
          fieldProps={{ precision: 0 }}
        />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormDigit
          name="compositeLine"
          label={t('strongBase.score.compositeLine')}
          tooltip={t('strongBase.score.compositeLineTip')}
          min={0}
          max={1000}
          fieldProps={{ precision: 3 }}
          dependencies={['entryScore']}
          rules={[
            ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
              validator: (_: unknown, value: unknown) =>
                numberOrNull(value) === null && numberOrNull(getFieldValue('entryScore')) === null
                  ? Promise.reject(new Error(t('strongBase.score.oneRequired')))
                  : Promise.resolve(),
            }),
          ]}
        />
        <ProFormRadio.Group
          name="compositeScale"
          label={t('strongBase.score.compositeScale')}
          options={[100, 750, 1000].map((n) => ({ value: n, label: String(n) }))}
        />
      </ProForm.Group>
      <ProFormText name="source" label={t('strongBase.score.source')} rules={[{ max: 500 }]} />
      <ProFormSwitch name="isExample" label={t('strongBase.example')} tooltip={t('strongBase.exampleHint')} />
    </CrudPage>
  );
}
