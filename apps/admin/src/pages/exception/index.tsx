import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../stores/tabs';

function BackHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(HOME_PATH)}>
      {t('common.backHome')}
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Result status="404" title="404" subTitle={t('exception.notFound')} extra={<BackHome />} />
    </Card>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless">
      <Result status="403" title="403" subTitle={t('exception.forbidden')} extra={<BackHome />} />
    </Card>
  );
}

/** A menu page whose screen is not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" data-testid="coming-soon">
      <Result
        icon={<ClockCircleOutlined style={{ color: 'var(--ant-color-primary, #1677ff)' }} />}
        title={t('exception.comingSoon')}
        subTitle={t('exception.comingSoonText', { title })}
        extra={<BackHome />}
      />
    </Card>
  );
}

/** A menu page that points at an external address (monitors, documents). */
export function IframePage({ url, title }: { url: string; title: string }) {
  return (
    <Card variant="borderless" styles={{ body: { padding: 0 } }}>
      <iframe src={url} title={title} style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0 }} />
    </Card>
  );
}
