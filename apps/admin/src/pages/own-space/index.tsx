import { Avatar, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';

const SEX_KEYS = ['user.sexUnknown', 'user.sexMale', 'user.sexFemale'];

/** 个人中心: the signed-in user's own profile (read only for now). */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const none = t('common.none');
  const name = user?.nickname || user?.username || '';

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
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
      <Col xs={24} lg={16}>
        <Card variant="borderless" title={t('profile.basic')}>
          <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 3 }} styles={{ label: { width: 110 } }}>
            <Descriptions.Item label={t('profile.username')}>{user?.username ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('profile.nickname')}>{user?.nickname || none}</Descriptions.Item>
            <Descriptions.Item label={t('profile.mobile')}>{user?.mobile || none}</Descriptions.Item>
            <Descriptions.Item label={t('profile.email')}>{user?.email || none}</Descriptions.Item>
            <Descriptions.Item label={t('profile.sex')}>{t(SEX_KEYS[user?.sex ?? 0] ?? SEX_KEYS[0])}</Descriptions.Item>
            <Descriptions.Item label={t('profile.type')}>{user?.type === 1 ? t('user.typeAdmin') : t('user.typeNormal')}</Descriptions.Item>
            <Descriptions.Item label={t('profile.department')}>{user?.departmentTitle || none}</Descriptions.Item>
            <Descriptions.Item label={t('profile.createTime')}>{user?.createTime || none}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card variant="borderless" title={t('profile.security')} style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">{t('profile.securityText')}</Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
