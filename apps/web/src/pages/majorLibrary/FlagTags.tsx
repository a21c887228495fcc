import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** 特设 (T) and 国控 (K) marks of a major, explained on hover. */
export function FlagTags({ isSpecial, isControlled }: { isSpecial: boolean; isControlled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {isSpecial && (
        <Tooltip title={t('majors.flagHint.special')}>
          <Tag color="purple" bordered={false} className="zy-flag" data-testid="flag-special">
            {t('majors.flagTag.special')}
          </Tag>
        </Tooltip>
      )}
      {isControlled && (
        <Tooltip title={t('majors.flagHint.controlled')}>
          <Tag color="red" bordered={false} className="zy-flag" data-testid="flag-controlled">
            {t('majors.flagTag.controlled')}
          </Tag>
        </Tooltip>
      )}
    </>
  );
}
