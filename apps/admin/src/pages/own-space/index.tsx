import { Avatar, Card, Col, Row, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../stores/session';
import { InboxPanel } from './modules/inbox';
import { ProfilePanel } from './modules/profile';
import { SecurityPanel } from './modules/security';
import { SocialPanel } from './modules/social';

const TABS = ['profile', 'security', 'social', 'message'] as const;

/** 个人中心: profile, account security, social bindings and the inbox (?tab= picks one). */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? params.get('tab')! : 'profile';
  const name = user?.nickname || user?.username || '';

  return (
    <Row gutter={[16, 16]} data-testid="own-space">
      <Col xs={24} lg={6}>
        <Card variant="borderless" className="profile-card">
          <div className="profile-head">
            <Avatar size={88} src={user?.avatar || undefined} className="welcome-avatar">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Typography.Title level={4} style={{ margin: '12px 0 4px' }}>
              {name}
            </Typography.Title>
            <Typography.Text type="secondary">@{user?.username}</Typography.Text>
            <Space size={4} wrap style={{ marginTop: 12, justifyContent: 'center' }}>
              {(user?.roles ?? []).map((role) => (
                <Tag color="blue" key={role.id}>
                  {role.description || role.name}
                </Tag>
              ))}
            </Space>
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <Tabs
          className="own-tabs"
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'profile', label: t('own.tabProfile'), children: <ProfilePanel /> },
            { key: 'security', label: <span data-testid="own-tab-security">{t('own.tabSecurity')}</span>, children: <SecurityPanel /> },
            { key: 'social', label: <span data-testid="own-tab-social">{t('own.tabSocial')}</span>, children: <SocialPanel /> },
            { key: 'message', label: <span data-testid="own-tab-message">{t('own.tabMessage')}</span>, children: <InboxPanel /> },
          ]}
        />
      </Col>
    </Row>
  );
}
