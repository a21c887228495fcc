import { useEffect } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Brand } from '../../components/Brand.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { ProvinceSelect } from '../../components/ProvinceSelect.tsx';
import { useRouteName } from '../../components/Root.tsx';
import { useAppStore } from '../../stores/app.ts';
import { MAIN_NAV, MORE_NAV } from '../navItems.ts';
import { UserMenu } from './UserMenu.tsx';
import { InboxBell } from '../../components/messages/InboxBell.tsx';
import { SiteSearchButton } from '../../components/content/SiteSearchButton.tsx';

/** Logo + brand, main navigation, province, language and the user's menu. */
export function DesktopHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeName = useRouteName() ?? 'index';
  const setNavList = useAppStore((s) => s.setNavList);
  // The English slogan is long; without it the English nav keeps all its items in view.
  const language = useAppStore((s) => s.language);

  useEffect(() => setNavList(MAIN_NAV), [setNavList]);

  const items: MenuProps['items'] = [
    ...MAIN_NAV.map((item) => ({ key: item.name, label: t(item.labelKey) })),
    {
      key: 'more',
      label: t('nav.more'),
      popupClassName: 'zy-nav-more',
      children: MORE_NAV.map((name) => ({ key: name, label: t(`route.${name}`) })),
    },
  ];

  return (
    <header className="zy-header">
      <div className="zy-container zy-header__inner">
        <Link to="/index" className="zy-header__brand" aria-label={t('route.index')}>
          <Brand showSlogan={language === 'zh-CN'} />
        </Link>
        <Menu
          mode="horizontal"
          className="zy-header__nav"
          selectedKeys={[routeName]}
          items={items}
          onClick={({ key }) => navigate(`/${key}`)}
          data-testid="main-nav"
        />
        <div className="zy-header__actions">
          <SiteSearchButton />
          <ProvinceSelect className="zy-header__province" />
          <LanguageSwitch />
          <InboxBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
