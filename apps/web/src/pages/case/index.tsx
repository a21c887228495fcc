import type { HTMLAttributes } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CaseExtra, ContentDetail } from '@zhiyuan/shared';
import { getCase, getCases } from '../../api/content.ts';
import { ApiError } from '../../api/http.ts';
import { ContentBody, ContentLoading, ContentNotFound, ContentState, ExampleBadge, isContentId } from '../../components/content/index.ts';
import { casePath, introductionPath } from '../../components/course/links.ts';
import { useRouteName } from '../../components/Root.tsx';
import { useDevice, type DeviceType } from '../../device.ts';
import '../../components/content/content.css';
import '../../components/course/course.css';

/**
 * Route `case/:id` (经典案例) on a desktop, menuDetail/case?id= on a phone: one student's case —
 * province, year, subject type, score and rank, the form as filed with its 冲/稳/保/垫 tiers, the
 * result and the lesson — beside the other cases.
 */
export default function CasePage() {
  const { t } = useTranslation();
  const device = useDevice();
  const routeName = useRouteName();
  const params = useParams();
  const [search] = useSearchParams();
  // Under menuDetail/:id the path's id is the topic ('case'); the case's own id rides in the query.
  const caseId = routeName === 'case' ? (params.id ?? null) : search.get('id');
  const valid = isContentId(caseId);
  const detail = useQuery({
    queryKey: ['content', 'case', caseId],
    queryFn: () => getCase(caseId as string),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const notFound = <ContentNotFound title={t('caseStudy.notFound')} backTo={introductionPath(device)} backLabel={t('caseStudy.backToList')} />;
  const badRequest = detail.error instanceof ApiError && detail.error.code === 400;

  return (
    <div className={`zy-page zy-cpage zy-case zy-case--${device}${device === 'mobile' ? ' zy-cpage--mobile' : ''}`} data-testid="page-case">
      <Link to={introductionPath(device)} className="zy-course__back" data-testid="case-back">
        <ArrowLeftOutlined /> {t('caseStudy.backToList')}
      </Link>
      {!valid || badRequest ? (
        notFound
      ) : (
        <ContentState query={detail} notFound={notFound} rows={10}>
          {(item) => <CaseView item={item} device={device} />}
        </ContentState>
      )}
    </div>
  );
}

function CaseView({ item, device }: { item: ContentDetail<'case'>; device: DeviceType }) {
  const { t } = useTranslation();
  const extra = item.extra;
  const facts: [string, string][] = [
    [t('caseStudy.province'), item.province ?? '—'],
    [t('caseStudy.year'), String(extra.year)],
    [t('caseStudy.subjectType'), extra.subjectType],
    [t('caseStudy.score'), t('caseStudy.scoreValue', { score: extra.score })],
    [t('caseStudy.rank'), t('caseStudy.rankValue', { rank: extra.rank.toLocaleString('zh-CN') })],
  ];
  return (
    <div className="zy-case__grid">
      <div className="zy-case__main">
        <section className="zy-case__card" data-testid="case-detail">
          <h1 className="zy-case__title" data-testid="case-title">
            {item.title}
            <ExampleBadge item={item} />
          </h1>
          {item.summary && <p className="zy-course-muted">{item.summary}</p>}
          <dl className="zy-case__facts" data-testid="case-facts">
            {facts.map(([label, value]) => (
              <div className="zy-case__fact" key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {item.isExample && <p className="zy-case__note">{t('caseStudy.exampleNote')}</p>}
        </section>
        <section className="zy-case__card">
          <h2>{t('caseStudy.form')}</h2>
          <p className="zy-course-muted zy-case__hint">{t('caseStudy.formHint')}</p>
          <Choices choices={extra.choices} device={device} />
        </section>
        <section className="zy-case__card">
          <h2>{t('caseStudy.result')}</h2>
          <p className="zy-case__result" data-testid="case-result">
            {extra.result}
          </p>
        </section>
        {item.body.trim() && (
          <section className="zy-case__card">
            <h2>{t('caseStudy.lesson')}</h2>
            <ContentBody html={item.body} testId="case-lesson" />
          </section>
        )}
      </div>
      <aside className="zy-case__side">
        <OtherCases currentId={item.id} device={device} />
      </aside>
    </div>
  );
}

function TierTag({ tier }: { tier: CaseExtra['choices'][number]['tier'] }) {
  const { t } = useTranslation();
  return <span className={`zy-tier zy-tier--${tier}`}>{t(`caseStudy.tiers.${tier}`)}</span>;
}

/** The form as filed: a table on a desktop, one card per choice on a phone. */
function Choices({ choices, device }: { choices: CaseExtra['choices']; device: DeviceType }) {
  const { t } = useTranslation();
  const rows = choices.map((c, i) => ({ ...c, n: i + 1 }));
  if (device === 'mobile') {
    return (
      <ol className="zy-case-choices" data-testid="case-choices">
        {rows.map((c) => (
          <li className="zy-case-choice" key={c.n} data-testid="case-choice">
            <span className="zy-case-choice__n">{t('caseStudy.choiceIndex', { n: c.n })}</span>
            <span className="zy-case-choice__text">
              <span className="zy-case-choice__school">{c.school}</span>
              <span className="zy-case-choice__unit">{c.unit}</span>
            </span>
            <TierTag tier={c.tier} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Table
      data-testid="case-choices"
      size="middle"
      rowKey="n"
      pagination={false}
      dataSource={rows}
      onRow={() => ({ 'data-testid': 'case-choice' }) as HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('caseStudy.order'), dataIndex: 'n', width: 72, align: 'center' },
        { title: t('caseStudy.school'), dataIndex: 'school' },
        { title: t('caseStudy.unit'), dataIndex: 'unit' },
        {
          title: t('caseStudy.tier'),
          dataIndex: 'tier',
          width: 90,
          align: 'center',
          render: (tier: CaseExtra['choices'][number]['tier']) => <TierTag tier={tier} />,
        },
      ]}
    />
  );
}

function OtherCases({ currentId, device }: { currentId: string; device: DeviceType }) {
  const { t } = useTranslation();
  const cases = useQuery({ queryKey: ['content', 'cases'], queryFn: getCases, retry: false });
  return (
    <section className="zy-case__card" data-testid="case-others">
      <h2>{t('caseStudy.others')}</h2>
      {cases.isPending ? (
        <ContentLoading rows={4} />
      ) : (
        (() => {
          const others = (cases.data ?? []).filter((c) => c.id !== currentId);
          if (!others.length) return <p className="zy-course-muted">{cases.error ? t('content.state.loadFailed') : t('caseStudy.noOthers')}</p>;
          return (
            <ul className="zy-case__others">
              {others.map((c) => (
                <li key={c.id}>
                  <Link to={casePath(device, c.id)} data-testid="case-other">
                    {c.title}
                    <small>
                      {[c.province, c.extra.year, c.extra.subjectType, t('caseStudy.scoreValue', { score: c.extra.score })].filter(Boolean).join(' · ')}
                    </small>
                  </Link>
                </li>
              ))}
            </ul>
          );
        })()
      )}
    </section>
  );
}
