import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceRef } from '@zhiyuan/shared';
import { safeLink } from './links.ts';

/** Official / third-party badge of a figure, with the published quality on hover and its link. */
export function SourceTag({ source, withLink = true }: { source: SourceRef; withLink?: boolean }) {
  const { t } = useTranslation();
  const url = withLink ? safeLink(source.sourceUrl) : null;
  return (
    <span className="zy-source-tag" data-official={source.official}>
      <Tooltip title={source.sourceQuality}>
        <Tag color={source.official ? 'green' : 'orange'} bordered={false}>
          {source.official ? t('historyData.source.official') : t('historyData.source.thirdParty')}
        </Tag>
      </Tooltip>
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="zy-source-tag__link">
          {t('historyData.source.link')}
        </a>
      )}
    </span>
  );
}
