import type { ReactNode } from 'react';
import { BellOutlined, DownOutlined, EnvironmentOutlined, GlobalOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../stores/app.ts';
import { useInboxStore } from '../../stores/inbox.ts';
import { useLoginStore } from '../../stores/login.ts';
import { useUserStore } from '../../stores/user.ts';
import { wantOpen } from '../lazyAntd.tsx';
import { MAIN_NAV, MORE_NAV } from '../navItems.ts';

/*
 * Plain copies of the desktop header's antd controls (issue 30 item 9), shown on the index until
 * antd is loaded (lazyAntd.tsx): same classes, test ids and actions; a control that needs antd
 * (a select, the search panel, the user menu) asks for antd and opens its real control when it
 * arrives.
 */

/** As antd's Button writes a label of two Chinese characters (登 录), so the plain one is as wide. */
export const buttonLabel = (text: string) => (/^[\u4e00-\u9fa5]{2}$/.test(text) ? `${text[0]} ${text[1]}` : text);

/** The main navigation as links, "more" as a list shown on hover or focus. */
export function LightNav({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return (
    <nav className="zy-header__nav zy-lnav" data-testid="main-nav" aria-label={t('nav.more')}>
      {MAIN_NAV.map((item) => (
        <Link key={item.name} to={`/${item.name}`} className={`zy-lnav__item${item.name === routeName ? ' zy-lnav__item--active' : ''}`}>
          {t(item.labelKey)}
        </Link>
      ))}
      <div className="zy-lnav__more">
        <button type="button" className="zy-lnav__item" aria-haspopup="true">
          {t('nav.more')}
        </button>
        <ul className="zy-lnav__list">
          {MORE_NAV.map((name) => (
            <li key={name}>
              <Link to={`/${name}`}>{t(`route.${name}`)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** A select's face (province, school type): its value and a caret; opens the real select. */
export function LightSelect({
  className,
  open,
  icon,
  label,
  testId,
  children,
}: {
  className: string;
  open: string;
  icon?: ReactNode;
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`zy-lsel ${className}`} onClick={() => wantOpen(open)} aria-label={label} aria-haspopup="listbox" data-testid={testId}>
      {icon && <span className="zy-lsel__prefix">{icon}</span>}
      <span className="zy-lsel__value">{children}</span>
      <DownOutlined className="zy-lsel__caret" />
    </button>
  );
}

export function LightProvince({ className, open }: { className: string; open: string }) {
  const { t } = useTranslation();
  const province = useAppStore((s) => s.province);
  return (
    <LightSelect className={className} open={open} icon={<EnvironmentOutlined />} label={t('common.selectProvince')} testId="province-select">
      {province}
    </LightSelect>
  );
}

/** Search, province, language, the inbox and the user's buttons. */
export function LightActions() {
  const { t } = useTranslation();
  // (LanguageSwitch's hook would bring antd's Button along)
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const toggleLanguage = () => setLanguage(language === 'zh-CN' ? 'en-US' : 'zh-CN');
  const isLogin = useLoginStore((s) => s.isLogin);
  const openLogin = useLoginStore((s) => s.openLogin);
  const username = useLoginStore((s) => s.userInfo?.username);
  const nickname = useUserStore((s) => s.nickname);
  const unread = useInboxStore((s) => s.unread);
  return (
    <>
      <button
        type="button"
        className="zy-lbtn zy-lbtn--circle"
        onClick={() => wantOpen('site-search')}
        aria-label={t('content.search.title')}
        title={t('content.search.title')}
        data-testid="site-search-open"
      >
        <SearchOutlined />
      </button>
      <LightProvince className="zy-header__province" open="header-province" />
      <button type="button" className="zy-lbtn zy-lang-switch" onClick={toggleLanguage} aria-label={t('common.language')} data-testid="lang-switch">
        <GlobalOutlined />
        <span>{t('common.switchLanguage')}</span>
      </button>
      {isLogin ? (
        <>
          <Link
            to="/personalCenter?tab=message"
            className="zy-header__bell"
            aria-label={t('inbox.bell', { count: unread })}
            data-testid="inbox-bell"
            data-count={unread}
          >
            <BellOutlined style={{ fontSize: 18 }} />
            {unread > 0 && <span className="zy-lbadge">{unread > 99 ? '99+' : unread}</span>}
          </Link>
          <button type="button" className="zy-user" onClick={() => wantOpen('user-menu')} data-testid="header-user">
            <span className="zy-user__avatar zy-lavatar">
              <UserOutlined />
            </span>
            <span className="zy-user__name">{nickname || username || t('common.visitor')}</span>
            <DownOutlined className="zy-user__caret" />
          </button>
        </>
      ) : (
        <span className="zy-lspace">
          <button type="button" className="zy-lbtn zy-lbtn--default" onClick={() => openLogin(null, 'login')} data-testid="header-login">
            {buttonLabel(t('common.login'))}
          </button>
          <button type="button" className="zy-lbtn zy-lbtn--primary" onClick={() => openLogin(null, 'register')}>
            {buttonLabel(t('common.register'))}
          </button>
        </span>
      )}
    </>
  );
}
