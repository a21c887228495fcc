import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { QuartzJobView, QuartzLogView } from '@zhiyuan/shared';
import { Alert, App, Button, Modal, Space, Switch, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import {
  addJob,
  deleteJobLogs,
  deleteJobs,
  editJob,
  getJobClasses,
  getJobLogs,
  getJobs,
  pauseJob,
  previewCron,
  resumeJob,
  runJobNow,
  toggleJobLog,
  type JobForm,
} from '../../../services/jobs';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest, valueEnum } from '../table';
import { CODES, formValues, OUTCOME_COLOR, resultText } from './data';

/** The next five run times of the cron being typed, or why it is refused (asked of the server, which runs it). */
function CronPreviewLine({ cron }: { cron?: string }) {
  const { t } = useTranslation();
  const [debounced, setDebounced] = useState(cron ?? '');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(cron?.trim() ?? ''), 300);
    return () => clearTimeout(timer);
  }, [cron]);
  const preview = useQuery({ queryKey: ['quartz', 'preview', debounced], queryFn: () => previewCron(debounced), enabled: debounced.length > 0 });
  if (!debounced || !preview.data) return null;
  if (!preview.data.valid) return <Alert type="error" showIcon message={preview.data.message} style={{ marginBottom: 16 }} />;
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      message={t('quartz.nextRuns')}
      description={
        <Space wrap size={[12, 4]} data-testid="quartz-next-runs">
          {preview.data.nextRuns.map((run) => (
            <Typography.Text key={run} code>
              {run}
            </Typography.Text>
          ))}
        </Space>
      }
    />
  );
}

function JobLogTable({ jobClassName, classes }: { jobClassName?: string; classes: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [selected, setSelected] = useState<QuartzLogView[]>([]);

  const remove = (rows: QuartzLogView[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => `${r.jobClassTitle || r.jobClassName} ${r.executeTime}`), thing: t('quartz.logThing') }, async () => {
      await deleteJobLogs(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const columns: ProColumns<QuartzLogView>[] = [
    {
      title: t('quartz.jobClass'),
      dataIndex: 'jobClassName',
      valueType: 'select',
      valueEnum: valueEnum(classes),
      hideInSearch: Boolean(jobClassName),
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
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 80,
      render: (_, r) => (
        <HasPerm value={CODES.delete}>
          <Typography.Link type="danger" onClick={() => remove([r])}>
            {t('common.delete')}
          </Typography.Link>
        </HasPerm>
      ),
    },
  ];

  return (
    <ProTable<QuartzLogView>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      cardBordered={false}
      search={jobClassName ? false : { labelWidth: 'auto' }}
      params={jobClassName ? { jobClassName } : undefined}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      scroll={{ x: 900 }}
      request={pagedRequest(getJobLogs)}
      rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
      tableAlertOptionRender={() => (
        <Typography.Link type="danger" onClick={() => remove(selected)}>
          {t('adminCommon.batchDelete')}
        </Typography.Link>
      )}
      toolBarRender={() => [
        <Button key="refresh" icon={<ReloadOutlined />} onClick={() => actionRef.current?.reload()}>
          {t('quartz.refresh')}
        </Button>,
      ]}
    />
  );
}

/** 定时任务: the product's jobs on pg-boss, their next runs and run log; edit, pause, resume, run now. */
export default function QuartzPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const [editing, setEditing] = useState<QuartzJobView | 'new' | null>(null);
  const [logsOf, setLogsOf] = useState<QuartzJobView | null>(null);
  const classes = useQuery({ queryKey: ['quartz', 'classes'], queryFn: getJobClasses });
  const classOptions = (classes.data ?? []).map((c) => ({ value: c.name, label: c.title }));
  const free = (classes.data ?? []).filter((c) => !c.taken);

  const reload = () => {
    actionRef.current?.reload();
    void classes.refetch();
  };
  const act = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
    } catch {
      return;
    }
    void message.success(done);
    reload();
  };

  const columns: ProColumns<QuartzJobView>[] = [
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
      render: (_, r) => <Switch size="small" checked={r.isRecordLog} onChange={() => void act(toggleJobLog(r.id), t('adminCommon.saved'))} />,
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 260,
      render: (_, r) => (
        <Space size={12} wrap>
          <HasPerm value={CODES.edit}>
            <Typography.Link onClick={() => setEditing(r)}>{t('common.edit')}</Typography.Link>
          </HasPerm>
          {r.status === 0 ? (
            <HasPerm value={CODES.pause}>
              <Typography.Link onClick={() => void act(pauseJob(r.id), t('adminCommon.saved'))}>{t('quartz.pause')}</Typography.Link>
            </HasPerm>
          ) : (
            <HasPerm value={CODES.resume}>
              <Typography.Link onClick={() => void act(resumeJob(r.id), t('adminCommon.saved'))}>{t('quartz.resume')}</Typography.Link>
            </HasPerm>
          )}
          <HasPerm value={CODES.run}>
            <Typography.Link onClick={() => void act(runJobNow(r.id), t('quartz.runQueued'))} data-testid={`quartz-run-${r.jobClassName}`}>
              {t('quartz.runNow')}
            </Typography.Link>
          </HasPerm>
          <Typography.Link onClick={() => setLogsOf(r)}>{t('quartz.logs')}</Typography.Link>
          {!r.builtIn && (
            <HasPerm value={CODES.delete}>
              <Typography.Link
                type="danger"
                onClick={() =>
                  confirmDelete(modal, t, { names: [r.title], thing: t('quartz.thing') }, async () => {
                    await deleteJobs([r.id]);
                    void message.success(t('adminCommon.deleted'));
                    reload();
                  })
                }
              >
                {t('common.delete')}
              </Typography.Link>
            </HasPerm>
          )}
        </Space>
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  return (
    <div data-testid="quartz-page">
      <Alert type="info" showIcon message={t('quartz.tip')} style={{ marginBottom: 16 }} />
      <Tabs
        items={[
          {
            key: 'jobs',
            label: t('quartz.tabs.jobs'),
            children: (
              <ProTable<QuartzJobView>
                rowKey="id"
                actionRef={actionRef}
                columns={columns}
                headerTitle={t('quartz.title')}
                cardBordered={false}
                search={{ labelWidth: 'auto' }}
                pagination={{ defaultPageSize: 20, showSizeChanger: true }}
                scroll={{ x: 960 }}
                request={pagedRequest(getJobs)}
                toolBarRender={() =>
                  free.length
                    ? [
                        <HasPerm key="add" value={CODES.add}>
                          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                            {t('quartz.add')}
                          </Button>
                        </HasPerm>,
                      ]
                    : []
                }
              />
            ),
          },
          { key: 'logs', label: t('quartz.tabs.logs'), children: <JobLogTable classes={classOptions} /> },
        ]}
      />
      <ModalForm<JobForm>
        key={current?.id ?? 'new'}
        title={current ? t('quartz.edit') : t('quartz.add')}
        open={editing !== null}
        width={640}
        initialValues={formValues(current, free[0])}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (v) => {
          const form: JobForm = { ...v, parameter: v.parameter?.trim() ?? '', description: v.description ?? '' };
          try {
            if (current) await editJob({ ...form, id: current.id });
            else await addJob(form);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setEditing(null);
          reload();
          return true;
        }}
      >
        <ProFormText
          name="title"
          label={t('quartz.name')}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('quartz.name') }) }]}
        />
        <ProFormSelect
          name="jobClassName"
          label={t('quartz.jobClass')}
          disabled={Boolean(current)}
          options={current ? classOptions : free.map((c) => ({ value: c.name, label: `${c.title} (${c.name})` }))}
          rules={[{ required: true, message: t('adminCommon.required', { label: t('quartz.jobClass') }) }]}
        />
        <ProFormText
          name="cronExpression"
          label={t('quartz.cron')}
          extra={t('quartz.cronHelp')}
          fieldProps={{ 'data-testid': 'quartz-cron' } as object}
          rules={[{ required: true, whitespace: true, message: t('adminCommon.required', { label: t('quartz.cron') }) }]}
        />
        <ProFormDependency name={['cronExpression']}>
          {({ cronExpression }: { cronExpression?: string }) => <CronPreviewLine cron={cronExpression} />}
        </ProFormDependency>
        <ProFormTextArea
          name="parameter"
          label={t('quartz.parameter')}
          extra={t('quartz.parameterHelp')}
          fieldProps={{ rows: 3, style: { fontFamily: 'monospace' } }}
        />
        <ProFormRadio.Group
          name="misfirePolicy"
          label={t('quartz.misfire')}
          extra={t('quartz.misfireHelp')}
          options={(['skip', 'once'] as const).map((m) => ({ value: m, label: t(`quartz.misfires.${m}`) }))}
        />
        <Space size={24} wrap>
          <ProFormDigit name="retryLimit" label={t('quartz.retryLimit')} min={0} max={10} fieldProps={{ precision: 0 }} />
          <ProFormDigit name="retryDelay" label={t('quartz.retryDelay')} min={0} max={86_400} fieldProps={{ precision: 0 }} />
          <ProFormSwitch name="isRecordLog" label={t('quartz.recordLog')} extra={t('quartz.recordLogHelp')} />
        </Space>
        <ProFormTextArea name="description" label={t('quartz.description')} fieldProps={{ rows: 2, maxLength: 200 }} />
      </ModalForm>
      <Modal
        title={logsOf ? `${logsOf.title} · ${t('quartz.tabs.logs')}` : ''}
        open={logsOf !== null}
        width={1000}
        footer={null}
        destroyOnHidden
        onCancel={() => setLogsOf(null)}
      >
        {logsOf && <JobLogTable jobClassName={logsOf.jobClassName} classes={classOptions} />}
      </Modal>
    </div>
  );
}
