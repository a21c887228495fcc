import { useEffect, useMemo, useState } from 'react';
import { Alert, Empty, Segmented, Select, Skeleton } from 'antd';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SchoolDetail } from '@zhiyuan/shared';
import { useDevice } from '../../device.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { LinesTable } from '../../components/schools/LinesTable.tsx';
import { TrendChart } from '../../components/schools/TrendChart.tsx';
import { batchesOf, latestYears, subjectTypesOf, trendOf } from '../../components/schools/lines.ts';
import { pickProvince, useExamProvince, useSchoolLines } from '../../components/schools/useSchool.ts';

/** 历年录取分数线 of a school: province, subject type and batch; the trend chart and the year's table. */
export function SchoolLines({ school }: { school: SchoolDetail }) {
  const { t } = useTranslation();
  const device = useDevice();
  const examProvince = useExamProvince();
  const [province, setProvince] = useState(() => pickProvince(school.admissionProvinces, examProvince));
  const provincesKey = school.admissionProvinces.join();
  // A refetch of the same school (after 关注) keeps the province the user chose.
  useEffect(() => setProvince(pickProvince(provincesKey ? provincesKey.split(',') : [], examProvince)), [school.id, provincesKey, examProvince]);
  const lines = useSchoolLines(school.id, province);
  const rows = useMemo(() => lines.data?.years.flatMap((y) => y.rows) ?? [], [lines.data]);

  const subjectTypes = useMemo(() => subjectTypesOf(rows), [rows]);
  const [subjectType, setSubjectType] = useState('');
  const currentType = subjectTypes.includes(subjectType) ? subjectType : (subjectTypes[0] ?? '');
  const batches = useMemo(() => batchesOf(rows, currentType), [rows, currentType]);
  const [batch, setBatch] = useState('');
  const currentBatch = batches.includes(batch) ? batch : (batches[0] ?? '');
  const trend = useMemo(() => trendOf(rows, currentType, currentBatch), [rows, currentType, currentBatch]);
  const years = useMemo(
    () =>
      latestYears(
        rows.filter((r) => r.subjectType === currentType),
        10,
      ),
    [rows, currentType],
  );
  const [year, setYear] = useState<number | null>(null);
  const currentYear = year !== null && years.includes(year) ? year : (years[0] ?? null);
  const tableRows = rows.filter((r) => r.subjectType === currentType && r.year === currentYear);

  if (school.admissionProvinces.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.lines.noneAnywhere')} />;
  }

  const pick = (label: string, value: string, values: string[], onChange: (v: string) => void, testId: string) =>
    device === 'mobile' && values.length <= 8 ? (
      <div className="zy-m-pick" data-testid={testId}>
        <span>{label}</span>
        <Selector
          columns={values.length > 3 ? 4 : 3}
          value={value ? [value] : []}
          onChange={(v) => v[0] && onChange(v[0])}
          options={values.map((v) => ({ label: v, value: v }))}
        />
      </div>
    ) : (
      <label className="zy-pick">
        <span>{label}</span>
        <Select
          size="middle"
          showSearch
          value={value || undefined}
          onChange={onChange}
          options={values.map((v) => ({ value: v, label: v }))}
          style={{ minWidth: 120 }}
          data-testid={testId}
          popupMatchSelectWidth={false}
        />
      </label>
    );

  return (
    <div className="zy-school-lines">
      {province !== examProvince && !school.admissionProvinces.includes(examProvince) ? (
        // Never a silent switch (issue 30): the student's province has no line of this school.
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="lines-other-province"
          message={t('schools.lines.noneForShowing', { province: examProvince, showing: province })}
        />
      ) : null}
      <div className="zy-picks">
        {pick(t('schools.lines.province'), province, school.admissionProvinces, setProvince, 'lines-province')}
        {subjectTypes.length > 0 && pick(t('schools.lines.subjectType'), currentType, subjectTypes, setSubjectType, 'lines-subject')}
        {batches.length > 0 && pick(t('schools.lines.batch'), currentBatch, batches, setBatch, 'lines-batch')}
      </div>
      {province !== examProvince && examProvince && (
        <p className="zy-muted-note">{t('schools.lines.notInYourProvince', { province: examProvince, shown: province })}</p>
      )}
      {/* the page's banner covers a demo school; this one only speaks for demo lines of a real school */}
      <DemoBanner demo={school.dataMode !== 'demo' && rows.some((r) => r.dataMode === 'demo')} />
      {lines.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.lines.none', { province })} />
      ) : (
        <>
          <h3 className="zy-subtitle">{t('schools.lines.trendTitle', { province, subjectType: currentType, batch: currentBatch })}</h3>
          <TrendChart
            years={trend.map((p) => p.year)}
            scoreLabel={t('schools.lines.minScore')}
            rankLabel={t('schools.lines.minRank')}
            height={device === 'mobile' ? 240 : 300}
            series={[
              { name: t('schools.lines.minScore'), data: trend.map((p) => p.minScore) },
              // no rank axis when no year has a rank (some provinces publish scores only)
              ...(trend.some((p) => p.minRank !== null) ? [{ name: t('schools.lines.minRank'), data: trend.map((p) => p.minRank), rankAxis: true }] : []),
            ]}
          />
          <p className="zy-muted-note">{t('schools.lines.trendNote')}</p>
          <div className="zy-table-head">
            <h3 className="zy-subtitle">{t('schools.lines.tableTitle', { year: currentYear ?? '', province, subjectType: currentType })}</h3>
            {device === 'mobile' ? null : (
              <Segmented
                size="small"
                value={currentYear ?? undefined}
                onChange={(v) => setYear(Number(v))}
                options={years.map((y) => ({ label: String(y), value: y }))}
                data-testid="lines-year"
              />
            )}
          </div>
          {device === 'mobile' && years.length > 1 && (
            <div className="zy-m-pick">
              <Selector
                columns={4}
                value={currentYear ? [String(currentYear)] : []}
                onChange={(v) => v[0] && setYear(Number(v[0]))}
                options={years.map((y) => ({ label: String(y), value: String(y) }))}
                data-testid="lines-year"
              />
            </div>
          )}
          <LinesTable rows={tableRows} />
          {lines.data?.truncated && <p className="zy-muted-note">{t('schools.lines.truncated')}</p>}
          {lines.data && lines.data.levelCounts.major > 0 && (
            <Link
              className="zy-more-link"
              to={`/afterAssessedDetailMajor?id=${encodeURIComponent(school.id)}&province=${encodeURIComponent(province)}&subjectType=${encodeURIComponent(currentType)}${currentYear ? `&year=${currentYear}` : ''}`}
              data-testid="to-major-lines"
            >
              {t('schools.lines.toMajorLines', { count: lines.data.levelCounts.major })}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
