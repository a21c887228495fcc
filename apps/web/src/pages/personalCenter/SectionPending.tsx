import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder body of a personal-centre section whose feature is not built yet. */
export function SectionPending() {
  const { t } = useTranslation();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.comingSoon')} data-testid="section-pending" />;
}
