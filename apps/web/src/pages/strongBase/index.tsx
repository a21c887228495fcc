import { useQuery } from '@tanstack/react-query';
import { CalculatorOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Pagination, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PROVINCES, type QjSchoolView } from '@zhiyuan/shared';
import { getStrongBaseSchools, getStrongBaseYears } from '../../api/strong-base.ts';
import { ContentEmpty, ContentState } from '../../components/content/ContentStates.tsx';
import { Marked } from '../../components/pathways/Marked.tsx';
import { PathwaysSearch } from '../../components/pathways/ListSearch.tsx';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { useDevice } from '../../device.ts';
import { calculatorPath, schoolPath, UnverifiedTag } from './parts.tsx';

const PAGE_SIZE = 12;
const LOCATIONS = PROVINCES.map((p) => p.province);

/**
 * Route `strongBase` (强基计划): the pilot universities of a year from /qjPlanYuanxiao/getByPage,
 * searched by school or major on the server, narrowed by year and the school's location, each with
 * its dates, major count and lines, opening its own page. State in the URL: q, year, province, page.
 */
export default function StrongBasePage() {
  const { t } = useTranslation();
  const device = useDevice();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q')?.trim() ?? '';
  const yearParam = Number(params.get('year')) || undefined;
  const province = params.get('province') ?? '';
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: Partial<Record<'q' | 'year' | 'province' | 'page', string>>) => {
    const out = new URLSearchParams();
    const merged = { q: keyword, year: yearParam ? String(yearParam) : '', province, page: '', ...next };
    for (const [k, v] of Object.entries(merged)) if (v) out.set(k, v);
    setParams(out, { replace: true });
  };

  const years = useQuery({ queryKey: ['strongBase', 'years'], queryFn: getStrongBaseYears, retry: false, staleTime: 60_000 });
  const year = yearParam ?? years.data?.[0];
  const list = useQuery({
    queryKey: ['strongBase', 'schools', keyword, year, province, pageNumber],
    queryFn: () => getStrongBaseSchools({ pageNumber, pageSize: PAGE_SIZE, keyword, province, year }),
    enabled: !years.isPending,
    retry: false,
  });
  const filtered = Boolean(keyword || province);

  return (
    <PathwaysPage
      name="strongBase"

      aside={<PathwaysSearch keyword={keyword} onSearch={(q) => update({ q })} placeholder={t('strongBase.search')} testId="qj-search" />}
    >
      <div className="zy-pw__note zy-qj__intro" data-testid="qj-intro">
        <p>{t('strongBase.intro')}</p>
        <Link to={calculatorPath(device)} data-testid="qj-to-calculator">
          <CalculatorOutlined /> {t('strongBase.introCalc')}
        </Link>
      </div>
      <div className="zy-qj__filters">
        <Select
          aria-label={t('strongBase.yearLabel')}
          value={year}
          onChange={(v: number) => update({ year: String(v) })}
          options={(years.data ?? []).map((y) => ({ value: y, label: t('strongBase.year', { year: y }) }))}
          loading={years.isPending}
          data-testid="qj-year"
        />
        <Select
          aria-label={t('strongBase.location')}
          value={province}
          onChange={(v: string) => update({ province: v })}
          options={[{ value: '', label: t('strongBase.anyLocation') }, ...LOCATIONS.map((p) => ({ value: p, label: p }))]}
          showSearch
          data-testid="qj-location"
        />
      </div>
      <ContentState
        query={list}
        isEmpty={(page) => page.content.length === 0}
        empty={
          <ContentEmpty
            description={filtered ? t('strongBase.noMatch', { keyword: keyword || province }) : t('strongBase.empty')}
            action={filtered ? <Button onClick={() => update({ q: '', province: '' })}>{t('strongBase.clear')}</Button> : undefined}
          />
        }
        rows={8}
      >
        {(page) => (
          <>
            <p className="zy-pw__muted zy-qj__count" data-testid="qj-count">
              {keyword ? t('strongBase.found', { keyword, count: page.totalElements }) : t('strongBase.total', { count: page.totalElements })}
            </p>
            <div className="zy-qj__list">
              {page.content.map((school) => (
                <SchoolCard key={school.id} school={school} keyword={keyword} />
              ))}
            </div>
            {page.totalPages > 1 && (
              <div className="zy-qj__pager">
                <Pagination
                  current={pageNumber}
                  pageSize={PAGE_SIZE}
                  total={page.totalElements}
                  showSizeChanger={false}
                  simple={device === 'mobile'}
                  onChange={(p) => update({ page: String(p) })}
                  data-testid="qj-pager"
                />
              </div>
            )}
            <p className="zy-pw__note">{t('strongBase.disclaimer')}</p>
          </>
        )}
      </ContentState>
    </PathwaysPage>
  );
}

function SchoolCard({ school, keyword }: { school: QjSchoolView; keyword: string }) {
  const { t } = useTranslation();
  const device = useDevice();
  const to = schoolPath(device, school.id);
  const place = [school.province, school.city !== school.province ? school.city : null].filter(Boolean).join(' · ');
  return (
    <article className="zy-pw__card zy-qj__item" data-testid="qj-school" data-name={school.name}>
      <div className="zy-qj__tags">
        <Tag color="geekblue">{t('strongBase.year', { year: school.year })}</Tag>
        {place && <Tag>{place}</Tag>}
        <UnverifiedTag isExample={school.isExample} />
      </div>
      <h3 className="zy-qj__name">
        <Link to={to} data-testid="qj-school-name">
          <Marked text={school.name} keyword={keyword} />
        </Link>
      </h3>
      <dl className="zy-qj__facts">
        <dt>{t('strongBase.signup')}</dt>
        <dd>{school.signupStart ?? t('strongBase.datesUnknown')}</dd>
        <dt>{t('strongBase.test')}</dt>
        <dd>{school.testPeriod ?? t('strongBase.datesUnknown')}</dd>
        <dt>{t('strongBase.majors')}</dt>
        <dd data-testid="qj-major-count">
          {school.majorCount > 0 ? (
            t('strongBase.majorCount', { count: school.majorCount })
          ) : (
            <span className="zy-qj__muted">{school.isExample ? t('strongBase.majorsUnknown') : t('strongBase.majorsInBrief')}</span>
          )}
        </dd>
        <dt>{t('strongBase.lines')}</dt>
        <dd>
          {school.lineCount > 0 ? t('strongBase.lineCount', { count: school.lineCount }) : <span className="zy-qj__muted">{t('strongBase.noLines')}</span>}
        </dd>
      </dl>
      <Link to={to} className="zy-qj__open" data-testid="qj-school-open">
        {t('strongBase.open')} <RightOutlined />
      </Link>
    </article>
  );
}
