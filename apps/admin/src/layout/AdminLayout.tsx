import { DownOutlined, HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { ProLayout, type MenuDataItem } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Dropdown, Watermark } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useResolvedMenu } from '../access';
import { findPage, type SideMenuItem, type TopApp } from '../menu/tree';
import { logout } from '../services/auth';
import { useSession } from '../stores/session';
import { loadSession } from '../stores/session-loader';
import { HOME_PATH, useTabs } from '../stores/tabs';
import { useTheme } from '../stores/theme';
import { headerActions } from './HeaderActions';
import { Logo } from './Logo';
import { MenuIcon } from './MenuIcon';
import { useLiveChannel } from './MessageBell';
import { PageTabs } from './PageTabs';
import { ThemeDrawer } from './ThemeDrawer';
import { layoutToken } from './theme-tokens';

const PROFILE_PATH = '/own-space';

function toMenuData(items: SideMenuItem[]): MenuDataItem[] {
  return items.map((item) => ({
    key: item.path,
    path: item.path,
    name: item.title,
    icon: <MenuIcon icon={item.icon} />,
    children: item.children ? toMenuData(item.children) : undefined,
  }));
}

function rgba(hex: string, alpha: number): string {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Top apps (menu type -1) as a header nav; the first `sliceNum` show, the rest sit under "more". */
function TopAppNav({ apps, activeId, sliceNum, onPick }: { apps: TopApp[]; activeId?: string; sliceNum: number; onPick: (app: TopApp) => void }) {
  const { t } = useTranslation();
  const shown = apps.slice(0, sliceNum);
  const rest = apps.slice(sliceNum);
  return (
    <nav className="top-apps">
      {shown.map((app) => (
        <span key={app.id} role="button" className={`top-app${app.id === activeId ? ' active' : ''}`} onClick={() => onPick(app)}>
          <MenuIcon icon={app.icon} />
          <span>{app.title}</span>
        </span>
      ))}
      {rest.length > 0 && (
        <Dropdown
          menu={{
            items: rest.map((app) => ({ key: app.id, icon: <MenuIcon icon={app.icon} />, label: app.title })),
            onClick: ({ key }) => {
              const app = rest.find((a) => a.id === key);
              if (app) onPick(app);
            },
          }}
        >
          <span className={`top-app${rest.some((a) => a.id === activeId) ? ' active' : ''}`} role="button">
            {t('layout.moreApps')} <DownOutlined />
          </span>
        </Dropdown>
      )}
    </nav>
  );
}

export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const menu = useResolvedMenu();
  const user = useSession((s) => s.user);
  const clearSession = useSession((s) => s.clear);
  const theme = useTheme((s) => s.theme);
  const openTab = useTabs((s) => s.open);
  const closeAllTabs = useTabs((s) => s.closeAll);
  const retitleTabs = useTabs((s) => s.retitle);
  const [collapsed, setCollapsed] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const [pickedAppId, setPickedAppId] = useState<string>();
  useLiveChannel();

  // The stored menu shows at once; a fresh copy (titles in the current language, changed grants) follows.
  useQuery({
    queryKey: ['session', i18n.language],
    queryFn: async () => {
      await loadSession();
      return true;
    },
  });

  const currentPage = findPage(menu, location.pathname);
  const activeAppId = currentPage?.appId ?? pickedAppId ?? menu.apps[0]?.id;
  const activeApp = menu.apps.find((app) => app.id === activeAppId) ?? menu.apps[0];

  useEffect(() => {
    if (currentPage) setPickedAppId(currentPage.appId);
  }, [currentPage?.appId]); // eslint-disable-line react-hooks/exhaustive-deps

  // Every opened page becomes a tab (pages named "test" are never kept, spec §4).
  useEffect(() => {
    const path = location.pathname;
    if (path === HOME_PATH) return;
    if (path === PROFILE_PATH) openTab({ path, title: t('menu.profile') });
    else if (currentPage && currentPage.name !== 'test') openTab({ path, title: currentPage.title });
  }, [location.pathname, currentPage, openTab, t]);

  // Titles follow the language and the refreshed menu.
  useEffect(() => {
    retitleTabs((path) => (path === PROFILE_PATH ? t('menu.profile') : menu.byPath.get(path)?.title));
  }, [menu, retitleTabs, t]);

  const route = useMemo(
    () => ({
      path: '/',
      children: [
        // Home is always reachable; the server's menu may list it too.
        ...(menu.byPath.has(HOME_PATH) ? [] : [{ key: HOME_PATH, path: HOME_PATH, name: t('menu.home'), icon: <HomeOutlined /> }]),
        ...toMenuData(activeApp?.menu ?? []),
      ],
    }),
    [activeApp, menu, t],
  );

  const signOut = () => {
    modal.confirm({
      title: t('layout.logout'),
      content: t('layout.logoutConfirm'),
      onOk: async () => {
        await logout().catch(() => null);
        clearSession(true);
        closeAllTabs();
        queryClient.clear();
        void message.success(t('layout.loggedOut'));
        navigate('/login', { replace: true });
      },
    });
  };

  const pickApp = (app: TopApp) => {
    setPickedAppId(app.id);
    if (app.firstPath) navigate(app.firstPath);
  };

  const watermarkText = theme.watermark.type === 'custom' && theme.watermark.custom ? theme.watermark.custom : (user?.username ?? '');
  const wm = theme.watermark;
  const body = (
    <div className="page-body">
      <Outlet />
    </div>
  );

  return (
    <div data-testid="admin-layout" className={`admin-layout nav-${theme.navTheme} menu-${theme.menuTheme}`}>
      <ProLayout
        layout="mix"
        splitMenus={false}
        disableMobile={false}
        title={t('app.name')}
        logo={theme.showLogo ? <Logo size={28} /> : false}
        headerTitleRender={(logo) => (
          <Link to={HOME_PATH} className="brand">
            {logo}
            <span className="brand-name">{t('app.name')}</span>
            <span className="brand-sub">{t('app.console')}</span>
          </Link>
        )}
        pageTitleRender={() => `${currentPage?.title ?? t('menu.home')} - ${t('app.name')}${t('app.console')}`}
        location={{ pathname: location.pathname }}
        route={route}
        menu={{ locale: false, ...(theme.accordion ? {} : { autoClose: false as const }) }}
        siderWidth={theme.menuWidth}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        fixedHeader={theme.fixNav}
        fixSiderbar
        token={layoutToken(theme.menuTheme, theme.navTheme, theme.colorPrimary)}
        menuItemRender={(item, dom) => (item.isUrl || !item.path ? dom : <Link to={item.path}>{dom}</Link>)}
        headerContentRender={() =>
          menu.apps.length > 1 ? <TopAppNav apps={menu.apps} activeId={activeApp?.id} sliceNum={theme.sliceNum} onPick={pickApp} /> : null
        }
        actionsRender={() => headerActions(theme.showSearch, () => setThemeOpen(true))}
        avatarProps={{
          src: user?.avatar || undefined,
          icon: <UserOutlined />,
          size: 'small',
          title: (
            <span className="header-user-name" data-testid="current-user">
              {user?.nickname || user?.username}
            </span>
          ),
          render: (_props, dom) => (
            <Dropdown
              menu={{
                items: [
                  { key: 'profile', icon: <UserOutlined />, label: t('layout.profile') },
                  { type: 'divider' },
                  { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true },
                ],
                onClick: ({ key }) => (key === 'profile' ? navigate(PROFILE_PATH) : signOut()),
              }}
            >
              {dom}
            </Dropdown>
          ),
        }}
        footerRender={() => (theme.showFooter ? <div className="layout-footer">{t('app.copyright', { year: new Date().getFullYear() })}</div> : null)}
        contentStyle={{ padding: 0 }}
      >
        {theme.showTags && <PageTabs />}
        {wm.open && watermarkText ? (
          <Watermark
            content={watermarkText}
            rotate={-wm.angle}
            gap={[wm.gapX, wm.gapY]}
            offset={wm.offsetX || wm.offsetY ? [wm.offsetX, wm.offsetY] : undefined}
            font={{ fontSize: wm.fontSize, color: rgba(wm.color, wm.alpha), fontFamily: wm.font }}
          >
            {body}
          </Watermark>
        ) : (
          body
        )}
      </ProLayout>
      <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} />
    </div>
  );
}
