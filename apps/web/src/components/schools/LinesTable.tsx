import { Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { groupName, type ScoreLineRow } from '@zhiyuan/shared';
import { useDevice } from '../../device.ts';
import { SourceBadge, SourceNote } from './SourceNote.tsx';

const dash = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);

/** A min score as published: "580分及以上" is a bound (≥ 580), not the score 580 (issue 17). */
export function MinScoreCell({ score, bound }: { score: number | null; bound?: ScoreLineRow['minScoreBound'] }) {
  const { t } = useTranslation();
  if (score === null) return <span>-</span>;
  if (!bound) return <span>{score}</span>;
  return (
    <Tooltip title={t(`schools.lines.bound.${bound}`, { score })}>
      <span className="zy-derived" data-testid="min-score-bound">
        {bound === 'atLeast' ? '≥' : '≤'}
        {score}
      </span>
    </Tooltip>
  );
}

/** A minimum rank; one looked up in the rank table (not published) is marked. */
export function RankCell({ rank, derived }: { rank: number | null; derived: boolean }) {
  const { t } = useTranslation();
  if (rank === null) return <span>-</span>;
  if (!derived) return <span>{rank.toLocaleString('zh-CN')}</span>;
  return (
    <Tooltip title={t('schools.lines.rankDerivedHint')}>
      <span className="zy-derived">
        {rank.toLocaleString('zh-CN')}
        <sup>{t('schools.derivedMark')}</sup>
      </span>
    </Tooltip>
  );
}

/**
 * Admission lines as a table (desktop, scrolling inside its own box) or as cards (phone), always
 * with the source of each row and a caption of years and sources.
 */
export function LinesTable({
  rows,
  showMajor,
  showSchool,
  loading,
  pagination,
  testId = 'lines-table',
}: {
  rows: ScoreLineRow[];
  showMajor?: boolean;
  showSchool?: boolean;
  loading?: boolean;
  pagination?: false | { current: number; pageSize: number; total: number; onChange(page: number, size: number): void };
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const device = useDevice();
  const levelText = (r: ScoreLineRow) =>
    r.level === 'group'
      ? groupName(r.groupCode, i18n.language) || t('schools.lines.groupCode')
      : r.level === 'major'
        ? t('schools.lines.levelMajor')
        : t('schools.lines.levelSchool');

  if (device === 'mobile') {
    return (
      <div className="zy-lines-cards" data-testid={testId}>
        {rows.map((r) => (
          <div key={r.id} className="zy-line-card">
            <div className="zy-line-card__head">
              <strong>{showMajor ? (r.majorName ?? '-') : showSchool ? r.schoolName : `${r.year} · ${levelText(r)}`}</strong>
              <SourceBadge source={r} school={r.schoolName} />
            </div>
            <div className="zy-line-card__sub">
              {[
                showMajor || showSchool ? String(r.year) : null,
                r.subjectType,
                r.batch,
                showMajor && r.groupCode ? groupName(r.groupCode, i18n.language) : null,
                r.electiveRequirement,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
            <dl className="zy-line-card__nums">
              <div>
                <dt>{t('schools.lines.minScore')}</dt>
                <dd>
                  <MinScoreCell score={r.minScore} bound={r.minScoreBound} />
                </dd>
              </div>
              <div>
                <dt>{t('schools.lines.minRank')}</dt>
                <dd>
                  <RankCell rank={r.minRank} derived={r.rankDerived} />
                </dd>
              </div>
              <div>
                <dt>{t('schools.lines.avgScore')}</dt>
                <dd>{dash(r.avgScore)}</dd>
              </div>
              <div>
                <dt>{t('schools.lines.maxScore')}</dt>
                <dd>{dash(r.maxScore)}</dd>
              </div>
              <div>
                <dt>{t('schools.lines.plan')}</dt>
                <dd>{dash(r.planCount)}</dd>
              </div>
            </dl>
          </div>
        ))}
        <SourceNote rows={rows} school={rows[0]?.schoolName} province={rows[0]?.province} />
      </div>
    );
  }

  // Sized to fit a desktop card (issue 30: 最高分 was cut); narrower screens scroll with the row's name kept in view.
  const columns: ColumnsType<ScoreLineRow> = [
    { title: t('schools.lines.year'), dataIndex: 'year', width: 64, fixed: 'left' },
    ...(showSchool ? [{ title: t('schools.lines.school'), dataIndex: 'schoolName', width: 170, fixed: 'left' } as const] : []),
    ...(showMajor
      ? [{ title: t('schools.lines.major'), dataIndex: 'majorName', width: 200, fixed: 'left', render: (v: string | null) => dash(v) } as const]
      : [{ title: t('schools.lines.level'), key: 'level', width: 130, render: (_: unknown, r: ScoreLineRow) => levelText(r) }]),
    { title: t('schools.lines.subjectType'), dataIndex: 'subjectType', width: 76 },
    { title: t('schools.lines.batch'), dataIndex: 'batch', width: 110 },
    ...(showMajor ? [{ title: t('schools.lines.groupCode'), dataIndex: 'groupCode', width: 80, render: (v: string | null) => dash(v) } as const] : []),
    { title: t('schools.lines.elective'), dataIndex: 'electiveRequirement', width: 120, render: (v: string | null) => dash(v) },
    {
      title: t('schools.lines.minScore'),
      dataIndex: 'minScore',
      width: 76,
      render: (v: number | null, r) => (
        <strong>
          <MinScoreCell score={v} bound={r.minScoreBound} />
        </strong>
      ),
    },
    {
      title: t('schools.lines.minRank'),
      key: 'minRank',
      width: 96,
      render: (_: unknown, r: ScoreLineRow) => <RankCell rank={r.minRank} derived={r.rankDerived} />,
    },
    { title: t('schools.lines.avgScore'), dataIndex: 'avgScore', width: 72, render: (v: number | null) => dash(v) },
    { title: t('schools.lines.maxScore'), dataIndex: 'maxScore', width: 72, render: (v: number | null) => dash(v) },
    { title: t('schools.lines.plan'), dataIndex: 'planCount', width: 64, render: (v: number | null) => dash(v) },
    { title: t('schools.lines.source'), key: 'source', width: 84, render: (_: unknown, r: ScoreLineRow) => <SourceBadge source={r} school={r.schoolName} /> },
  ];
  return (
    <div className="zy-lines-table" data-testid={testId}>
      <Table<ScoreLineRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={
          pagination
            ? { ...pagination, showSizeChanger: true, pageSizeOptions: ['20', '50', '100'], onChange: pagination.onChange }
            : rows.length > 20
              ? { pageSize: 20, showSizeChanger: false }
              : false
        }
        footer={() => <SourceNote rows={rows} school={rows[0]?.schoolName} province={rows[0]?.province} />}
      />
    </div>
  );
}
