import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import type { QuartzJobView, QuartzLogView } from '@zhiyuan/shared';
import { Alert, App, Button, Modal, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../../access';
import { renderFormFields } from '../../../components/form-fields';
import {
  addJob,
  deleteJobLogs,
  deleteJobs,
  editJob,
  getJobClasses,
  getJobLogs,
  getJobs,
  pauseJob,
  resumeJob,
  runJobNow,
  toggleJobLog,
  type JobForm,
} from '../../../services/jobs';
import { confirmDelete } from '../shared/confirm';
import { pagedRequest } from '../table';
import { CODES, formValues, jobActions, jobColumns, jobFormFields, logActions, logColumns } from './data';

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

  const columns = logColumns(t, { classes, oneJob: Boolean(jobClassName), actions: logActions(t, { remove: (row) => remove([row]) }) });

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
  const { message } = App.useApp();
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

  const columns = jobColumns(t, {
    toggleLog: (r) => void act(toggleJobLog(r.id), t('adminCommon.saved')),
    actions: jobActions(t, {
      edit: setEditing,
      pause: (r) => act(pauseJob(r.id), t('adminCommon.saved')),
      resume: (r) => act(resumeJob(r.id), t('adminCommon.saved')),
      run: (r) => act(runJobNow(r.id), t('quartz.runQueued')),
      logs: setLogsOf,
      remove: async (r) => {
        await deleteJobs([r.id]);
        void message.success(t('adminCommon.deleted'));
        reload();
      },
    }),
  });

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
        {renderFormFields(
          jobFormFields(t, {
            editing: Boolean(current),
            classOptions: current ? classOptions : free.map((c) => ({ value: c.name, label: `${c.title} (${c.name})` })),
          }),
        )}
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
