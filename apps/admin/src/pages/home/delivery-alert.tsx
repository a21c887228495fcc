import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '../../access';
import { getHealth } from '../../services/system';

const SETTINGS_PAGE = 'sys/setting';

/**
 * Tells whoever may change 系统配置 that verification codes go to the development outbox, not to
 * users (the default outside production), until an SMS or e-mail provider is set there.
 */
export function DeliveryAlert() {
  const { t } = useTranslation();
  const access = useAccess();
  const settingsPath = access.pathOf(SETTINGS_PAGE);
  const health = useQuery({ queryKey: ['health'], queryFn: getHealth, enabled: settingsPath !== undefined, retry: false });
  const status = health.data;
  if (!settingsPath || !status?.codesToOutbox) return null;
  const channels = (['sms', 'email'] as const).filter((c) => status.delivery[c] === 'outbox').map((c) => t(`home.outboxChannel.${c}`));
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="outbox-alert"
      style={{ marginBottom: 16 }}
      message={t('home.outboxTitle')}
      description={
        <>
          {t('home.outboxText', { channels: channels.join(t('home.outboxJoin')) })} <Link to={settingsPath}>{t('home.outboxLink')}</Link>
        </>
      }
    />
  );
}
