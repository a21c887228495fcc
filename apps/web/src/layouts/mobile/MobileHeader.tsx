import NavBar from 'antd-mobile/es/components/nav-bar/index.js';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Brand } from '../../components/Brand.tsx';
import { useRouteName } from '../../components/Root.tsx';
import { useAppStore } from '../../stores/app.ts';
import { MobileProvincePicker } from './MobileProvincePicker.tsx';

const TAB_PAGES = new Set(['index', 'afterAssessed', 'information', 'my']);

/** Index: brand, province and language. Other pages: a nav bar with back and the page title. */
export function MobileHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useRouteName() ?? 'index';
  const params = useParams();
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const toggleLanguage = () => setLanguage(language === 'zh-CN' ? 'en-US' : 'zh-CN');

  if (name === 'index') {
    return (
      <header className="zy-m-header zy-m-header--home">
        <Brand size={30} showSlogan={false} light />
        <div className="zy-m-header__tools">
          <MobileProvincePicker />
          <button type="button" className="zy-m-chip" onClick={toggleLanguage} data-testid="lang-switch">
            {t('common.switchLanguage')}
          </button>
        </div>
      </header>
    );
  }

  const topic = name === 'menuDetail' && params.id ? params.id : name;
  return (
    <header className="zy-m-header">
      <NavBar back={TAB_PAGES.has(name) ? null : t('common.back')} onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}>
        {t(`route.${topic}`, { defaultValue: t('route.menuDetail') })}
      </NavBar>
    </header>
  );
}
