import { formatDateTime } from '@zhiyuan/shared';
import { DatePicker, Form, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 发布 / 定时发布: now, or at a time ahead (China time, 'yyyy-MM-dd HH:mm:ss' as the API takes it).
 * `onPublish` gets undefined for now.
 */
export function PublishModal({
  open,
  count,
  onCancel,
  onPublish,
}: {
  open: boolean;
  count: number;
  onCancel: () => void;
  onPublish: (publishTime: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ok = async () => {
    if (mode === 'later') {
      if (!at) return setError(t('content.publish.pickTime'));
      if (!at.isAfter(dayjs())) return setError(t('content.publish.timePassed'));
    }
    setBusy(true);
    try {
      await onPublish(mode === 'later' && at ? formatDateTime(at.toDate()) : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={count > 1 ? t('content.publish.titleMany', { count }) : t('content.publish.title')}
      onCancel={onCancel}
      onOk={() => void ok()}
      okText={mode === 'now' ? t('content.publish.now') : t('content.publish.schedule')}
      okButtonProps={{ loading: busy, ...({ 'data-testid': 'content-publish-ok' } as object) }}
      destroyOnHidden
      afterClose={() => {
        setMode('now');
        setAt(null);
        setError(null);
      }}
    >
      <Form layout="vertical">
        <Form.Item>
          <Radio.Group
            value={mode}
            onChange={(e) => {
              setMode(e.target.value as 'now' | 'later');
              setError(null);
            }}
            data-testid="content-publish-mode"
          >
            <Radio value="now">{t('content.publish.now')}</Radio>
            <Radio value="later" data-testid="content-publish-later">
              {t('content.publish.schedule')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {mode === 'later' && (
          <Form.Item label={t('content.publish.at')} validateStatus={error ? 'error' : undefined} help={error ?? t('content.publish.atHint')}>
            <DatePicker
              showTime={{ format: 'HH:mm:ss' }}
              format="YYYY-MM-DD HH:mm:ss"
              value={at}
              onChange={(v) => {
                setAt(v);
                setError(null);
              }}
              disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              style={{ width: '100%' }}
              data-testid="content-publish-time"
            />
          </Form.Item>
        )}
        {mode === 'now' && <Typography.Text type="secondary">{t('content.publish.nowHint')}</Typography.Text>}
      </Form>
    </Modal>
  );
}
