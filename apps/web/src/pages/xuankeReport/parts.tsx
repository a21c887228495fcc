import type { HTMLAttributes, ReactNode } from 'react';
import { Alert, Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { XuankeCombination, XuankeReport, XuankeTop } from '@zhiyuan/shared/contracts/xuanke';
import { pagePath } from '../../components/majors/links.ts';
import { PublisherList } from '../../components/majors/Publisher.tsx';
import { useDevice } from '../../device.ts';
import { comboLabel, count, fraction, percent, shareOf, weightParts, type Metric } from './model.ts';

/** A card of the report: title, body, optional footer note. */
export function Card({ title, extra, children, testId, note }: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId: string; note?: ReactNode }) {
  return (
    <section className="zy-xk__card" data-testid={testId}>
      <header className="zy-xk__card-head">
        <h2>{title}</h2>
        {extra && <div className="zy-xk__card-extra">{extra}</div>}
      </header>
      {children}
      {note && <footer className="zy-xk__note">{note}</footer>}
    </section>
  );
}

/** The three best combinations, each with its score, reasons and what it closes. */
export function TopThree({ report }: { report: XuankeReport }) {
  const { t, i18n } = useTranslation();
  const weights = weightParts(report)
    .map((w) => t('xuanke.top.weight', { part: t(`xuanke.top.parts.${w.key}`), value: w.value }))
    .join(' + ');
  return (
    <Card title={t('xuanke.top.title')} testId="xk-top" note={t('xuanke.top.formula', { weights })}>
      <ol className="zy-xk__top">
        {report.top.map((top) => (
          <TopCard key={top.key} top={top} label={comboLabel(top, i18n.language)} current={report.current === top.key} />
        ))}
      </ol>
    </Card>
  );
}

function TopCard({ top, label, current }: { top: XuankeTop; label: string; current: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="zy-xk__topcard" data-testid="xk-top-card" data-key={top.key}>
      <div className="zy-xk__topcard-head">
        <span className="zy-xk__rank">{top.rank}</span>
        <strong className="zy-xk__topname">{label}</strong>
        <span className="zy-xk__score" data-testid="xk-top-score">
          {t('xuanke.top.score', { score: top.score.toFixed(1) })}
        </span>
      </div>
      <div className="zy-xk__tags">
        {top.recommended && <Tag color="green">{t('xuanke.top.recommended')}</Tag>}
        {current && <Tag color="blue">{t('xuanke.current')}</Tag>}
      </div>
      <ul className="zy-xk__reasons">
        {top.reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      {top.watchOut && (
        <p className="zy-xk__watch" data-testid="xk-top-watch">
          {top.watchOut}
        </p>
      )}
    </li>
  );
}

/** No 学科潜能 / 兴趣 result yet: the ranking is coverage only; links to the tests (route `test`). */
export function TestsPrompt({ report }: { report: XuankeReport }) {
  const { t } = useTranslation();
  const device = useDevice();
  const { subjectPotential, interest } = report.student;
  if (subjectPotential && interest) {
    return (
      <p className="zy-xk__used" data-testid="xk-tests-used">
        {t('xuanke.tests.used', { potential: subjectPotential.summary, interest: interest.summary })}
      </p>
    );
  }
  const missing = [
    ...(subjectPotential ? [] : [{ key: 'potential', kind: 'subject-potential' }]),
    ...(interest ? [] : [{ key: 'interest', kind: 'interest' }]),
  ];
  return (
    <Alert
      className="zy-xk__prompt"
      data-testid="xk-tests-prompt"
      type="info"
      showIcon
      message={t(missing.length === 2 ? 'xuanke.tests.none' : 'xuanke.tests.one', { test: t(`xuanke.tests.${missing[0].key}`) })}
      description={
        <div className="zy-xk__prompt-links">
          {missing.map((m) => (
            <Link key={m.key} to={pagePath(device, 'test', { kind: m.kind })} data-testid={`xk-take-${m.key}`}>
              <Button size="small" type="primary" ghost>
                {t(`xuanke.tests.take.${m.key}`)}
              </Button>
            </Link>
          ))}
        </div>
      }
    />
  );
}

/** Every combination with its numbers: a table on a desktop, a list of rows on a phone; a row chooses. */
export function CombinationList({
  report,
  metric,
  selected,
  onSelect,
}: {
  report: XuankeReport;
  metric: Metric;
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const device = useDevice();
  const hasSeats = report.combinations.some((c) => c.bySeats);
  const hasGroups = report.combinations.some((c) => c.byGroup);
  const cell = (c: XuankeCombination, m: Metric) => {
    const s = shareOf(c, m);
    return (
      <span className="zy-xk__num" data-testid={`xk-cell-${m}`}>
        <b>{percent(s?.share)}</b>
        <small>{fraction(s)}</small>
      </span>
    );
  };
  const label = (c: XuankeCombination) => (
    <span className="zy-xk__combo">
      <strong>{comboLabel(c, i18n.language)}</strong>
      {report.current === c.key && <Tag color="blue">{t('xuanke.current')}</Tag>}
    </span>
  );
  if (device === 'mobile') {
    return (
      <ul className="zy-xk__rows" data-testid="xk-list">
        {report.combinations.map((c) => (
          <li
            key={c.key}
            data-testid="xk-row"
            data-key={c.key}
            data-active={c.key === selected}
            className={c.key === selected ? 'is-active' : ''}
            onClick={() => onSelect(c.key)}
          >
            <div className="zy-xk__rowhead">
              {label(c)}
              <span className="zy-xk__fit">{t('xuanke.table.fitShort', { score: (c.fit.score * 100).toFixed(1) })}</span>
            </div>
            <div className="zy-xk__rownums">
              <span>
                {t('xuanke.metric.pairs')}
                {cell(c, 'pairs')}
              </span>
              <span>
                {t('xuanke.metric.majors')}
                {cell(c, 'majors')}
              </span>
              {hasSeats && (
                <span>
                  {t('xuanke.metric.seats')}
                  {cell(c, 'seats')}
                </span>
              )}
              {hasGroups && (
                <span>
                  {t('xuanke.metric.groups')}
                  {cell(c, 'groups')}
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<XuankeCombination>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={report.combinations}
      data-testid="xk-table"
      rowClassName={(c) => (c.key === selected ? 'zy-xk__row is-active' : 'zy-xk__row')}
      onRow={(c) => ({ onClick: () => onSelect(c.key), 'data-testid': 'xk-row', 'data-key': c.key }) as HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('xuanke.table.combination'), key: 'combo', render: (_, c) => label(c) },
        { title: t('xuanke.metric.pairs'), key: 'pairs', render: (_, c) => cell(c, 'pairs'), sorter: (a, b) => (a.byPair.share ?? 0) - (b.byPair.share ?? 0) },
        {
          title: t('xuanke.metric.majors'),
          key: 'majors',
          render: (_, c) => cell(c, 'majors'),
          sorter: (a, b) => (a.byMajor.share ?? 0) - (b.byMajor.share ?? 0),
        },
        ...(hasSeats
          ? [
              {
                title: t('xuanke.metric.seats'),
                key: 'seats',
                render: (_: unknown, c: XuankeCombination) => cell(c, 'seats'),
                sorter: (a: XuankeCombination, b: XuankeCombination) => (a.bySeats?.share ?? 0) - (b.bySeats?.share ?? 0),
              },
            ]
          : []),
        ...(hasGroups ? [{ title: t('xuanke.metric.groups'), key: 'groups', render: (_: unknown, c: XuankeCombination) => cell(c, 'groups') }] : []),
        { title: t('xuanke.table.closed'), key: 'closed', render: (_, c) => <span data-testid="xk-cell-closed">{count(c.closed.count)}</span> },
        ...(report.targets.some((x) => x.majors.length)
          ? [
              {
                title: t('xuanke.table.targets'),
                key: 'targets',
                render: (_: unknown, c: XuankeCombination) => <span data-testid="xk-cell-targets">{percent(c.targetShare)}</span>,
              },
            ]
          : []),
        {
          title: t('xuanke.table.fit'),
          key: 'fit',
          render: (_, c) => (c.fit.score * 100).toFixed(1),
          defaultSortOrder: undefined,
          sorter: (a, b) => a.fit.score - b.fit.score,
        },
      ]}
      data-metric={metric}
    />
  );
}

/** The majors a combination closes, largest by seats first. */
export function ClosedMajors({ combination, label }: { combination: XuankeCombination; label: string }) {
  const { t } = useTranslation();
  const { closed } = combination;
  if (!closed.count)
    return (
      <p className="zy-xk__muted" data-testid="xk-closed-none">
        {t('xuanke.closed.none', { label })}
      </p>
    );
  return (
    <div data-testid="xk-closed" data-count={closed.count}>
      <p className="zy-xk__muted">{t('xuanke.closed.count', { label, count: closed.count, shown: closed.top.length })}</p>
      <ul className="zy-xk__closed">
        {closed.top.map((m) => (
          <li key={m.name} data-testid="xk-closed-item">
            <span className="zy-xk__closed-name">{m.name}</span>
            <span className="zy-xk__muted">
              {m.seats !== null ? t('xuanke.closed.seats', { n: count(m.seats) }) : t('xuanke.closed.noSeats')} ·{' '}
              {t('xuanke.closed.schools', { n: count(m.schools) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where the numbers come from: the year, its rows, what was not read, who published them. */
export function SourceCard({ report }: { report: XuankeReport }) {
  const { t } = useTranslation();
  const s = report.source;
  return (
    <Card title={t('xuanke.source.title')} testId="xk-source">
      <dl className="zy-xk__facts">
        <div>
          <dt>{t('xuanke.source.year')}</dt>
          <dd data-testid="xk-source-year">{report.year}</dd>
        </div>
        <div>
          <dt>{t('xuanke.source.rows')}</dt>
          <dd data-testid="xk-source-rows">{count(s.rows)}</dd>
        </div>
        <div>
          <dt>{t('xuanke.source.majors')}</dt>
          <dd data-testid="xk-source-majors">{count(s.majors)}</dd>
        </div>
        <div>
          <dt>{t('xuanke.source.pairs')}</dt>
          <dd data-testid="xk-source-pairs">{count(s.pairs)}</dd>
        </div>
        {s.groups > 0 && (
          <div>
            <dt>{t('xuanke.source.groups')}</dt>
            <dd>{count(s.groups)}</dd>
          </div>
        )}
        <div>
          <dt>{t('xuanke.source.seats')}</dt>
          <dd data-testid="xk-source-seats">
            {s.seats ? t('xuanke.source.seatsValue', { seats: count(s.seats), rows: count(s.seatRows) }) : t('xuanke.source.noSeats')}
          </dd>
        </div>
        <div>
          <dt>{t('xuanke.source.without')}</dt>
          <dd>{count(s.withoutRequirement)}</dd>
        </div>
        <div>
          <dt>{t('xuanke.source.unknown')}</dt>
          <dd data-testid="xk-source-unknown">{count(s.unknownRows)}</dd>
        </div>
        <div>
          <dt>{t('xuanke.source.official')}</dt>
          <dd>{count(s.official)}</dd>
        </div>
        <div>
          <dt>{t('xuanke.source.mapped')}</dt>
          <dd>{t('xuanke.source.mappedValue', { mapped: count(s.mapped), majors: count(s.majors) })}</dd>
        </div>
      </dl>
      {s.unknown.length > 0 && (
        <p className="zy-xk__muted zy-xk__wrap" data-testid="xk-source-unknown-list">
          {t('xuanke.source.unknownList')}
          {s.unknown.map((u) => `“${u.text}”（${u.rows}）`).join('、')}
        </p>
      )}
      <p className="zy-xk__muted zy-xk__wrap">
        {t('xuanke.source.years')}
        {report.years.map((y) => t('xuanke.source.yearRow', { year: y.year, rows: count(y.withRequirement) })).join('；')}
      </p>
      {/* publishers, never the file the rows were imported from (issue 30) */}
      <p className="zy-xk__muted zy-xk__wrap" data-testid="xk-source-publishers">
        {s.publishers && s.publishers.length > 0 ? (
          <>
            {t('xuanke.source.publishers')}
            <PublisherList rows={s.publishers} province={report.province} max={6} />
          </>
        ) : (
          t('xuanke.source.publishersNone')
        )}
      </p>
    </Card>
  );
}
