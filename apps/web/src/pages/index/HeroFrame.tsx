import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVINCES, findProvince } from '@zhiyuan/shared';

/** Where the index's search goes: the school list of the province, with the keyword (and school type) given. */
export function heroSearchPath(province: string, keyword: string, schoolType?: string | number): string {
  const params = new URLSearchParams({ province });
  if (keyword.trim()) params.set('keyword', keyword.trim());
  if (schoolType) params.set('schoolType', String(schoolType));
  return `/afterAssessed?${params.toString()}`;
}

/**
 * The index's hero on both devices (plain markup: the phone index loads no antd): the headline,
 * the device's search box (children) and the province's figures. build/first-paint.ts writes the
 * same classes into index.html for the phone's first paint.
 */
export function HeroFrame({ province, children }: { province: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="zy-hero">
      <div className="zy-hero__glow" aria-hidden="true" />
      <div className="zy-container zy-hero__inner">
        <h1 className="zy-hero__title">{t('home.heroTitle')}</h1>
        <p className="zy-hero__subtitle">{t('home.heroSubtitle')}</p>
        {children}
        <HeroStats province={province} />
      </div>
    </section>
  );
}

/** The three figures under the index's search (plain markup: the phone index loads no antd). */
export function HeroStats({ province }: { province: string }) {
  const { t } = useTranslation();
  const config = findProvince(province);
  return (
    <dl className="zy-hero__stats">
      <div>
        <dt>{t('home.statProvinces')}</dt>
        <dd>{t('home.statProvincesValue', { count: PROVINCES.length })}</dd>
      </div>
      <div>
        <dt>{t('home.statYear')}</dt>
        <dd>{config?.year ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('home.statMode', { province })}</dt>
        <dd>{config ? t(`examMode.${config.type}`) : '—'}</dd>
      </div>
    </dl>
  );
}
