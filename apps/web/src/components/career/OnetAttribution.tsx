import { useTranslation } from 'react-i18next';

/** Where O*NET states the licence of its database, in English: the original the notice translates. */
export const ONET_LICENSE_URL = 'https://www.onetcenter.org/license_db.html';

/**
 * The O*NET CC BY 4.0 notice that must go with career data, in the user's language, with the
 * original (English) statement linked (issue 30: it used to be shown in English only).
 */
export function OnetAttribution() {
  const { t } = useTranslation();
  return (
    <p className="zy-career__attribution" data-testid="onet-attribution">
      {t('career.attribution')}{' '}
      <a href={ONET_LICENSE_URL} target="_blank" rel="noopener noreferrer" lang="en">
        {t('career.attributionOriginal')}
      </a>
    </p>
  );
}
