import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftOutlined, CalculatorOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { QjLineView, QjSchoolDetail } from '@zhiyuan/shared';
import { getStrongBaseInstitution, getStrongBaseLines, getStrongBaseSchool } from '../../api/strong-base.ts';
import { ApiError } from '../../api/http.ts';
import { ContentEmpty, ContentLoading, ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { isContentId } from '../../components/content/format.ts';
import { safeLink, schoolDetailPath } from '../../components/majors/links.ts';
import { PathwaysPage } from '../../components/pathways/PageHead.tsx';
import { useRouteName } from '../../components/Root.tsx';
import { useDevice } from '../../device.ts';
import { calculatorPath, ExampleTag, Linked, listPath, shown, SourceList, UnverifiedTag } from '../strongBase/parts.tsx';

/**
 * Route `strongBaseCooperationDetail/{id}` on a desktop, menuDetail/strongBaseCooperationDetail?id= on a
 * phone: one university's 强基计划 (/qjPlanYuanxiao/get/{id}) — its dates, how candidates qualify, its
 * majors and plans (未公布 when not published), its lines by province (/qjEnrollScore/get/{id}) with
 * their sources, the reference institution's facts (/qjPlanYuanxiao/getYxInfo) and the 85/15 rule
 * explained, with a way to the calculator.
 */
export default function StrongBaseCooperationDetailPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const routeName = useRouteName();
  const params = useParams();
  const [search] = useSearchParams();
  // Under menuDetail/:id the path's id is the topic; the school's own id rides in the query.
  const schoolId = routeName === 'strongBaseCooperationDetail' ? (params.id ?? null) : search.get('id');
  const valid = isContentId(schoolId);
  const detail = useQuery({
    queryKey: ['strongBase', 'school', schoolId],
    queryFn: () => getStrongBaseSchool(schoolId as string),
    enabled: valid,
    retry: false,
  });
  const notFound = <ContentNotFound title={t('strongBase.detail.notFound')} backTo={listPath(device)} backLabel={t('strongBase.detail.back')} />;
  const badRequest = detail.error instanceof ApiError && detail.error.code === 400;

  return (
    <PathwaysPage name="strongBaseCooperationDetail">
      <Link to={listPath(device)} className="zy-pw__back" data-testid="qj-back">
        <ArrowLeftOutlined /> {t('strongBase.detail.back')}
      </Link>
      {!valid || badRequest ? (
        notFound
      ) : (
        <ContentState query={detail} notFound={notFound} rows={10}>
          {(school) => <SchoolView school={school} />}
        </ContentState>
      )}
    </PathwaysPage>
  );
}

function SchoolView({ school }: { school: QjSchoolDetail }) {
  const { t } = useTranslation();
  const place = [school.province, school.city !== school.province ? school.city : null].filter(Boolean).join(' · ');
  const unknown = <span className="zy-qj__muted">{t('strongBase.datesUnknown')}</span>;
  return (
    <div className="zy-qj__detail" data-testid="qj-detail">
      <article className="zy-pw__card">
        <div className="zy-qj__tags">
          <Tag color="geekblue">{t('strongBase.year', { year: school.year })}</Tag>
          {place && <Tag>{place}</Tag>}
          <UnverifiedTag isExample={school.isExample} />
        </div>
        <h2 className="zy-qj__heading" data-testid="qj-detail-name">
          {school.name}
        </h2>
        {school.summary && <p className="zy-qj__lead">{school.summary}</p>}

        <section className="zy-qj__section" data-testid="qj-dates">
          <h3>{t('strongBase.detail.dates')}</h3>
          <dl className="zy-qj__facts">
            <dt>{t('strongBase.detail.signupStart')}</dt>
            <dd>{school.signupStart ?? unknown}</dd>
            <dt>{t('strongBase.detail.signupEnd')}</dt>
            <dd>{school.signupEnd ?? unknown}</dd>
            <dt>{t('strongBase.detail.testPeriod')}</dt>
            <dd>{school.testPeriod ?? unknown}</dd>
          </dl>
        </section>

        {school.entryRule && (
          <section className="zy-qj__section">
            <h3>{t('strongBase.detail.entryRule')}</h3>
            <p className="zy-qj__rule">{school.entryRule}</p>
          </section>
        )}

        <section className="zy-qj__section" data-testid="qj-majors">
          <h3>{t('strongBase.detail.majors')}</h3>
          {school.majors.length === 0 ? (
            <p className="zy-qj__muted">{t('strongBase.detail.majorsEmpty')}</p>
          ) : (
            <ul className="zy-qj__majors">
              {school.majors.map((m) => (
                <li key={m.id} className="zy-qj__major" data-testid="qj-major">
                  <strong>{m.name}</strong>
                  {m.category && (
                    <Tag bordered={false} color="blue">
                      {m.category}
                    </Tag>
                  )}
                  <div>
                    {t('strongBase.detail.plan')}：
                    <span data-testid="qj-major-plan">
                      {m.planCount === null ? t('strongBase.detail.planUnknown') : t('strongBase.detail.planCount', { count: m.planCount })}
                    </span>
                  </div>
                  {m.subjectRequirement && (
                    <div className="zy-qj__muted">
                      {t('strongBase.detail.requirement')}：{m.subjectRequirement}
                    </div>
                  )}
                  {m.note && <div className="zy-pw__muted">{m.note}</div>}
                </li>
              ))}
            </ul>
          )}
        </section>

        <Lines school={school} />
        {school.source && <SourceList source={school.source} />}
        <p className="zy-pw__note">{t('strongBase.disclaimer')}</p>
      </article>
      <aside className="zy-qj__side">
        <Formula school={school} />
        <Institution schoolId={school.id} />
      </aside>
    </div>
  );
}

/** The lines by province, from /qjEnrollScore/get/{id} (all provinces, or the one chosen). */
function Lines({ school }: { school: QjSchoolDetail }) {
  const { t } = useTranslation();
  const [province, setProvince] = useState('');
  const provinces = [...new Set(school.lines.map((l) => l.province))];
  const lines = useQuery({ queryKey: ['strongBase', 'lines', school.id, province], queryFn: () => getStrongBaseLines(school.id, { province }), retry: false });
  return (
    <section className="zy-qj__section" data-testid="qj-lines">
      <div className="zy-qj__line-head">
        <h3>{t('strongBase.detail.lines')}</h3>
        {provinces.length > 1 && (
          <Select
            value={province}
            onChange={setProvince}
            options={[{ value: '', label: t('strongBase.detail.allProvinces') }, ...provinces.map((p) => ({ value: p, label: p }))]}
            style={{ minWidth: 120 }}
            aria-label={t('strongBase.detail.province')}
          />
        )}
      </div>
      <ContentState
        query={lines}
        rows={3}
        isEmpty={(list) => list.length === 0}
        empty={<ContentEmpty description={province ? t('strongBase.detail.linesEmptyProvince', { province }) : t('strongBase.detail.linesEmpty')} />}
      >
        {(list) => (
          <ul className="zy-qj__lines">
            {list.map((line) => (
              <LineRow key={line.id} line={line} />
            ))}
          </ul>
        )}
      </ContentState>
    </section>
  );
}

function LineRow({ line }: { line: QjLineView }) {
  const { t } = useTranslation();
  return (
    <li className="zy-qj__line" data-testid="qj-line">
      <div>
        <span className="zy-qj__line-what">
          {line.province} · {line.year} · {line.majorName ?? t('strongBase.detail.schoolLine')}
        </span>
        {line.subjectType && <Tag style={{ marginLeft: 8 }}>{line.subjectType}</Tag>}
        <ExampleTag isExample={line.isExample} />
      </div>
      <div className="zy-qj__line-nums">
        {line.compositeLine !== null && (
          <div>
            {t('strongBase.detail.compositeLine')} <strong data-testid="qj-line-composite">{shown(line.compositeLine)}</strong>
            <span className="zy-qj__muted"> / {line.compositeScale}</span>
          </div>
        )}
        {line.entryScore !== null && (
          <div>
            {t('strongBase.detail.entryScore')} <strong>{shown(line.entryScore)}</strong>
            <span className="zy-qj__muted"> / {line.gaokaoFullMark}</span>
          </div>
        )}
      </div>
      {line.source && (
        <div className="zy-qj__line-src">
          {t('strongBase.detail.sourceOf', { source: '' })}
          <Linked text={line.source} />
        </div>
      )}
    </li>
  );
}

/** 85/15 in plain words, with this school's weight and test mark, and the way to the calculator. */
function Formula({ school }: { school: QjSchoolDetail }) {
  const { t } = useTranslation();
  const device = useDevice();
  const navigate = useNavigate();
  const gaokao = Math.round(school.gaokaoWeight * 1000) / 10;
  const test = Math.round((100 - gaokao) * 10) / 10;
  return (
    <section className="zy-pw__card zy-qj__formula" data-testid="qj-formula">
      <h3>{t('strongBase.detail.formula')}</h3>
      <p>{t('strongBase.detail.formulaText', { gaokao, test })}</p>
      <p>{t('strongBase.detail.formulaExample', { gaokaoPoints: gaokao, testPoints: test })}</p>
      <p>{t('strongBase.detail.formulaTest', { mark: school.testFullMark })}</p>
      <Button
        type="primary"
        icon={<CalculatorOutlined />}
        style={{ marginTop: 10 }}
        onClick={() => navigate(calculatorPath(device))}
        data-testid="qj-detail-calculator"
      >
        {t('strongBase.detail.toCalculator')}
      </Button>
    </section>
  );
}

/** The reference institution's facts (院校库), or a line saying there are none. */
function Institution({ schoolId }: { schoolId: string }) {
  const { t } = useTranslation();
  const info = useQuery({ queryKey: ['strongBase', 'institution', schoolId], queryFn: () => getStrongBaseInstitution(schoolId), retry: false });
  return (
    <section className="zy-pw__card" data-testid="qj-institution">
      <h3>{t('strongBase.detail.institution')}</h3>
      {info.isPending ? (
        <ContentLoading rows={3} />
      ) : !info.data ? (
        <p className="zy-qj__muted">{t('strongBase.detail.institutionNone')}</p>
      ) : (
        <>
          {info.data.tags.length > 0 && (
            <div className="zy-qj__tags" style={{ marginTop: 8 }}>
              {info.data.tags.map((tag) => (
                <Tag key={tag} color="blue" bordered={false}>
                  {tag}
                </Tag>
              ))}
            </div>
          )}
          <dl className="zy-qj__facts" style={{ marginTop: 10 }}>
            <dt>{t('strongBase.detail.city')}</dt>
            <dd>{[info.data.province, info.data.city].filter(Boolean).join(' · ') || '—'}</dd>
            {info.data.type && (
              <>
                <dt>{t('strongBase.detail.type')}</dt>
                <dd>{info.data.type}</dd>
              </>
            )}
            {info.data.department && (
              <>
                <dt>{t('strongBase.detail.department')}</dt>
                <dd>{info.data.department}</dd>
              </>
            )}
            {safeLink(info.data.website) && (
              <>
                <dt>{t('strongBase.detail.website')}</dt>
                <dd>
                  <a href={safeLink(info.data.website)!} target="_blank" rel="noopener noreferrer">
                    {info.data.website} <ExportOutlined />
                  </a>
                </dd>
              </>
            )}
          </dl>
          <Link to={schoolDetailPath(info.data.id)} data-testid="qj-institution-link" style={{ display: 'inline-block', marginTop: 10 }}>
            {t('strongBase.detail.schoolPage')}
          </Link>
        </>
      )}
    </section>
  );
}
