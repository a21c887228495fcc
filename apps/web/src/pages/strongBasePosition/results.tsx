import { RightOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LineCoverage, MajorAnswer, PositionEntryItem, PositionItem, PositionResult, TestNeededStatus } from '@zhiyuan/shared';
import { ContentState, type ContentQuery } from '../../components/content/ContentStates.tsx';
import { useDevice } from '../../device.ts';
import { ExampleTag, Linked, schoolPath, shown } from '../strongBase/parts.tsx';

const STATUS_COLOR: Record<TestNeededStatus, string> = { reached: 'success', reachable: 'processing', unreachable: 'warning' };

/**
 * The saved 强基定位: a summary, then one card per composite line with the 校测 needed and why, in
 * plain words, then the 入围-only lines; with no line for the province, it says so and names the
 * provinces (and years) that have lines.
 */
export function PositionList({ result }: { result: PositionResult }) {
  const { t } = useTranslation();
  const { province, score, subjectType } = result.inputs;
  const entries = result.entries ?? [];
  const none = result.items.length === 0 && entries.length === 0;
  return (
    <section className="zy-pw__card" data-testid="qj-pos-result" style={{ marginTop: 16 }}>
      <div className="zy-qj-pos__summary">
        <h3>{t('strongBase.position.result')}</h3>
        {!none && (
          <span className="zy-pw__muted" data-testid="qj-pos-summary">
            {t('strongBase.position.summaryAll', { province, score, composite: result.items.length, entry: entries.length })}
          </span>
        )}
      </div>
      {none ? (
        <div className="zy-pw__note" data-testid="qj-pos-empty">
          <p>{subjectType ? t('strongBase.position.noDataSubject', { province, subjectType }) : t('strongBase.position.noData', { province })}</p>
          {result.coverage ? <Coverage coverage={result.coverage} /> : <p>{t('strongBase.position.empty', { province })}</p>}
        </div>
      ) : (
        <>
          {result.items.length > 0 && (
            <p className="zy-pw__muted" style={{ marginTop: 4 }}>
              {t('strongBase.position.counts', result.counts)}
            </p>
          )}
          {result.items.map((item) => (
            <PositionCard key={item.lineId} item={item} score={score} />
          ))}
          {entries.length > 0 && (
            <div className="zy-qj__section" data-testid="qj-pos-entries">
              <h3>{t('strongBase.position.entriesTitle')}</h3>
              <p className="zy-pw__muted">{t('strongBase.position.entriesLead')}</p>
              {entries.map((e) => (
                <EntryRow key={e.lineId} entry={e} score={score} />
              ))}
            </div>
          )}
        </>
      )}
      <p className="zy-pw__note">{t('strongBase.position.disclaimer')}</p>
    </section>
  );
}

/** Where lines exist: 北京（2025、2024 年）、浙江（2024 年）… */
function Coverage({ coverage }: { coverage: LineCoverage[] }) {
  const { t } = useTranslation();
  if (!coverage.length) return <p data-testid="qj-pos-coverage">{t('strongBase.position.coverageNone')}</p>;
  const list = coverage.map((c) => t('strongBase.position.coverageItem', { province: c.province, years: c.years.join('、') })).join('、');
  return (
    <p className="zy-qj-pos__coverage" data-testid="qj-pos-coverage">
      {t('strongBase.position.coverage', { list })}
    </p>
  );
}

function EntryRow({ entry, score }: { entry: PositionEntryItem; score: number }) {
  const { t } = useTranslation();
  const device = useDevice();
  const words = { score, year: entry.year, entry: shown(entry.entryScore), gap: Math.abs(entry.gap) };
  return (
    <article className="zy-qj-pos__entry" data-testid="qj-pos-entry" data-school={entry.schoolName} data-passes={String(entry.passes)}>
      <div className="zy-qj-pos__item-head">
        <h3>
          {entry.schoolName} · {entry.majorName ?? t('strongBase.position.schoolLine')}
          {entry.subjectType && <Tag style={{ marginLeft: 8 }}>{entry.subjectType}</Tag>}
        </h3>
        <span>
          <Tag color={entry.passes ? 'success' : 'warning'}>{t(`strongBase.position.entryStatus.${entry.passes ? 'pass' : 'fail'}`)}</Tag>
          <ExampleTag isExample={entry.isExample} />
        </span>
      </div>
      <p className="zy-qj-pos__explain">{t(entry.passes ? 'strongBase.position.entryPass' : 'strongBase.position.entryFail', words)}</p>
      {entry.competitionRoute && <p className="zy-qj-pos__note">{t('strongBase.position.competitionRoute')}</p>}
      <div className="zy-qj-pos__foot">
        <span>
          {entry.year} · <Linked text={entry.source || '—'} />
        </span>
        <Link to={schoolPath(device, entry.schoolId)}>
          {t('strongBase.position.openSchool')} <RightOutlined />
        </Link>
      </div>
    </article>
  );
}

function PositionCard({ item, score }: { item: PositionItem; score: number }) {
  const { t } = useTranslation();
  const device = useDevice();
  const weight = Math.round(item.gaokaoWeight * 1000) / 10;
  const words = {
    score,
    gmax: item.gaokaoFullMark,
    weight,
    part: shown(item.gaokaoPart),
    scale: item.compositeScale,
    year: item.year,
    province: item.province,
    line: shown(item.compositeLine),
    points: shown(item.neededPoints),
    share: shown(item.testShare),
    percent: Math.round((item.neededPoints / item.testShare) * 1000) / 10,
    gap: Math.round((item.compositeLine - item.gaokaoPart) * 100) / 100,
  };
  const explain = item.status === 'reached' ? 'explainReached' : item.status === 'unreachable' ? 'explainUnreachable' : 'explainReachable';
  return (
    <article
      className="zy-pw__card zy-qj-pos__item"
      data-testid="qj-pos-item"
      data-school={item.schoolName}
      data-major={item.majorName ?? ''}
      data-status={item.status}
    >
      <div className="zy-qj-pos__item-head">
        <h3>
          {item.schoolName} · {item.majorName ?? t('strongBase.position.schoolLine')}
        </h3>
        <span>
          <Tag color={STATUS_COLOR[item.status]}>{t(`strongBase.position.status.${item.status}`)}</Tag>
          <ExampleTag isExample={item.isExample} />
        </span>
      </div>
      <div className={`zy-qj-pos__needed zy-qj-pos__needed--${item.status}`}>
        <span>{t('strongBase.position.needed')}</span>
        <strong data-testid="qj-needed-points">{shown(item.neededPoints)}</strong>
        <span>{t('strongBase.position.neededOf', { share: shown(item.testShare) })}</span>
        <span className="zy-pw__muted" data-testid="qj-needed-test">
          {t('strongBase.position.neededTest', { test: shown(item.neededTest), mark: item.testFullMark })}
        </span>
      </div>
      <p className="zy-qj-pos__explain" data-testid="qj-pos-explain">
        {t(`strongBase.position.${explain}`, words)}
      </p>
      {item.belowEntry && <p className="zy-qj-pos__warn">{t('strongBase.position.belowEntry', { entry: shown(item.entryScore) })}</p>}
      {item.competitionRoute && <p className="zy-qj-pos__note">{t('strongBase.position.competitionRoute')}</p>}
      <div className="zy-qj-pos__foot">
        <span>
          {item.year} · <Linked text={item.source || '—'} />
        </span>
        <Link to={schoolPath(device, item.schoolId)} data-testid="qj-pos-school">
          {t('strongBase.position.openSchool')} <RightOutlined />
        </Link>
      </div>
    </article>
  );
}

/** The 强基 directions that fit the saved inputs (no line needed), each with the majors on record. */
export function FittingMajors({ query }: { query: ContentQuery<MajorAnswer> }) {
  const { t } = useTranslation();
  const device = useDevice();
  return (
    <section className="zy-pw__card" data-testid="qj-pos-majors">
      <h3>{t('strongBase.position.majorsTitle')}</h3>
      <ContentState query={query} rows={4}>
        {(answer) =>
          answer.from === 'none' || answer.directions.every((d) => d.score === 0) ? (
            <p className="zy-pw__muted" style={{ marginTop: 6 }}>
              {t('strongBase.position.majorsNone')}
            </p>
          ) : (
            <>
              <p className="zy-pw__muted" style={{ marginTop: 4 }}>
                {t('strongBase.position.majorsLead')}
              </p>
              {answer.directions.map((d) => (
                <div key={d.key} className="zy-qj-dir" data-testid="qj-direction" data-key={d.key}>
                  <div className="zy-qj-dir__head">
                    <strong>{t(`strongBase.position.direction.${d.key}`)}</strong>
                    <Tag bordered={false} color={d.group === 'national' ? 'volcano' : d.group === 'humanities' ? 'purple' : 'blue'}>
                      {t(`strongBase.position.group.${d.group}`)}
                    </Tag>
                  </div>
                  <span className="zy-pw__muted">
                    {t('strongBase.position.because')}
                    {d.reasons
                      .map((r) =>
                        r.kind === 'interest'
                          ? t('strongBase.position.reasonInterest', { subject: r.subject })
                          : t('strongBase.position.reasonCompetition', { subject: r.subject, level: t(`strongBase.position.level.${r.level}`) }),
                      )
                      .join('、')}
                  </span>
                  {d.majors.length > 0 ? (
                    <div className="zy-qj-dir__majors">
                      {d.majors.map((m) => (
                        <Link key={m.id} to={schoolPath(device, m.schoolId)} className="zy-qj-dir__major">
                          {m.schoolName} · {m.name}
                        </Link>
                      ))}
                    </div>
                  ) : (
                    <span className="zy-pw__muted">{t('strongBase.position.majorsEmptyDirection')}</span>
                  )}
                </div>
              ))}
            </>
          )
        }
      </ContentState>
    </section>
  );
}
