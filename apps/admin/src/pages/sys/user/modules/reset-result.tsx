import { CopyOutlined } from '@ant-design/icons';
import type { ResetPassResult } from '@zhiyuan/shared';
import { Alert, App, Button, Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shows freshly reset passwords once; after closing they cannot be seen again. */
export function ResetResultModal({ result, onClose }: { result: ResetPassResult[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const copyAll = async () => {
    const text = (result ?? []).map((row) => `${row.username}\t${row.password}`).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('common.copied'));
    } catch {
      void message.error(t('http.failed'));
    }
  };

  return (
    <Modal
      open={Boolean(result)}
      title={t('user.resetResultTitle')}
      width={560}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copyAll()}>
          {t('user.copyAll')}
        </Button>,
        <Button key="done" type="primary" onClick={onClose} data-testid="reset-result-done">
          {t('user.resetDone')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={t('user.resetWarning')} style={{ marginBottom: 16 }} />
      <Table<ResetPassResult>
        data-testid="reset-result-table"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={result ?? []}
        columns={[
          { title: t('user.username'), dataIndex: 'username' },
          {
            title: t('user.password'),
            dataIndex: 'password',
            render: (password: string) => (
              <Typography.Text code copyable={{ text: password, tooltips: [t('common.copy'), t('common.copied')] }}>
                {password}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Modal>
  );
}
