import { useEffect, type ReactNode } from 'react';
import { Button, Descriptions, Empty, Result, Skeleton } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useDevice } from '../../device.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { CompareBasket } from '../../components/schools/CompareBasket.tsx';
import { CompareButton, SaveButton } from '../../components/schools/actions.tsx';
import { safeUrl } from '../../components/schools/lines.ts';
import { PublisherLink } from '../../components/majors/Publisher.tsx';
import { SchoolTags, SchoolType } from '../../components/schools/SchoolTags.tsx';
import { useSchoolDetail, useSchoolIdByName } from '../../components/schools/useSchool.ts';
import '../../components/schools/schools.css';
import { SchoolLines } from './SchoolLines.tsx';
import { SchoolMajors } from './SchoolMajors.tsx';
import { SchoolPlans } from './SchoolPlans.tsx';
import './plans.css';

/** Route `afterAssessedDetail?id=` (also `?name=` from the index's hot schools): one school's overview, lines and majors. */
export default function AfterAssessedDetailPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const byName = useSchoolIdByName(id ? null : params.get('name'));
  useEffect(() => {
    if (byName.data) navigate(`/afterAssessedDetail?id=${encodeURIComponent(byName.data)}`, { replace: true });
  }, [byName.data, navigate]);
  const detail = useSchoolDetail(id);
  const school = detail.data;

  const shell = (body: ReactNode) => (
    <div className={`zy-page zy-school-detail zy-school-detail--${device}`} data-testid="page-afterAssessedDetail">
      {body}
      <CompareBasket />
    </div>
  );

  if (!id && !byName.isPending && !byName.data) {
    return shell(
      <Result
        status="404"
        title={t('schools.detail.notFound')}
        extra={<Button onClick={() => navigate('/afterAssessed')}>{t('schools.detail.toList')}</Button>}
      />,
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.code === 404;
    return shell(
      <Result
        status={missing ? '404' : 'warning'}
        title={missing ? t('schools.detail.notFound') : t('schools.loadFailed')}
        extra={
          <Button onClick={() => (missing ? navigate('/afterAssessed') : detail.refetch())}>{missing ? t('schools.detail.toList') : t('schools.retry')}</Button>
        }
      />,
    );
  }
  if (!school) return shell(<Skeleton active paragraph={{ rows: 10 }} />);

  const website = safeUrl(school.website);
  const items = [
    { key: 'guobiao', label: t('schools.detail.guobiaoCode'), children: school.guobiaoCode ?? '-' },
    { key: 'code', label: t('schools.detail.schoolCode'), children: school.schoolCode ?? '-' },
    { key: 'place', label: t('schools.detail.location'), children: [school.provinceName ?? school.province, school.city].filter(Boolean).join(' · ') || '-' },
    { key: 'level', label: t('schools.detail.level'), children: school.level ?? '-' },
    { key: 'type', label: t('schools.detail.type'), children: <SchoolType school={school} /> },
    { key: 'nature', label: t('schools.detail.nature'), children: school.isPrivate ? t('schools.private') : t('schools.public') },
    { key: 'dept', label: t('schools.detail.department'), children: school.department ?? '-' },
    {
      key: 'former',
      label: t('schools.detail.formerNames'),
      children: school.formerNames.length ? school.formerNames.join('、') : t('schools.detail.noFormerNames'),
    },
    {
      key: 'web',
      label: t('schools.detail.website'),
      children: website ? (
        <a href={website} target="_blank" rel="noopener noreferrer" className="zy-break">
          {website}
        </a>
      ) : (
        '-'
      ),
    },
    { key: 'majors', label: t('schools.detail.majorCount'), children: school.majorCount },
    {
      key: 'source',
      label: t('schools.detail.source'),
      children: (
        <span className="zy-break">
          <PublisherLink source={{ source: school.source }} testId="school-publisher" />
          {t('schools.detail.sourceText', { source: '', time: school.importedAt })}
        </span>
      ),
    },
  ];

  return shell(
    <>
      <header className="zy-card zy-school-hero" data-testid="school-hero">
        <span className="zy-school-hero__badge" aria-hidden="true">
          {Array.from(school.name)[0]}
        </span>
        <div className="zy-school-hero__main">
          <h1 data-testid="school-title">{school.name}</h1>
          <SchoolTags school={school} />
          <p className="zy-school-hero__meta">
            {[school.province, school.city].filter(Boolean).join(' · ')}
            {school.department ? ` · ${t('schools.departmentShort', { name: school.department })}` : ''}
          </p>
        </div>
        <div className="zy-school-hero__actions">
          <CompareButton school={{ id: school.id, name: school.name }} />
          <SaveButton schoolId={school.id} saved={school.saved} />
          {website && device !== 'mobile' && (
            <Button icon={<GlobalOutlined />} href={website} target="_blank" rel="noopener noreferrer">
              {t('schools.detail.visitWebsite')}
            </Button>
          )}
        </div>
      </header>
      <DemoBanner data={school} />

      <section className="zy-card zy-section-card" data-testid="school-overview">
        <h2>{t('schools.detail.overview')}</h2>
        <Descriptions size="small" column={device === 'mobile' ? 1 : 3} items={items} bordered={device !== 'mobile'} />
      </section>

      <section className="zy-card zy-section-card" data-testid="school-plans-section">
        <h2>{t('schools.plans.title')}</h2>
        <SchoolPlans school={school} />
      </section>

      <section className="zy-card zy-section-card" data-testid="school-lines">
        <h2>{t('schools.detail.lines')}</h2>
        <SchoolLines school={school} />
      </section>

      <section className="zy-card zy-section-card">
        <h2>{t('schools.detail.majors')}</h2>
        {school.majorCount === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schools.majors.none')} /> : <SchoolMajors school={school} />}
      </section>
    </>,
  );
}
