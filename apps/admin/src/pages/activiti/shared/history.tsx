import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Modal, Space, Spin, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../access';
import { getHistory, getInstanceDiagram } from '../../../services/workflow';
import { historyColumns } from '../history/data';
import { ProcessDiagram } from './diagram';
import { StateTag } from './status';

/** The key of the 流程历史 page, which shows one instance's history from ?id=. */
export const HISTORY_PAGE = 'activiti/history';

/** One instance's progress: its diagram with the steps done and waiting, and every step's who, what and when. */
export function HistoryPanel({ procInstId, diagramHeight = 360 }: { procInstId: string; diagramHeight?: number }) {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: ['workflow', 'history', procInstId], queryFn: () => getHistory(procInstId), enabled: Boolean(procInstId) });
  const diagram = useQuery({ queryKey: ['workflow', 'diagram', procInstId], queryFn: () => getInstanceDiagram(procInstId), enabled: Boolean(procInstId) });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="workflow-history">
      {diagram.isLoading ? (
        <Spin />
      ) : diagram.data ? (
        <div>
          <Space wrap style={{ marginBottom: 8 }}>
            <Typography.Text strong>{diagram.data.processName}</Typography.Text>
            <StateTag t={t} state={diagram.data.state} />
          </Space>
          <ProcessDiagram
            xml={diagram.data.xml}
            completed={diagram.data.completed}
            active={diagram.data.active}
            flows={diagram.data.flows}
            height={diagramHeight}
          />
        </div>
      ) : (
        diagram.isError && <Alert type="warning" showIcon message={t('workflow.diagram.unavailable')} />
      )}
      <div data-testid="act-history">
        <Table
          rowKey="id"
          size="small"
          loading={history.isLoading}
          columns={historyColumns(t)}
          dataSource={history.data ?? []}
          pagination={false}
          scroll={{ x: 1100 }}
          locale={{ emptyText: <Empty description={t('workflow.history.empty')} /> }}
        />
      </div>
    </Space>
  );
}

/** The same in a dialog, with a way to the 流程历史 page when the menu has it. */
export function HistoryDialog({ procInstId, title, onClose }: { procInstId: string | null; title?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const access = useAccess();
  const navigate = useNavigate();
  const pagePath = access.pathOf(HISTORY_PAGE);
  return (
    <Modal
      title={title ? t('workflow.history.titleOf', { name: title }) : t('workflow.history.title')}
      open={Boolean(procInstId)}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
      footer={
        pagePath && procInstId ? (
          <Button icon={<ExportOutlined />} onClick={() => navigate(`${pagePath}?id=${encodeURIComponent(procInstId)}`)}>
            {t('workflow.history.openPage')}
          </Button>
        ) : null
      }
    >
      {procInstId && <HistoryPanel procInstId={procInstId} />}
    </Modal>
  );
}
