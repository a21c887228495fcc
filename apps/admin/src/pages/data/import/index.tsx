import { CloudSyncOutlined, LoadingOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../../access';
import type { ImportRunDetail, ImportRunView } from '@zhiyuan/shared';
import { getImportRuns, getImportStats, runImport } from '../../../services/data';
import { ApiError } from '../../../services/http';
import { currentLabel, formatSeconds, runActions, runColumns, runRefusal, runSeconds } from './data';
import { RunDrawer } from './modules/run-drawer';
import { ImportStatsHeader } from './modules/stats';
import { AliasPanel } from './modules/alias-panel';
import { UploadPanel } from './modules/upload-panel';
import { useImportRun } from './modules/use-import-run';

const STATS_KEY = ['dataImport', 'stats'] as const;
const STATS_POLL_MS = 10_000;

/** 数据导入: what the database holds, the history of import runs, and a button to run the import again. */
export default function DataImportPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const actionRef = useRef<ActionType>(null);
  const [drawerRunId, setDrawerRunId] = useState<string | null>(null);
  /** The run being watched: the one this page started, or one found running in the history. */
  const [activeRunId, setActiveRunId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const onFinished = useCallback(
    (run: ImportRunDetail) => {
      if (run.status === 'succeeded') void message.success(t('dataImport.finishedOk'));
      else void message.error(t('dataImport.finishedFailed', { error: run.error ?? '' }));
      setActiveRunId(null);
      actionRef.current?.reload();
      void queryClient.invalidateQueries({ queryKey: STATS_KEY });
    },
    [message, queryClient, t],
  );
  const active = useImportRun(activeRunId, onFinished);
  const activeRun = active.data?.status === 'running' ? active.data : null;
  const running = Boolean(activeRunId) && (activeRun !== null || active.isLoading);
  const now = useClock(activeRun !== null);
  // While a run imports, the counts grow: read them again now and then.
  const stats = useQuery({ queryKey: STATS_KEY, queryFn: getImportStats, staleTime: 0, refetchInterval: activeRun ? STATS_POLL_MS : false });

  const startRun = async () => {
    setStarting(true);
    try {
      const { runId } = await runImport();
      setActiveRunId(runId);
      void message.success(t('dataImport.started'));
      actionRef.current?.reload();
    } catch (error) {
      const text = error instanceof ApiError ? error.message : t('http.failed');
      switch (runRefusal(error)) {
        case 'noDataDir':
          modal.warning({
            title: t('dataImport.noDataDirTitle'),
            content: (
              <div data-testid="no-data-dir">
                <Typography.Paragraph>{text}</Typography.Paragraph>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t('dataImport.noDataDirHint')}
                </Typography.Paragraph>
              </div>
            ),
          });
          break;
        case 'alreadyRunning':
          void message.warning(text);
          actionRef.current?.reload(); // the running run shows up and is watched
          break;
        default:
          void message.error(text);
      }
    } finally {
      setStarting(false);
    }
  };

  const columns = useMemo(() => runColumns(t, runActions(t, { detail: (run) => setDrawerRunId(run.id) })), [t]);

  return (
    <div className="data-page" data-testid="data-import-page">
      {activeRun && (
        <Alert
          type="info"
          showIcon
          icon={<LoadingOutlined />}
          className="data-running"
          data-testid="run-progress"
          message={t('dataImport.runningTitle', { time: activeRun.startedAt })}
          description={
            <Space size={24} wrap>
              <span>{t('dataImport.elapsed', { time: formatSeconds(runSeconds(activeRun, now), t) })}</span>
              {activeRun.summary.files.length ? (
                <>
                  <span>{t('dataImport.progressFiles', { count: activeRun.summary.files.length })}</span>
                  <span data-testid="run-progress-rows">
                    {t('dataImport.progressRows', {
                      read: activeRun.totals.read.toLocaleString('zh-CN'),
                      imported: activeRun.totals.imported.toLocaleString('zh-CN'),
                    })}
                  </span>
                </>
              ) : (
                <span>{t('dataImport.progressStats')}</span>
              )}
              {currentLabel(activeRun, t) && <span data-testid="run-progress-current">{currentLabel(activeRun, t)}</span>}
              <Typography.Link onClick={() => setDrawerRunId(activeRun.id)}>{t('dataImport.detail')}</Typography.Link>
              {active.isError && <Typography.Link onClick={() => void active.refetch()}>{t('common.refresh')}</Typography.Link>}
            </Space>
          }
        />
      )}
      <ImportStatsHeader stats={stats.data} loading={stats.isLoading} failed={stats.isError} />

      <UploadPanel
        onCommitted={() => {
          actionRef.current?.reload();
          void queryClient.invalidateQueries({ queryKey: STATS_KEY });
        }}
      />

      <ProTable<ImportRunView>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={t('dataImport.history')}
        tooltip={t('dataImport.historyTip')}
        cardBordered={false}
        search={false}
        scroll={{ x: 1500 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: true, reload: true, setting: true }}
        onRow={(run) => ({ onClick: (e) => !(e.target as HTMLElement).closest('a,button') && setDrawerRunId(run.id), style: { cursor: 'pointer' } })}
        request={async ({ current, pageSize }) => {
          try {
            const page = await getImportRuns({ pageNumber: current ?? 1, pageSize: pageSize ?? 10 });
            const running = page.content.find((run) => run.status === 'running');
            if (running) setActiveRunId((id) => id ?? running.id);
            return { data: page.content, total: page.totalElements, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() => [
          <HasPerm key="run" value="other">
            <Popconfirm
              title={t('dataImport.runConfirmTitle')}
              description={<div style={{ maxWidth: 320 }}>{t('dataImport.runConfirm')}</div>}
              onConfirm={startRun}
              disabled={running}
            >
              <Button type="primary" icon={<CloudSyncOutlined />} loading={starting || running} data-testid="run-import">
                {running ? t('dataImport.running') : t('dataImport.run')}
              </Button>
            </Popconfirm>
          </HasPerm>,
        ]}
      />

      <AliasPanel />

      <RunDrawer runId={drawerRunId} onClose={() => setDrawerRunId(null)} />
    </div>
  );
}

/** The current time, ticking every second while `on` (for the elapsed time of a running import). */
function useClock(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}
