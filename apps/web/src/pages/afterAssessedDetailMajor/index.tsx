import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Result, Select, Skeleton } from 'antd';
import { SearchBar, Selector } from 'antd-mobile';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getSchoolLines } from '../../api/schools.ts';
import { useDevice } from '../../device.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { currentQuery } from '../../components/schools/address.ts';
import { CompareBasket } from '../../components/schools/CompareBasket.tsx';
import { LinesTable } from '../../components/schools/LinesTable.tsx';
import { latestYears, subjectTypesOf } from '../../components/schools/lines.ts';
import { SchoolTags } from '../../components/schools/SchoolTags.tsx';
import { pickProvince, useExamProvince, useSchoolDetail } from '../../components/schools/useSchool.ts';
import '../../components/schools/schools.css';
import { PickSchool } from './PickSchool.tsx';

const MOBILE_PAGE = 20;

/**
 * Route `afterAssessedDetailMajor?id=&province=&year=&subjectType=&major=`: a school's major-level
 * admission lines (专业分数线) for one province, year and subject type. The years and subject types
 * offered are the ones this school has major lines for in the province, so a choice never ends empty.
 */
export default function AfterAssessedDetailMajorPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const detail = useSchoolDetail(id);
  const school = detail.data;
  const examProvince = useExamProvince();
  const province = school ? pickProvince(school.admissionProvinces, params.get('province'), examProvince) : '';
  const major = params.get('major') ?? '';
  const [keyword, setKeyword] = useState(major);
  useEffect(() => setKeyword(major), [major]);
  const [mobilePage, setMobilePage] = useState(1);

  const lines = useQuery({
    queryKey: ['schools', 'majorLines', id, province],
    queryFn: () => getSchoolLines(id!, { province, level: 'major' }),
    enabled: Boolean(id && province),
  });
  const all = useMemo(() => lines.data?.years.flatMap((y) => y.rows) ?? [], [lines.data]);
  const years = useMemo(() => latestYears(all, 20), [all]);
  const wantedYear = Number(params.get('year'));
  const year = years.includes(wantedYear) ? wantedYear : years[0];
  const subjectTypes = useMemo(() => subjectTypesOf(all.filter((r) => r.year === year)), [all, year]);
  const wantedType = params.get('subjectType') ?? '';
  const subjectType = subjectTypes.includes(wantedType) ? wantedType : (subjectTypes[0] ?? '');
  const rows = useMemo(
    () => all.filter((r) => r.year === year && r.subjectType === subjectType && (!major || (r.majorName ?? '').includes(major))),
    [all, year, subjectType, major],
  );
  useEffect(() => setMobilePage(1), [rows]);

  const set = (next: Record<string, string | number | undefined>) => {
    const merged = currentQuery() ?? new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') merged.delete(k);
      else merged.set(k, String(v));
    }
    setParams(merged, { replace: true });
  };

  const shell = (body: ReactNode) => (
    <div className={`zy-page zy-school-detail zy-school-detail--${device}`} data-testid="page-afterAssessedDetailMajor">
      {body}
      <CompareBasket />
    </div>
  );
  if (!id) return shell(<PickSchool />);
  if (detail.isError) {
    return shell(
      <Result
        status="404"
        title={t('schools.detail.notFound')}
        extra={<Button onClick={() => navigate('/afterAssessed')}>{t('schools.detail.toList')}</Button>}
      />,
    );
  }
  if (!school) return shell(<Skeleton active paragraph={{ rows: 8 }} />);

  const pick = (label: string, value: string, values: string[], key: string) =>
    device === 'mobile' && values.length <= 8 ? (
      <div className="zy-m-pick" data-testid={`major-${key}`}>
        <span>{label}</span>
        <Selector
          columns={4}
          value={value ? [value] : []}
          onChange={(v) => v[0] && set({ [key]: v[0] })}
          options={values.map((v) => ({ label: v, value: v }))}
        />
      </div>
    ) : (
      <label className="zy-pick">
        <span>{label}</span>
        <Select
          showSearch
          value={value || undefined}
          onChange={(v) => set({ [key]: v })}
          options={values.map((v) => ({ value: v, label: v }))}
          style={{ minWidth: 110 }}
          popupMatchSelectWidth={false}
          data-testid={`major-${key}`}
        />
      </label>
    );
  const pages = Math.max(1, Math.ceil(rows.length / MOBILE_PAGE));
  const shown = device === 'mobile' ? rows.slice((mobilePage - 1) * MOBILE_PAGE, mobilePage * MOBILE_PAGE) : rows;

  return shell(
    <>
      <header className="zy-card zy-school-hero zy-school-hero--small">
        <div className="zy-school-hero__main">
          <Link to={`/afterAssessedDetail?id=${encodeURIComponent(school.id)}`} className="zy-back-link">
            <ArrowLeftOutlined /> {school.name}
          </Link>
          <h1 data-testid="school-title">{t('schools.majorLines.title', { name: school.name })}</h1>
          <SchoolTags school={school} compact />
        </div>
      </header>
      <section className="zy-card zy-section-card">
        {school.admissionProvinces.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.lines.noneAnywhere')} data-testid="major-lines-empty" />
        ) : (
          <>
            <div className="zy-picks">
              {pick(t('schools.lines.province'), province, school.admissionProvinces, 'province')}
              {years.length > 0 && pick(t('schools.lines.year'), String(year), years.map(String), 'year')}
              {subjectTypes.length > 0 && pick(t('schools.lines.subjectType'), subjectType, subjectTypes, 'subjectType')}
              {all.length > 0 &&
                (device === 'mobile' ? (
                  <SearchBar
                    value={keyword}
                    onChange={setKeyword}
                    onSearch={(v) => set({ major: v.trim() })}
                    onClear={() => set({ major: undefined })}
                    placeholder={t('schools.majorLines.keyword')}
                  />
                ) : (
                  <Input.Search
                    allowClear
                    value={keyword}
                    onChange={(e) => setKeyword(e.target.value)}
                    onSearch={(v) => set({ major: v.trim() })}
                    placeholder={t('schools.majorLines.keyword')}
                    style={{ maxWidth: 240 }}
                    data-testid="major-keyword"
                  />
                ))}
            </div>
            <DemoBanner demo={school.dataMode !== 'demo' && all.some((r) => r.dataMode === 'demo')} />
            <DemoBanner data={school} />
            {lines.isPending ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : all.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.majorLines.noneInProvince', { province })} data-testid="major-lines-empty" />
            ) : rows.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('schools.majorLines.none', { province, year, subjectType })}
                data-testid="major-lines-empty"
              />
            ) : (
              <>
                <h3 className="zy-subtitle" data-testid="major-lines-title">
                  {t('schools.majorLines.tableTitle', { province, year, subjectType, count: rows.length })}
                </h3>
                <LinesTable rows={shown} showMajor testId="major-lines-table" />
                {lines.data?.truncated && <p className="zy-muted-note">{t('schools.lines.truncated')}</p>}
                {device === 'mobile' && pages > 1 && (
                  <div className="zy-m-pager">
                    <Button size="small" disabled={mobilePage <= 1} onClick={() => setMobilePage((p) => p - 1)}>
                      {t('schools.prev')}
                    </Button>
                    <span>
                      {mobilePage}/{pages}
                    </span>
                    <Button size="small" disabled={mobilePage >= pages} onClick={() => setMobilePage((p) => p + 1)}>
                      {t('schools.next')}
                    </Button>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </section>
    </>,
  );
}
