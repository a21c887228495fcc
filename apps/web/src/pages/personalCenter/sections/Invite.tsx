import { useEffect, useState } from 'react';
import { Alert, Button, Card, Input, Space, Spin, Statistic, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { MyInvite } from '@zhiyuan/shared';
import { useTranslation } from 'react-i18next';
import { myInvite } from '../../../api/accounts.ts';
import { errorMessage } from '../../../api/http.ts';
import { feedback } from '../../../feedback.ts';

/** 邀请好友: the member's invite code and link, and how many registered through it. */
export default function InviteSection() {
  const { t } = useTranslation();
  const [invite, setInvite] = useState<MyInvite | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    myInvite()
      .then((a) => (a.success ? setInvite(a.result) : setError(a.message)))
      .catch((err: unknown) => setError(errorMessage(err, t('http.unknown'))));
  }, [t]);

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!invite) return <Spin />;
  const link = `${location.origin}${invite.path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      feedback.success(t('personalCenter.invite.copied'));
    } catch {
      feedback.error(link);
    }
  };
  return (
    <Card data-testid="pc-invite">
      <Typography.Paragraph type="secondary">{t('personalCenter.invite.intro')}</Typography.Paragraph>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space size="large" wrap>
          <Statistic title={t('personalCenter.invite.code')} value={invite.inviteCode} valueStyle={{ letterSpacing: 2 }} />
          <Statistic title={t('personalCenter.tabs.invite')} value={t('personalCenter.invite.count', { count: invite.invitedCount })} />
        </Space>
        <div>
          <Typography.Text type="secondary">{t('personalCenter.invite.link')}</Typography.Text>
          <Space.Compact style={{ width: '100%', marginTop: 4 }}>
            <Input readOnly value={link} data-testid="pc-invite-link" />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('personalCenter.invite.copy')}
            </Button>
          </Space.Compact>
        </div>
      </Space>
    </Card>
  );
}
