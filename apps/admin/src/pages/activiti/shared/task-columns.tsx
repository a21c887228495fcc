import type { ProColumns } from '@ant-design/pro-components';
import { Space, Typography } from 'antd';
import type { TFunction } from 'i18next';

/** What 待办 and 已办 rows share: the task with its process, the application's title and its applicant. */
interface TaskRow {
  name: string;
  processName: string;
  businessTitle: string;
  applicant: string;
}

/** The first three columns of 待办 and 已办 (the task name is their search field). */
export function taskColumns<T extends TaskRow>(t: TFunction): ProColumns<T>[] {
  return [
    {
      title: t('workflow.todo.task'),
      dataIndex: 'name',
      width: 180,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{r.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.processName}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('workflow.instance.businessTitle'), dataIndex: 'businessTitle', search: false, width: 180, ellipsis: true },
    { title: t('workflow.instance.applicant'), dataIndex: 'applicant', search: false, width: 110 },
  ];
}
