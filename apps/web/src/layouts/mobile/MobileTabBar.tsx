import TabBar from 'antd-mobile/es/components/tab-bar/index.js';
import { BankOutlined, HomeOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../../components/Root.tsx';
import { useInboxStore } from '../../stores/inbox.ts';

const TABS = [
  { key: 'index', title: 'tab.home', icon: <HomeOutlined /> },
  { key: 'afterAssessed', title: 'tab.schools', icon: <BankOutlined /> },
  { key: 'information', title: 'tab.news', icon: <ReadOutlined /> },
  { key: 'my', title: 'tab.my', icon: <UserOutlined /> },
];

const TAB_OF: Record<string, string> = {
  index: 'index',
  afterAssessed: 'afterAssessed',
  afterAssessedDetail: 'afterAssessed',
  information: 'information',
  informationDetail: 'information',
  my: 'my',
};

/** 首页 / 院校 / 资讯 / 我的 */
export function MobileTabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useRouteName() ?? 'index';
  const unread = useInboxStore((s) => s.unread);
  return (
    <nav className="zy-m-tabbar" data-testid="mobile-tabbar">
      <TabBar safeArea activeKey={TAB_OF[name] ?? ''} onChange={(key) => navigate(`/${key}`)}>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} icon={tab.icon} title={t(tab.title)} badge={tab.key === 'my' && unread ? (unread > 99 ? '99+' : unread) : undefined} />
        ))}
      </TabBar>
    </nav>
  );
}
