import { ACT_BUSINESS_RESULT, ACT_BUSINESS_STATUS, type ActCurrentTask } from '@zhiyuan/shared';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';

/** The words and colours of the workflow's states, shared by every screen of 工作流程. */

const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'warning' };
const RESULT_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error', 4: 'warning', 5: 'default' };
const STATE_COLOR: Record<string, string> = { running: 'processing', suspended: 'warning', finished: 'success', canceled: 'default' };
const PRIORITY_COLOR: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'red' };
const ACTION_COLOR: Record<string, string> = {
  start: 'blue',
  pass: 'green',
  back: 'red',
  backToTask: 'volcano',
  delegate: 'purple',
  timeout: 'orange',
  cancel: 'default',
  end: 'cyan',
};

const statusKeys = Object.entries(ACT_BUSINESS_STATUS) as [keyof typeof ACT_BUSINESS_STATUS, number][];
const resultKeys = Object.entries(ACT_BUSINESS_RESULT) as [keyof typeof ACT_BUSINESS_RESULT, number][];

/** An application's status (草稿, 处理中, 已结束, 已撤回) as filter options. */
export const statusOptions = (t: TFunction) => statusKeys.map(([key, value]) => ({ value, label: t(`workflow.status.${key}`) }));
export const resultOptions = (t: TFunction) => resultKeys.map(([key, value]) => ({ value, label: t(`workflow.result.${key}`) }));
export const priorityOptions = (t: TFunction) => [0, 1, 2].map((value) => ({ value, label: t(`workflow.priority.${value}`) }));

export function StatusTag({ t, status }: { t: TFunction; status: number }) {
  const key = statusKeys.find(([, v]) => v === status)?.[0];
  return (
    <Tag color={STATUS_COLOR[status]} bordered={false}>
      {key ? t(`workflow.status.${key}`) : status}
    </Tag>
  );
}

export function ResultTag({ t, result }: { t: TFunction; result: number }) {
  const key = resultKeys.find(([, v]) => v === result)?.[0];
  return (
    <Tag color={RESULT_COLOR[result]} bordered={false}>
      {key ? t(`workflow.result.${key}`) : result}
    </Tag>
  );
}

/** An instance's state: running | suspended | finished | canceled. */
export function StateTag({ t, state }: { t: TFunction; state: string }) {
  return (
    <Tag color={STATE_COLOR[state] ?? 'default'} bordered={false}>
      {t(`workflow.state.${state}`, { defaultValue: state })}
    </Tag>
  );
}

export function PriorityTag({ t, priority }: { t: TFunction; priority: number }) {
  return (
    <Tag color={PRIORITY_COLOR[priority] ?? 'default'} bordered={false}>
      {t(`workflow.priority.${priority}`, { defaultValue: String(priority) })}
    </Tag>
  );
}

/** What an approver (or the engine) did: pass, back, delegate, start… */
export function ActionTag({ t, action }: { t: TFunction; action: string }) {
  return (
    <Tag color={ACTION_COLOR[action] ?? 'default'} bordered={false}>
      {t(`workflow.action.${action}`, { defaultValue: action })}
    </Tag>
  );
}

/** The tasks an application or instance waits on, each with who may act. */
export function CurrentTasks({ t, tasks }: { t: TFunction; tasks: ActCurrentTask[] }) {
  if (!tasks.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {tasks.map((task) => (
        <span key={task.id}>
          <Typography.Text>{task.name}</Typography.Text>
          {task.assignees.length > 0 && <Typography.Text type="secondary"> · {task.assignees.join(t('workflow.listSeparator'))}</Typography.Text>}
        </span>
      ))}
    </Space>
  );
}
