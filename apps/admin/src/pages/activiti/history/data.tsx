import type { ActHistoryView } from '@zhiyuan/shared';
import { Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { ActionTag } from '../shared/status';

/** Seconds as the largest two units (2 天 3 小时, 5 分 10 秒); null while the step is open. */
export function durationText(t: TFunction, seconds: number | null): string {
  if (seconds === null) return t('workflow.history.open');
  const units = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ] as const;
  let rest = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || (unit === 'second' && parts.length === 0)) parts.push(t(`workflow.history.units.${unit}`, { count }));
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** The values an approver filled, as `name: value` lines. */
export function valuesText(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** Columns of an instance's history (historicFlow), oldest step first. */
export function historyColumns(t: TFunction): ColumnType<ActHistoryView>[] {
  return [
    { title: t('workflow.history.node'), dataIndex: 'name', width: 140 },
    {
      title: t('workflow.history.assignee'),
      dataIndex: 'assignee',
      width: 120,
      render: (_, r) => r.assignee || <Typography.Text type="secondary">{t('workflow.history.engine')}</Typography.Text>,
    },
    {
      title: t('workflow.history.action'),
      dataIndex: 'action',
      width: 100,
      // A step still open has no outcome yet.
      render: (_, r) =>
        r.endTime === null && r.action !== 'start' ? (
          <Tag color="orange" bordered={false}>
            {t('workflow.history.open')}
          </Tag>
        ) : (
          <ActionTag t={t} action={r.action} />
        ),
    },
    { title: t('workflow.history.comment'), dataIndex: 'comment', width: 200, render: (_, r) => r.comment || '-' },
    {
      title: t('workflow.history.values'),
      dataIndex: 'values',
      width: 180,
      render: (_, r) => (Object.keys(r.values).length ? <span style={{ whiteSpace: 'pre-line' }}>{valuesText(r.values)}</span> : '-'),
    },
    { title: t('workflow.history.startTime'), dataIndex: 'startTime', width: 170 },
    { title: t('workflow.history.endTime'), dataIndex: 'endTime', width: 170, render: (_, r) => r.endTime ?? '-' },
    { title: t('workflow.history.duration'), dataIndex: 'duration', width: 120, render: (_, r) => durationText(t, r.duration) },
  ];
}
