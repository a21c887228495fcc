import { useEffect, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { ProvinceSelect } from '../../components/ProvinceSelect.tsx';
import { InboxBell } from '../../components/messages/InboxBell.tsx';
import { SiteSearchButton } from '../../components/content/SiteSearchButton.tsx';
import { openDone, openWanted } from '../lazyAntd.tsx';
import { MAIN_NAV, MORE_NAV } from '../navItems.ts';
import { UserMenu } from './UserMenu.tsx';

/** The desktop header's antd navigation (loaded with antd; LightNav stands in before). */
export function HeaderMenu({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
    <Menu
      mode="horizontal"
      className="zy-header__nav"
      selectedKeys={[routeName]}
      items={items}
      onClick={({ key }) => navigate(`/${key}`)}
      data-testid="main-nav"
    />
  );
}

/** The header's antd controls (LightActions stand in before); a light control used before opens here. */
export function HeaderActions() {
  const [open] = useState(() => ({ search: openWanted('site-search'), province: openWanted('header-province'), user: openWanted('user-menu') }));
  useEffect(() => ['site-search', 'header-province', 'user-menu'].forEach(openDone), []);
  return (
    <>
      <SiteSearchButton defaultOpen={open.search} />
      <ProvinceSelect className="zy-header__province" defaultOpen={open.province} />
      <LanguageSwitch />
      <InboxBell />
      <UserMenu defaultOpen={open.user} />
    </>
  );
}
