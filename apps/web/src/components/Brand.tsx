import { useTranslation } from 'react-i18next';
import { BRAND_NAME } from '../brand.ts';

export function BrandLogo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="zy-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2563eb" />
          <stop offset="1" stopColor="#0fb5a6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#zy-logo-bg)" />
      <path d="M12 25 32 15l20 10-20 10z" fill="#fff" />
      <path d="M20 31v9.5c0 3.6 5.4 7 12 7s12-3.4 12-7V31l-12 6z" fill="#fff" fillOpacity=".82" />
      <path d="M49 27v12" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** Logo, brand name and (optionally) the slogan. */
export function Brand({ showSlogan = true, size = 36, light = false }: { showSlogan?: boolean; size?: number; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`zy-brand${light ? ' zy-brand--light' : ''}`}>
      <BrandLogo size={size} />
      <span className="zy-brand__text">
        <span className="zy-brand__name">{BRAND_NAME}</span>
        {showSlogan && <span className="zy-brand__slogan">{t('brand.slogan')}</span>}
      </span>
    </span>
  );
}
