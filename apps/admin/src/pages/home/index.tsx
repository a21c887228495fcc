import { AppstoreOutlined, GlobalOutlined, SafetyCertificateOutlined, TeamOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Empty, List, Row, Space, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess, useResolvedMenu } from '../../access';
import { MenuIcon } from '../../layout/MenuIcon';
import { getAllRoles } from '../../services/role';
import { getDashboardStats } from '../../services/stats';
import { getUsersByCondition } from '../../services/user';
import { useSession } from '../../stores/session';
import { Dashboard } from './dashboard';
import { DeliveryAlert } from './delivery-alert';

const USER_PAGE = 'sys/user';

function greetingKey(hour: number): string {
  if (hour < 11) return 'home.greetingMorning';
  if (hour < 13) return 'home.greetingNoon';
  if (hour < 18) return 'home.greetingAfternoon';
  return 'home.greetingEvening';
}

function StatCard({ title, value, icon, color, loading }: { title: string; value: ReactNode; icon: ReactNode; color: string; loading?: boolean }) {
  return (
    <Card variant="borderless" className="stat-card" loading={loading}>
      <div className="stat-card-body">
        <Statistic title={title} valueRender={() => <span className="stat-value">{value}</span>} />
        <span className="stat-icon" style={{ background: `${color}1a`, color }}>
          {icon}
        </span>
      </div>
    </Card>
  );
}

/** Home dashboard: welcome, a few counts the user may see, quick links and a short guide. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const access = useAccess();
  const { pages } = useResolvedMenu();
  const canViewUsers = access.canOpen(USER_PAGE);

  const stats = useQuery({ queryKey: ['dashboard', 30], queryFn: () => getDashboardStats(30), retry: false });
  // Without the statistics call (no grant), the few counts the user may see instead.
  const fallback = stats.isError;
  const users = useQuery({
    queryKey: ['home', 'userCount'],
    queryFn: () => getUsersByCondition({ pageNumber: 1, pageSize: 1 }),
    enabled: canViewUsers && fallback,
  });
  const roles = useQuery({ queryKey: ['roles', 'all'], queryFn: getAllRoles, enabled: canViewUsers && fallback });

  const name = user?.nickname || user?.username || '';
  const links = pages.filter((page) => page.path !== '/home').slice(0, 8);
  const guide = [t('home.guide1'), t('home.guide2'), t('home.guide3'), t('home.guide4')];

  return (
    <div className="home-page">
      <DeliveryAlert />
      <Card variant="borderless" className="welcome-card">
        <div className="welcome">
          <Avatar size={64} src={user?.avatar || undefined} className="welcome-avatar">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div className="welcome-text">
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="home-welcome">
              {t('home.welcome', { greeting: t(greetingKey(new Date().getHours())), name })}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
              {t('home.welcomeText')}
            </Typography.Paragraph>
          </div>
          <div className="welcome-meta">
            <div>
              <span className="welcome-meta-label">{t('home.roles')}</span>
              <Space size={4} wrap>
                {(user?.roles ?? []).length > 0
                  ? user!.roles.map((role) => (
                      <Tag color="blue" key={role.id}>
                        {role.description || role.name}
                      </Tag>
                    ))
                  : t('common.none')}
              </Space>
            </div>
            <div>
              <span className="welcome-meta-label">{t('home.department')}</span>
              <span>{user?.departmentTitle || t('common.none')}</span>
            </div>
          </div>
        </div>
      </Card>

      {!fallback && <Dashboard />}
      {fallback && (
        <Row gutter={[16, 16]} className="home-stats">
          <Col xs={24} sm={12} xl={6}>
            <StatCard
              title={t('home.totalUsers')}
              value={canViewUsers ? (users.data?.totalElements ?? '-') : t('home.notPermitted')}
              icon={<TeamOutlined />}
              color="#1677ff"
              loading={canViewUsers && users.isLoading}
            />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <StatCard
              title={t('home.totalRoles')}
              value={canViewUsers ? (roles.data?.length ?? '-') : t('home.notPermitted')}
              icon={<SafetyCertificateOutlined />}
              color="#13a8a8"
              loading={canViewUsers && roles.isLoading}
            />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <StatCard title={t('home.pages')} value={pages.length} icon={<AppstoreOutlined />} color="#722ed1" />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <StatCard title={t('home.language')} value={i18n.language === 'en-US' ? 'English' : '简体中文'} icon={<GlobalOutlined />} color="#fa8c16" />
          </Col>
        </Row>
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card variant="borderless" title={t('home.quickLinks')} className="home-card">
            {links.length === 0 ? (
              <Empty description={t('home.noLinks')} />
            ) : (
              <div className="quick-links">
                {links.map((page) => (
                  <Link key={page.id} to={page.path} className="quick-link">
                    <span className="quick-link-icon">
                      <MenuIcon icon={page.icon} />
                    </span>
                    <span className="quick-link-title">{page.title}</span>
                  </Link>
                ))}
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card variant="borderless" title={t('home.guide')} className="home-card">
            <List
              size="small"
              split={false}
              dataSource={guide}
              renderItem={(text, index) => (
                <List.Item className="guide-item">
                  <span className="guide-index">{index + 1}</span>
                  <span>{text}</span>
                </List.Item>
              )}
            />
            {canViewUsers && access.pathOf(USER_PAGE) && (
              <Link to={access.pathOf(USER_PAGE)!} className="guide-link">
                {t('user.title')} <RightOutlined />
              </Link>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
