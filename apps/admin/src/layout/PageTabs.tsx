import { CloseCircleOutlined, CloseOutlined, DownOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH, useTabs } from '../stores/tabs';

/** Opened pages as tabs; the first tab is home and has no close button. */
export function PageTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = useTabs((s) => s.tabs);
  const close = useTabs((s) => s.close);
  const closeOthers = useTabs((s) => s.closeOthers);
  const closeAll = useTabs((s) => s.closeAll);

  const items = tabs.map((tab, index) => ({
    key: tab.path,
    closable: index !== 0,
    label:
      tab.path === HOME_PATH ? (
        <span>
          <HomeOutlined />
          {t('menu.home')}
        </span>
      ) : (
        tab.title
      ),
  }));

  return (
    <div className="page-tabs" data-testid="page-tabs">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={pathname}
        items={items}
        onChange={(key) => navigate(key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') {
            const next = close(key, pathname);
            if (next !== pathname) navigate(next);
          }
        }}
        tabBarExtraContent={{
          right: (
            <Dropdown
              placement="bottomRight"
              menu={{
                items: [
                  { key: 'others', icon: <CloseOutlined />, label: t('layout.closeOthers') },
                  { key: 'all', icon: <CloseCircleOutlined />, label: t('layout.closeAll') },
                ],
                onClick: ({ key }) => {
                  if (key === 'others') {
                    closeOthers(pathname);
                  } else {
                    closeAll();
                    navigate(HOME_PATH);
                  }
                },
              }}
            >
              <Button size="small" className="page-tabs-actions" aria-label={t('layout.tabActions')}>
                {t('layout.tabActions')} <DownOutlined />
              </Button>
            </Dropdown>
          ),
        }}
      />
    </div>
  );
}
