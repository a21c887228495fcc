import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../brand.ts';
import { Brand } from './Brand.tsx';
import { FooterLinks } from './FooterLinks.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SiteNotice } from './SiteNotice.tsx';

/** Frame of the public pages without the layout (/login, /register, /reset, ...). */
export function PublicShell({ name, children, wide = false }: { name: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="zy-public" data-testid={`page-${name}`}>
      <header className="zy-public__top">
        <Link to="/index" aria-label={t('route.index')}>
          <Brand light />
        </Link>
        <LanguageSwitch className="zy-public__lang" />
      </header>
      <SiteNotice />
      <main className={`zy-public__card${wide ? ' zy-public__card--wide' : ''}`}>{children}</main>
      <footer className="zy-public__foot">
        <span>{t('footer.copyright', { brand: BRAND_NAME })}</span>
        <span>{t('footer.dataSource')}</span>
        <FooterLinks contact={false} />
      </footer>
    </div>
  );
}
