import { Card, Empty, Input } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HistoryPanel } from '../shared/history';

/** 流程历史: one instance's diagram and steps, from ?id=<procInstId> (the other screens link here). */
export default function HistoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <Card
      variant="borderless"
      title={t('workflow.history.title')}
      extra={
        <Input.Search
          key={id}
          defaultValue={id}
          allowClear
          placeholder={t('workflow.history.idPlaceholder')}
          onSearch={(value) => setParams(value.trim() ? { id: value.trim() } : {})}
          style={{ width: 'min(260px, 50vw)' }}
          data-testid="history-id"
        />
      }
      data-testid="history-page"
    >
      {id ? <HistoryPanel procInstId={id} diagramHeight={480} /> : <Empty description={t('workflow.history.pickInstance')} />}
    </Card>
  );
}
