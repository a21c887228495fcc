import type { ProColumns } from '@ant-design/pro-components';
import type { JobClassView, QuartzJobView, QuartzLogView } from '@zhiyuan/shared';
import { Space, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../components/form-fields';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import type { JobForm } from '../../../services/jobs';
import { valueEnum } from '../table';
import { CronPreviewLine } from './modules/cron-preview';

/** Permission codes of 定时任务 (seeded with the menu). */
export const CODES = {
  add: 'sys:quartz:add',
  edit: 'sys:quartz:edit',
  pause: 'sys:quartz:disable',
  resume: 'sys:quartz:enable',
  delete: 'sys:quartz:delete',
  run: 'sys:quartz:run',
} as const;

/** Tag colours of a run's outcome. */
export const OUTCOME_COLOR: Record<string, string> = { ok: 'green', failed: 'red', running: 'blue' };

/** The form's values for a job being edited, or for a new job of a class (its defaults). */
export function formValues(job: QuartzJobView | null, jobClass?: JobClassView): JobForm {
  if (job) {
    return {
      id: job.id,
      title: job.title,
      jobClassName: job.jobClassName,
      cronExpression: job.cronExpression,
      parameter: prettyJson(job.parameter),
      misfirePolicy: job.misfirePolicy,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelay,
      isRecordLog: job.isRecordLog,
      description: job.description,
    };
  }
  return {
    title: jobClass?.title ?? '',
    jobClassName: jobClass?.name ?? '',
    cronExpression: jobClass?.defaultCron ?? '',
    parameter: prettyJson(jobClass?.defaultParameter ?? ''),
    misfirePolicy: 'skip',
    retryLimit: 1,
    retryDelay: 60,
    isRecordLog: true,
    description: jobClass?.description ?? '',
  };
}

/** JSON shown indented when it parses, as written otherwise. */
export function prettyJson(raw: string): string {
  if (!raw.trim()) return '';
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** A run's result as `name: value` pairs for a line of the log, the names in the reader's language where known. */
export function resultText(result: Record<string, unknown> | null, nameOf: (key: string) => string = (k) => k): string {
  if (!result) return '';
  return Object.entries(result)
    .map(([k, v]) => `${nameOf(k)}: ${typeof v === 'boolean' ? (v ? '✓' : '✗') : String(v)}`)
    .join('，');
}

/** What the page does for a job's actions. */
export interface JobActionHandlers {
  edit: (job: QuartzJobView) => void;
  pause: (job: QuartzJobView) => unknown;
  resume: (job: QuartzJobView) => unknown;
  run: (job: QuartzJobView) => unknown;
  logs: (job: QuartzJobView) => void;
  remove: (job: QuartzJobView) => unknown;
}

/** A job's actions: 编辑, 暂停 or 恢复, 立即执行, 执行日志, and 删除 (asked first) for a job that is not built in. */
export function jobActions(t: TFunction, on: JobActionHandlers): RowAction<QuartzJobView>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit },
    { key: 'pause', label: t('quartz.pause'), perm: CODES.pause, hidden: (r) => r.status !== 0, onClick: on.pause },
    { key: 'resume', label: t('quartz.resume'), perm: CODES.resume, hidden: (r) => r.status === 0, onClick: on.resume },
    { key: 'run', label: t('quartz.runNow'), perm: CODES.run, onClick: on.run, testId: (r) => `quartz-run-${r.jobClassName}` },
    { key: 'logs', label: t('quartz.logs'), onClick: on.logs },
    {
      key: 'delete',
      label: t('common.delete'),
      perm: CODES.delete,
      hidden: (r) => r.builtIn,
      tone: 'danger',
      confirm: { kind: 'delete', thing: t('quartz.thing'), name: (r) => r.title },
      onClick: on.remove,
    },
  ];
}

/** Columns and search field of the job table; the 记录日志 switch turns a job's log on or off. */
export function jobColumns(
  t: TFunction,
  { toggleLog, actions }: { toggleLog: (job: QuartzJobView) => void; actions: RowAction<QuartzJobView>[] },
): ProColumns<QuartzJobView>[] {
  return [
    { title: t('quartz.keyword'), dataIndex: 'key', hideInTable: true, fieldProps: { placeholder: t('quartz.keywordPlaceholder') } },
    {
      title: t('quartz.name'),
      dataIndex: 'title',
      search: false,
      width: 200,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{r.title}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.jobClassName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('quartz.cron'),
      dataIndex: 'cronExpression',
      search: false,
      width: 170,
      render: (_, r) => (
        <Tooltip title={r.nextRuns.length ? `${t('quartz.nextRuns')}: ${r.nextRuns.join(', ')}` : t('quartz.noNextRuns')}>
          <Typography.Text code>{r.cronExpression}</Typography.Text>
        </Tooltip>
      ),
    },
    { title: t('quartz.nextRuns'), dataIndex: 'nextRuns', search: false, width: 170, responsive: ['md'], render: (_, r) => r.nextRuns[0] ?? '-' },
    {
      title: t('quartz.lastRun'),
      dataIndex: 'lastRun',
      search: false,
      width: 220,
      responsive: ['md'],
      render: (_, r) =>
        r.lastRun ? (
          <Space size={4}>
            <Tag color={OUTCOME_COLOR[r.lastRun.outcome]} bordered={false}>
              {t(`quartz.outcomes.${r.lastRun.outcome}`, { defaultValue: r.lastRun.outcome })}
            </Tag>
            <Typography.Text type="secondary">{r.lastRun.executeTime}</Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('quartz.never')}</Typography.Text>
        ),
    },
    {
      title: t('quartz.status'),
      dataIndex: 'status',
      search: false,
      width: 100,
      render: (_, r) => (
        <Tag color={r.status === 0 ? 'green' : 'default'} bordered={false}>
          {t(r.status === 0 ? 'quartz.statuses.running' : 'quartz.statuses.paused')}
        </Tag>
      ),
    },
    {
      title: t('quartz.recordLog'),
      dataIndex: 'isRecordLog',
      search: false,
      width: 110,
      responsive: ['lg'],
      render: (_, r) => <Switch size="small" checked={r.isRecordLog} onChange={() => toggleLog(r)} />,
    },
    actionColumn(t, actions, { width: 260, wrap: true }),
  ];
}

/** A run's action: 删除. */
export function logActions(t: TFunction, on: { remove: (row: QuartzLogView) => void }): RowAction<QuartzLogView>[] {
  return [{ key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove }];
}

/** Columns and search fields of the run log; inside one job's dialog (`oneJob`) the job filter is left out. */
export function logColumns(
  t: TFunction,
  { classes, oneJob, actions }: { classes: { value: string; label: string }[]; oneJob: boolean; actions: RowAction<QuartzLogView>[] },
): ProColumns<QuartzLogView>[] {
  return [
    {
      title: t('quartz.jobClass'),
      dataIndex: 'jobClassName',
      valueType: 'select',
      valueEnum: valueEnum(classes),
      hideInSearch: oneJob,
      width: 180,
      render: (_, r) => r.jobClassTitle || r.jobClassName,
    },
    { title: t('quartz.executeTime'), dataIndex: 'executeTime', search: false, width: 170 },
    {
      title: t('quartz.outcome'),
      dataIndex: 'outcome',
      width: 110,
      valueType: 'select',
      valueEnum: valueEnum((['ok', 'failed', 'running'] as const).map((o) => ({ value: o, label: t(`quartz.outcomes.${o}`) }))),
      render: (_, r) => (
        <Tag color={OUTCOME_COLOR[r.outcome]} bordered={false}>
          {t(`quartz.outcomes.${r.outcome}`, { defaultValue: r.outcome })}
        </Tag>
      ),
    },
    {
      title: t('quartz.trigger'),
      dataIndex: 'trigger',
      search: false,
      width: 120,
      render: (_, r) => (
        <Space size={4}>
          {t(`quartz.triggers.${r.trigger}`, { defaultValue: r.trigger })}
          {r.attempt > 1 && <Tag bordered={false}>{t('quartz.attempt', { count: r.attempt })}</Tag>}
        </Space>
      ),
    },
    { title: t('quartz.costTime'), dataIndex: 'costTime', search: false, width: 100, render: (_, r) => t('quartz.ms', { count: r.costTime }) },
    {
      title: t('quartz.result'),
      dataIndex: 'result',
      search: false,
      ellipsis: true,
      render: (_, r) =>
        r.outcome === 'failed' ? (
          <Typography.Text type="danger">{r.error}</Typography.Text>
        ) : (
          resultText(r.result, (k) => t(`quartz.resultKeys.${k}`, { defaultValue: k })) || '-'
        ),
    },
    { title: t('quartz.instance'), dataIndex: 'instance', search: false, width: 160, ellipsis: true, responsive: ['lg'] },
    actionColumn(t, actions, { width: 80 }),
  ];
}

/**
 * The fields of the add / edit dialog. A job keeps its class (`editing`); a new one picks among the
 * classes without a job yet (`classOptions` then lists those). The cron's next runs show under it.
 */
export function jobFormFields(t: TFunction, { editing, classOptions }: { editing: boolean; classOptions: { value: string; label: string }[] }): FormField[] {
  return [
    {
      kind: 'text',
      name: 'title',
      label: t('quartz.name'),
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('quartz.name') }) }],
    },
    {
      kind: 'select',
      name: 'jobClassName',
      label: t('quartz.jobClass'),
      disabled: editing,
      options: classOptions,
      rules: [{ required: true, message: t('adminCommon.required', { label: t('quartz.jobClass') }) }],
    },
    {
      kind: 'text',
      name: 'cronExpression',
      label: t('quartz.cron'),
      extra: t('quartz.cronHelp'),
      fieldProps: { 'data-testid': 'quartz-cron' },
      rules: [{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('quartz.cron') }) }],
    },
    {
      kind: 'watch',
      key: 'cronPreview',
      names: ['cronExpression'],
      fields: ({ cronExpression }) => [{ kind: 'note', key: 'nextRuns', node: <CronPreviewLine cron={cronExpression as string | undefined} /> }],
    },
    {
      kind: 'textarea',
      name: 'parameter',
      label: t('quartz.parameter'),
      extra: t('quartz.parameterHelp'),
      fieldProps: { rows: 3, style: { fontFamily: 'monospace' } },
    },
    {
      kind: 'radio',
      name: 'misfirePolicy',
      label: t('quartz.misfire'),
      extra: t('quartz.misfireHelp'),
      options: (['skip', 'once'] as const).map((m) => ({ value: m, label: t(`quartz.misfires.${m}`) })),
    },
    {
      kind: 'row',
      key: 'retry',
      size: 24,
      wrap: true,
      fields: [
        { kind: 'digit', name: 'retryLimit', label: t('quartz.retryLimit'), min: 0, max: 10, fieldProps: { precision: 0 } },
        { kind: 'digit', name: 'retryDelay', label: t('quartz.retryDelay'), min: 0, max: 86_400, fieldProps: { precision: 0 } },
        { kind: 'switch', name: 'isRecordLog', label: t('quartz.recordLog'), extra: t('quartz.recordLogHelp') },
      ],
    },
    { kind: 'textarea', name: 'description', label: t('quartz.description'), fieldProps: { rows: 2, maxLength: 200 } },
  ];
}
