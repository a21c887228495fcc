import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Select, Skeleton, Tag, Tooltip } from 'antd';
import { ErrorBlock, Skeleton as MobileSkeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MajorDetail } from '@zhiyuan/shared';
import { getMajorDetail, searchMajors } from '../../api/majors.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { majorDetailPath } from '../../components/majors/links.ts';
import { PublisherLink } from '../../components/majors/Publisher.tsx';
import { useDevice } from '../../device.ts';
import { useAppStore } from '../../stores/app.ts';
import { FlagTags } from '../majorLibrary/FlagTags.tsx';
import { chooseProvince, latestSlice, linesProvinces, subjectTypesOf } from './charts.ts';
import { BarSection, LineSection, RankSection, SchoolsSection } from './ChartSections.tsx';
import { SaveMajorButton } from './SaveMajorButton.tsx';
import { CareerLeads } from '../../components/career/CareerLeads.tsx';
import { genderText, scaleText } from './facts.ts';
import '../../components/majors/majors.css';

/** Route `majorDetail?id=`: the major's catalog facts and four charts built from the admission data. */
export default function MajorDetailPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const userProvince = useAppStore((s) => s.province);
  const detail = useQuery({ queryKey: ['majors', 'detail', id], queryFn: () => getMajorDetail(id), enabled: Boolean(id), retry: false });
  const className = `zy-page zy-majors zy-mdetail${device === 'mobile' ? ' zy-majors--mobile' : ''}`;

  if (!id || detail.error) {
    const notFound = !id || (detail.error instanceof ApiError && detail.error.code === 404);
    const text = notFound ? t('majors.detail.notFound') : errorMessage(detail.error, t('majors.detail.loadFailed'));
    return (
      <div className={className} data-testid="page-majorDetail">
        {device === 'mobile' ? <ErrorBlock status="empty" title={text} description="" /> : <Empty description={text} />}
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className={className} data-testid="page-majorDetail">
        {device === 'mobile' ? <MobileSkeleton.Paragraph lineCount={8} animated /> : <Skeleton active paragraph={{ rows: 10 }} />}
      </div>
    );
  }

  const major = detail.data;
  const provinces = linesProvinces(major.lines);
  const asked = params.get('province');
  const province = asked && provinces.some((p) => p.province === asked) ? asked : chooseProvince(major.lines, userProvince);
  const types = province ? subjectTypesOf(major.lines, province) : [];
  const askedType = params.get('subjectType');
  const subjectType = askedType && types.includes(askedType) ? askedType : province ? (latestSlice(major.lines, province)?.subjectType ?? types[0]) : undefined;
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (key === 'province') next.delete('subjectType');
    setParams(next, { replace: true });
  };

  return (
    <div className={className} data-testid="page-majorDetail">
      <Overview major={major} />
      <DemoBanner data={major} />
      {province && subjectType ? (
        <>
          <section className="zy-mcard zy-mlib__bar">
            <span className="zy-hist__control">
              <span>{t('majors.detail.province')}</span>
              <Select
                value={province}
                onChange={(p) => setParam('province', p)}
                style={{ minWidth: 140 }}
                options={provinces.map((p) => ({ value: p.province, label: `${p.province}（${p.records}）` }))}
                data-testid="major-province"
              />
            </span>
            <span className="zy-hist__control">
              <span>{t('majors.detail.subjectType')}</span>
              <Select
                value={subjectType}
                onChange={(v) => setParam('subjectType', v)}
                style={{ minWidth: 140 }}
                options={types.map((type) => ({ value: type, label: type }))}
                data-testid="major-subject-type"
              />
            </span>
          </section>
          <div className="zy-mdetail__charts">
            <BarSection major={major} province={province} subjectType={subjectType} />
            <LineSection major={major} province={province} subjectType={subjectType} />
            <RankSection major={major} province={province} subjectType={subjectType} />
            <SchoolsSection major={major} />
          </div>
        </>
      ) : (
        <>
          <Alert
            className="zy-mcard"
            type="info"
            showIcon
            message={t('majors.detail.noLines')}
            description={t('majors.detail.noLinesHint')}
            data-testid="major-no-lines"
          />
          <div className="zy-mdetail__charts">
            <SchoolsSection major={major} />
          </div>
        </>
      )}
      <CareerLeads major={major} />
      <RelatedMajors major={major} />
    </div>
  );
}

function Overview({ major }: { major: MajorDetail }) {
  const { t } = useTranslation();
  const facts: [string, string | null][] = [
    [t('majors.detail.code'), major.code],
    [t('majors.detail.level'), t(`majors.library.levels.${major.level}`, { defaultValue: major.level })],
    [t('majors.detail.degree'), major.degree],
    [t('majors.detail.length'), major.lengthOfStudy ? t('majors.detail.lengthYears', { count: major.lengthOfStudy }) : null],
    [t('majors.detail.schoolCount'), t('majors.detail.schoolCountValue', { count: major.schools.total })],
    [t('majors.detail.scale'), scaleText(major.scale, t)],
    [t('majors.detail.genderRatio'), genderText(major.genderRatio, t)],
  ];
  return (
    <section className="zy-mcard" data-testid="major-overview">
      <div className="zy-mdetail__head">
        <div>
          <div className="zy-mdetail__title">
            <h1 data-testid="major-name">{major.name}</h1>
            <span className="zy-muted-text">{major.code}</span>
          </div>
          <p className="zy-mdetail__crumb">{[major.categoryName, major.className].filter(Boolean).join(' / ')}</p>
          <div className="zy-mdetail__tags">
            <Tag color="blue" bordered={false}>
              {t(`majors.library.levels.${major.level}`, { defaultValue: major.level })}
            </Tag>
            {major.degree && <Tag bordered={false}>{major.degree}</Tag>}
            {major.lengthOfStudy && (
              <Tooltip title={major.lengthDerived ? t('majors.detail.lengthDerived') : undefined}>
                <Tag bordered={false}>
                  {t('majors.detail.lengthYears', { count: major.lengthOfStudy })}
                  {major.lengthDerived ? '*' : ''}
                </Tag>
              </Tooltip>
            )}
            <FlagTags isSpecial={major.isSpecial} isControlled={major.isControlled} />
          </div>
        </div>
        <SaveMajorButton majorId={major.id} saved={major.saved} />
      </div>
      <div className="zy-mdetail__facts">
        {facts
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div className="zy-mdetail__fact" key={label}>
              <span>{label}</span>
              <b>{value}</b>
            </div>
          ))}
      </div>
      <p className="zy-mcard__source" data-testid="major-catalog-source">
        <span>{t('majors.detail.source')}：</span>
        <PublisherLink source={{ source: major.source }} testId="major-publisher" />
        {/* intro_year is the same year on every catalogue row: the year of the statistics, not when the major was set up */}
        {major.introYear && (major.scale || major.genderRatio) ? <span>{t('majors.detail.statsYear', { year: major.introYear })}</span> : null}
      </p>
    </section>
  );
}

/** Same-class majors (from the detail) and majors with similar names in every catalog (/rkProfessionRank/getByLike). */
function RelatedMajors({ major }: { major: MajorDetail }) {
  const { t } = useTranslation();
  const device = useDevice();
  const similar = useQuery({ queryKey: ['majors', 'search', 'all', major.name], queryFn: () => searchMajors(major.name), staleTime: 5 * 60_000 });
  const others = (similar.data ?? []).filter((m) => m.id !== major.id);
  return (
    <section className="zy-mcard" data-testid="major-related">
      <div className="zy-mcard__head">
        <h3>{t('majors.detail.related', { cls: major.className ?? '' })}</h3>
      </div>
      <div className="zy-mdetail__links">
        {major.related.length === 0 && <span className="zy-muted-text">{t('majors.detail.noRelated')}</span>}
        {major.related.map((m) => (
          <Link key={m.id} to={majorDetailPath(device, m.id)}>
            {m.name}
          </Link>
        ))}
      </div>
      {others.length > 0 && (
        <>
          <div className="zy-mcard__head" style={{ marginTop: 16 }}>
            <h3>{t('majors.detail.similar')}</h3>
          </div>
          <div className="zy-mdetail__links" data-testid="major-similar">
            {others.map((m) => (
              <Link key={m.id} to={majorDetailPath(device, m.id)}>
                {m.name}
                <span className="zy-mlib__count">{t(`majors.library.levels.${m.level}`, { defaultValue: m.level })}</span>
              </Link>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
