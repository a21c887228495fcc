import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Button, Empty, Select, Skeleton, Tag } from 'antd';
import { Selector } from 'antd-mobile';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PROVINCES, type MajorBrief, type SchoolDetail, type ScoreLineRow } from '@zhiyuan/shared';
import { getSchoolDetail, getSchoolLines, getSchoolMajors } from '../../api/schools.ts';
import { useDevice } from '../../device.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { RankCell } from '../../components/schools/LinesTable.tsx';
import { SchoolTags, SchoolType } from '../../components/schools/SchoolTags.tsx';
import { SourceBadge, SourceNote } from '../../components/schools/SourceNote.tsx';
import { TrendChart } from '../../components/schools/TrendChart.tsx';
import { batchesOf, latestYears, majorsInCommon, subjectTypesOf, trendOf } from '../../components/schools/lines.ts';
import { useExamProvince } from '../../components/schools/useSchool.ts';
import { COMPARE_MIN } from '../../stores/compareBasket.ts';
import { useLoginStore } from '../../stores/login.ts';
import '../../components/schools/schools.css';
import { AddSchool } from './AddSchool.tsx';
import { comparedYears, linesWithMajorFallback, yearKey } from './compareLines.ts';

const YEARS_SHOWN = 3;

/** Route `compareInstitutions`: the schools of the compare basket (2 to 4) side by side. */
export default function CompareInstitutionsPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const basket = useLoginStore((s) => s.compareSchools);
  const add = useLoginStore((s) => s.addCompareSchool);
  const remove = useLoginStore((s) => s.removeCompareSchool);
  const [params, setParams] = useSearchParams();
  const examProvince = useExamProvince();
  const [province, setProvince] = useState(examProvince);
  useEffect(() => setProvince(examProvince), [examProvince]);

  // A shared link (?ids=10003,10001) fills the basket, then the basket is what the page shows.
  const linkIds = useMemo(
    () =>
      (params.get('ids') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 4),
    [params],
  );
  const ids = useMemo(() => [...new Set([...basket.map((s) => s.id), ...linkIds])].slice(0, 4), [basket, linkIds]);

  const details = useQueries({ queries: ids.map((id) => ({ queryKey: ['schools', 'detail', id], queryFn: () => getSchoolDetail(id) })) });
  const lines = useQueries({
    queries: ids.map((id) => ({ queryKey: ['schools', 'lines', id, province], queryFn: () => getSchoolLines(id, { province }), enabled: Boolean(province) })),
  });
  // major lines too: a year without 院校 / 专业组 lines (广东 before 2025) is read from them
  const majorLines = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['schools', 'lines', id, province, 'major'],
      queryFn: () => getSchoolLines(id, { province, level: 'major' }),
      enabled: Boolean(province),
      staleTime: 5 * 60_000,
    })),
  });
  const majors = useQueries({ queries: ids.map((id) => ({ queryKey: ['schools', 'majors', id], queryFn: () => getSchoolMajors(id), staleTime: 5 * 60_000 })) });

  useEffect(() => {
    if (linkIds.length === 0) return;
    const loaded = details.filter((d) => d.data || d.isError);
    if (loaded.length < ids.length) return;
    for (const d of details) if (d.data && linkIds.includes(d.data.id)) add({ id: d.data.id, name: d.data.name });
    const next = new URLSearchParams(params);
    next.delete('ids');
    setParams(next, { replace: true });
  }, [details, linkIds, ids.length, add, params, setParams]);

  const schools = details.map((d, i) => {
    const merged = linesWithMajorFallback(lines[i]?.data?.years.flatMap((y) => y.rows) ?? [], majorLines[i]?.data?.years.flatMap((y) => y.rows) ?? []);
    return { id: ids[i], detail: d.data, failed: d.isError, rows: merged.rows, fromMajors: merged.fromMajors, majors: majors[i]?.data };
  });
  const allRows = useMemo(() => schools.flatMap((s) => s.rows), [schools]);
  const subjectTypes = useMemo(() => subjectTypesOf(allRows), [allRows]);
  const [subjectType, setSubjectType] = useState('');
  const currentType = subjectTypes.includes(subjectType) ? subjectType : (subjectTypes[0] ?? '');
  // The batch most of the compared schools have lines in comes first.
  const batches = useMemo(() => {
    const order = batchesOf(allRows, currentType);
    const schoolsIn = (batch: string) => new Set(allRows.filter((r) => r.subjectType === currentType && r.batch === batch).map((r) => r.schoolId)).size;
    return order
      .map((b, i) => ({ b, i, n: schoolsIn(b) }))
      .sort((x, y) => y.n - x.n || x.i - y.i)
      .map((x) => x.b);
  }, [allRows, currentType]);
  const [batch, setBatch] = useState('');
  const currentBatch = batches.includes(batch) ? batch : (batches[0] ?? '');
  const yearsWithLines = useMemo(
    () =>
      latestYears(
        allRows.filter((r) => r.subjectType === currentType && r.batch === currentBatch),
        YEARS_SHOWN,
      ),
    [allRows, currentType, currentBatch],
  );
  const years = useMemo(() => comparedYears(yearsWithLines, YEARS_SHOWN), [yearsWithLines]);
  const missingYears = years.filter((y) => !yearsWithLines.includes(y));

  const removeSchool = (id: string) => {
    remove(id);
    if (linkIds.includes(id)) {
      const next = new URLSearchParams(params);
      next.set('ids', linkIds.filter((x) => x !== id).join(','));
      setParams(next, { replace: true });
    }
  };

  const header = (
    <header className="zy-compare__head">
      <div>
        <h1>{t('schools.compare.title')}</h1>
        <p>{t('schools.compare.subtitle', { min: COMPARE_MIN })}</p>
      </div>
      <AddSchool />
    </header>
  );

  if (ids.length < COMPARE_MIN) {
    return (
      <div className={`zy-page zy-compare zy-compare--${device}`} data-testid="page-compareInstitutions">
        {header}
        <section className="zy-card zy-section-card">
          <Empty description={t('schools.compare.needMore', { min: COMPARE_MIN })}>
            {ids.length === 1 && schools[0].detail && <p className="zy-muted">{t('schools.compare.chosen', { name: schools[0].detail.name })}</p>}
            <Link to="/afterAssessed">
              <Button type="primary">{t('schools.compare.pickFromList')}</Button>
            </Link>
          </Empty>
        </section>
      </div>
    );
  }

  const cell = (s: (typeof schools)[number], render: (d: SchoolDetail) => ReactNode) =>
    s.detail ? render(s.detail) : s.failed ? t('schools.loadFailed') : <Skeleton.Input active size="small" />;
  const attributes: { key: string; label: string; render: (d: SchoolDetail) => ReactNode }[] = [
    { key: 'tags', label: t('schools.detail.tags'), render: (d) => <SchoolTags school={d} tagsOnly /> },
    { key: 'place', label: t('schools.detail.location'), render: (d) => [d.province, d.city].filter(Boolean).join(' · ') || '-' },
    { key: 'level', label: t('schools.detail.level'), render: (d) => d.level ?? '-' },
    { key: 'type', label: t('schools.detail.type'), render: (d) => <SchoolType school={d} /> },
    { key: 'nature', label: t('schools.detail.nature'), render: (d) => (d.isPrivate ? t('schools.private') : t('schools.public')) },
    { key: 'dept', label: t('schools.detail.department'), render: (d) => d.department ?? '-' },
    { key: 'code', label: t('schools.detail.guobiaoCode'), render: (d) => d.guobiaoCode ?? '-' },
    { key: 'majors', label: t('schools.detail.majorCount'), render: (d) => d.majorCount },
  ];

  const trends = schools.map((s) => trendOf(s.rows, currentType, currentBatch));
  const lineRows: ScoreLineRow[] = allRows.filter((r) => r.subjectType === currentType && r.batch === currentBatch && years.includes(r.year));
  const linesLoading = [...lines, ...majorLines].some((l) => l.isPending && province);
  const anyFromMajors = schools.some((s) => years.some((y) => s.fromMajors.has(yearKey(y, currentType, currentBatch))));
  const common = majorsInCommon(schools.map((s) => s.majors ?? [])) as MajorBrief[];
  const majorsLoaded = schools.every((s) => s.majors);

  const picker = (label: string, value: string, values: string[], onChange: (v: string) => void, testId: string) =>
    device === 'mobile' && values.length <= 8 ? (
      <div className="zy-m-pick" data-testid={testId}>
        <span>{label}</span>
        <Selector columns={4} value={value ? [value] : []} onChange={(v) => v[0] && onChange(v[0])} options={values.map((v) => ({ label: v, value: v }))} />
      </div>
    ) : (
      <label className="zy-pick">
        <span>{label}</span>
        <Select
          showSearch
          value={value || undefined}
          onChange={onChange}
          options={values.map((v) => ({ value: v, label: v }))}
          style={{ minWidth: 110 }}
          popupMatchSelectWidth={false}
          data-testid={testId}
        />
      </label>
    );

  return (
    <div className={`zy-page zy-compare zy-compare--${device}`} data-testid="page-compareInstitutions">
      {header}
      <DemoBanner data={[...schools.map((s) => s.detail), ...allRows.slice(0, 1)]} />

      <section className="zy-card zy-section-card">
        <h2>{t('schools.compare.basics')}</h2>
        <div className="zy-scroll-x">
          <table className="zy-compare-table" data-testid="compare-table">
            <thead>
              <tr>
                <th className="zy-compare-table__label">{t('schools.compare.school')}</th>
                {schools.map((s) => (
                  <th key={s.id} data-testid="compare-school">
                    <div className="zy-compare-table__school">
                      {s.detail ? <Link to={`/afterAssessedDetail?id=${encodeURIComponent(s.id)}`}>{s.detail.name}</Link> : s.id}
                      <button
                        type="button"
                        className="zy-basket__remove"
                        aria-label={t('schools.compare.remove', { name: s.detail?.name ?? s.id })}
                        onClick={() => removeSchool(s.id)}
                        data-testid="compare-remove"
                      >
                        <CloseOutlined />
                      </button>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {attributes.map((a) => (
                <tr key={a.key}>
                  <th className="zy-compare-table__label">{a.label}</th>
                  {schools.map((s) => (
                    <td key={s.id}>{cell(s, a.render)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="zy-card zy-section-card" data-testid="compare-lines">
        <h2>{t('schools.compare.lines', { province, count: YEARS_SHOWN })}</h2>
        <div className="zy-picks">
          {picker(
            t('schools.lines.province'),
            province,
            PROVINCES.map((p) => p.province),
            setProvince,
            'compare-province',
          )}
          {subjectTypes.length > 0 && picker(t('schools.lines.subjectType'), currentType, subjectTypes, setSubjectType, 'compare-subject')}
          {batches.length > 0 && picker(t('schools.lines.batch'), currentBatch, batches, setBatch, 'compare-batch')}
        </div>
        {linesLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : years.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.compare.noLines', { province })} />
        ) : (
          <>
            <TrendChart
              testId="compare-chart"
              years={years}
              height={device === 'mobile' ? 240 : 300}
              scoreLabel={t('schools.lines.minScore')}
              series={schools.map((s, i) => ({ name: s.detail?.name ?? s.id, data: years.map((y) => trends[i].find((p) => p.year === y)?.minScore ?? null) }))}
            />
            <div className="zy-scroll-x">
              <table className="zy-compare-table zy-compare-table--lines" data-testid="compare-lines-table">
                <thead>
                  <tr>
                    <th className="zy-compare-table__label">{t('schools.compare.school')}</th>
                    {years.map((y) => (
                      <th key={y}>{t('schools.compare.yearHead', { year: y })}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {schools.map((s, i) => (
                    <tr key={s.id}>
                      <th className="zy-compare-table__label">{s.detail?.name ?? s.id}</th>
                      {years.map((y) => {
                        const point = trends[i].find((p) => p.year === y);
                        const sample = s.rows.find((r) => r.year === y && r.subjectType === currentType && r.batch === currentBatch);
                        return (
                          <td key={y}>
                            {point ? (
                              <div className="zy-compare-line">
                                <strong>{point.minScore ?? '-'}</strong>
                                <span className="zy-muted">
                                  {t('schools.lines.rankShort')} <RankCell rank={point.minRank} derived={point.rankDerived} />
                                </span>
                                {s.fromMajors.has(yearKey(y, currentType, currentBatch)) && (
                                  <span className="zy-muted" data-testid="compare-from-majors">
                                    {t('schools.compare.fromMajors')}
                                  </span>
                                )}
                                {sample && <SourceBadge source={{ ...sample, official: point.official }} school={sample.schoolName} />}
                              </div>
                            ) : (
                              <span className="zy-muted">{t('schools.compare.noLineYear')}</span>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="zy-muted-note">{t('schools.compare.linesNote', { subjectType: currentType, batch: currentBatch })}</p>
            {anyFromMajors && <p className="zy-muted-note">{t('schools.compare.fromMajorsNote')}</p>}
            {missingYears.length > 0 && (
              <p className="zy-muted-note" data-testid="compare-missing-years">
                {t('schools.compare.missingYears', { years: missingYears.join('、'), province, subjectType: currentType, batch: currentBatch })}
              </p>
            )}
            <SourceNote rows={lineRows} province={province} />
          </>
        )}
      </section>

      <section className="zy-card zy-section-card" data-testid="compare-majors">
        <h2>{t('schools.compare.commonMajors')}</h2>
        {!majorsLoaded ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <>
            <p className="zy-muted">
              {schools.map((s) => t('schools.compare.majorCountOf', { name: s.detail?.name ?? s.id, count: s.majors?.length ?? 0 })).join('；')}
            </p>
            {common.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.compare.noCommonMajors')} />
            ) : (
              <div className="zy-school-majors__items" data-testid="common-majors">
                {common.map((m) => (
                  <Tag key={m.code} color="blue" bordered={false}>
                    {m.name}
                  </Tag>
                ))}
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
