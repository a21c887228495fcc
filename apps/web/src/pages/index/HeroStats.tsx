import { useTranslation } from 'react-i18next';
import { PROVINCES, findProvince } from '@zhiyuan/shared';

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
