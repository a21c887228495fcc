import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewCron } from '../../../../services/jobs';

/** The next five run times of the cron being typed, or why it is refused (asked of the server, which runs it). */
export function CronPreviewLine({ cron }: { cron?: string }) {
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
