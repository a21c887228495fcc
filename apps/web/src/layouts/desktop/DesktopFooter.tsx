import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getSiteInfo } from '../../api/site.ts';
import { BRAND_NAME } from '../../brand.ts';
import { Brand } from '../../components/Brand.tsx';
import { FooterLinks } from '../../components/FooterLinks.tsx';

const SERVICES = ['schoolTest', 'afterAssessed', 'majorLibrary', 'test', 'strongBase'];
const HELP = ['qAndA', 'case', 'expertIntroduction', 'information'];

/** About, links, the data-source note, the filing line and the copyright. */
export function DesktopFooter() {
  const { t } = useTranslation();
  // The ICP number is the operator's (系统配置 → 其他): none is shown until it is set.
  const icp = useQuery({ queryKey: ['siteInfo'], queryFn: getSiteInfo, staleTime: 30 * 60_000, retry: false }).data?.icp;
  return (
    <footer className="zy-footer">
      <div className="zy-container zy-footer__grid">
        <section className="zy-footer__about">
          <Brand light />
          <p>{t('footer.aboutText', { brand: BRAND_NAME })}</p>
        </section>
        <nav className="zy-footer__col" aria-label={t('footer.services')}>
          <h4>{t('footer.services')}</h4>
          {SERVICES.map((name) => (
            <Link key={name} to={`/${name}`}>
              {t(`route.${name}`)}
            </Link>
          ))}
        </nav>
        <nav className="zy-footer__col" aria-label={t('footer.help')}>
          <h4>{t('footer.help')}</h4>
          {HELP.map((name) => (
            <Link key={name} to={name === 'case' ? '/case/1' : `/${name}`}>
              {t(`route.${name}`)}
            </Link>
          ))}
        </nav>
        <section className="zy-footer__col">
          <h4>{t('footer.about')}</h4>
          <FooterLinks />
        </section>
      </div>
      <div className="zy-footer__bottom">
        <div className="zy-container">
          <p className="zy-footer__source">{t('footer.dataSource')}</p>
          <p>{t('footer.disclaimer')}</p>
          <p>
            <span>{t('footer.copyright', { brand: BRAND_NAME })}</span>
            {icp && (
              <>
                <span className="zy-footer__sep">|</span>
                <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" data-testid="footer-icp">
                  {icp}
                </a>
              </>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
