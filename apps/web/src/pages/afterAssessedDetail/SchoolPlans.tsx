import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Select, Skeleton, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { groupName, type SchoolDetail, type SchoolPlanRow } from '@zhiyuan/shared';
import { getSchoolPlans } from '../../api/plans.ts';
import { useDevice } from '../../device.ts';
import { useAppStore } from '../../stores/app.ts';
import { useExamProvince } from '../../components/schools/useSchool.ts';
import { PlanChangeTag } from '../../components/volunteer/PlanBadge.tsx';

/**
 * 招生计划 of a school in the student's province (issue 16): per major the seats, tuition, 选科 and
 * length of study of the latest year with a plan, each flagged 扩招 / 缩招 / 新增 / 持平 against the
 * previous year's plan when the data has one. Other provinces with a plan are offered.
 */
export function SchoolPlans({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation();
  const device = useDevice();
  const language = useAppStore((s) => s.language);
  const examProvince = useExamProvince();
  const [province, setProvince] = useState(examProvince);
  useEffect(() => setProvince(examProvince), [examProvince, school.id]);
  const [year, setYear] = useState<number | undefined>(undefined);
  const plans = useQuery({
    queryKey: ['schools', 'plans', school.id, province, year],
    queryFn: () => getSchoolPlans(school.id, province, year),
    enabled: Boolean(province),
  });
  const data = plans.data;
  const choose = (p: string) => {
    setProvince(p);
    setYear(undefined);
  };

  if (plans.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (plans.isError)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.loadFailed')}>
        <Button onClick={() => plans.refetch()}>{t('schools.retry')}</Button>
      </Empty>
    );
  // No plan in the province asked for: said plainly, never switched silently (issue 30); the
  // provinces that have one are offered, each a click away.
  if (!data || !data.rows.length) {
    const elsewhere = (data?.provinces ?? []).filter((p) => p !== province);
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        data-testid="plans-none"
        description={
          <>
            <div>{t('schools.plans.noneFor', { province })}</div>
            {data?.years.length ? <div className="zy-muted">{t('schools.plans.otherYears', { province, years: data.years.join('、') })}</div> : null}
            {elsewhere.length ? <div className="zy-muted">{t('schools.plans.elsewhere', { count: elsewhere.length })}</div> : null}
          </>
        }
      >
        {elsewhere.length ? (
          <Space wrap size={4} style={{ justifyContent: 'center' }}>
            {elsewhere.slice(0, 12).map((p) => (
              <Button key={p} size="small" onClick={() => choose(p)} data-testid="plans-other">
                {t('schools.plans.viewOf', { province: p })}
              </Button>
            ))}
          </Space>
        ) : null}
        {province !== examProvince ? (
          <div>
            <Button type="link" onClick={() => choose(examProvince)}>
              {t('schools.plans.backTo', { province: examProvince })}
            </Button>
          </div>
        ) : null}
      </Empty>
    );
  }

  const head = (
    <>
      {province !== examProvince ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="plans-other-province"
          message={t('schools.plans.viewingOther', { province, mine: examProvince })}
          action={
            <Button size="small" onClick={() => choose(examProvince)}>
              {t('schools.plans.backTo', { province: examProvince })}
            </Button>
          }
        />
      ) : null}
      <div className="zy-picks zy-plans__head">
        {data.provinces.length > 1 || province !== examProvince ? (
          <label className="zy-pick">
            <span>{t('schools.lines.province')}</span>
            <Select
              value={province}
              onChange={choose}
              options={[...new Set([examProvince, ...data.provinces])].map((p) => ({ value: p, label: p }))}
              style={{ minWidth: 100 }}
              data-testid="plans-province"
            />
          </label>
        ) : null}
        {data.years.length > 1 ? (
          <label className="zy-pick">
            <span>{t('schools.lines.year')}</span>
            <Select
              value={data.year ?? undefined}
              onChange={setYear}
              options={data.years.map((y) => ({ value: y, label: String(y) }))}
              style={{ minWidth: 90 }}
              data-testid="plans-year"
            />
          </label>
        ) : null}
        <span className="zy-muted" data-testid="plans-summary">
          {t('schools.plans.summary', { province: data.province, year: data.year, total: data.totalPlan ?? '—', count: data.rows.length })}
          {data.previousYear ? ` · ${t('schools.plans.compared', { year: data.previousYear })}` : ` · ${t('schools.plans.noPrevious')}`}
        </span>
      </div>
    </>
  );

  const major = (r: SchoolPlanRow) => r.majorName ?? '—';
  const group = (r: SchoolPlanRow) =>
    [r.subjectType, r.batch, r.groupCode && /\d/.test(r.groupCode) && r.groupCode.length <= 24 ? groupName(r.groupCode, language) : null]
      .filter(Boolean)
      .join(' · ');

  if (device === 'mobile') {
    return (
      <div className="zy-plans" data-testid="school-plans">
        {head}
        <ul className="zy-plans__list">
          {data.rows.map((r, i) => (
            <li key={`${r.majorName}${r.batch}${r.subjectType}${i}`} className="zy-plans__item" data-testid="plan-row">
              <div className="zy-plans__major">{major(r)}</div>
              <div className="zy-muted">{group(r)}</div>
              <div className="zy-plans__facts">
                <Tag color="geekblue">{t('schools.plans.seatsN', { n: r.planCount ?? '—' })}</Tag>
                <PlanChangeTag change={r.change} previous={r.previousPlanCount} total={r.comparedTotal} />
                {r.tuition !== null ? <span>{t('smartFill.planTuition', { n: r.tuition })}</span> : null}
                {r.electiveRequirement ? <span>{t('smartFill.elective', { text: r.electiveRequirement })}</span> : null}
                {r.lengthOfStudy ? <span>{t('schools.plans.years', { n: r.lengthOfStudy })}</span> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="zy-plans" data-testid="school-plans">
      {head}
      <Table<SchoolPlanRow>
        size="small"
        rowKey={(r) => `${r.subjectType}|${r.batch}|${r.groupCode}|${r.majorName}|${r.majorCode}`}
        dataSource={data.rows}
        pagination={data.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        onRow={() => ({ 'data-testid': 'plan-row' }) as object}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('schools.lines.major'), key: 'major', render: (_, r) => <span className="zy-plans__major">{major(r)}</span> },
          { title: t('schools.plans.where'), key: 'where', render: (_, r) => group(r) },
          { title: t('schools.plans.seats'), dataIndex: 'planCount', width: 80, render: (v: number | null) => v ?? '—' },
          // Only with a previous year's plan to compare with (else the column would be empty).
          ...(data.previousYear
            ? [
                {
                  title: t('schools.plans.change'),
                  key: 'change',
                  width: 150,
                  render: (_: unknown, r: SchoolPlanRow) =>
                    r.change ? <PlanChangeTag change={r.change} previous={r.previousPlanCount} total={r.comparedTotal} /> : '—',
                },
              ]
            : []),
          { title: t('schools.plans.tuition'), dataIndex: 'tuition', width: 110, render: (v: number | null, r) => (v !== null ? v : (r.tuitionText ?? '—')) },
          { title: t('schools.lines.elective'), dataIndex: 'electiveRequirement', width: 120, render: (v: string | null) => v ?? '—' },
          {
            title: t('schools.plans.length'),
            dataIndex: 'lengthOfStudy',
            width: 80,
            render: (v: number | null) => (v ? t('schools.plans.years', { n: v }) : '—'),
          },
        ]}
      />
    </div>
  );
}
