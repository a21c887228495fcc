import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceRef } from '@zhiyuan/shared';
import { PublisherLink } from './Publisher.tsx';

/**
 * Official / third-party badge of a figure and who published it (linked; the source id on hover),
 * never the id itself (issue 16).
 */
export function SourceTag({ source, withLink = true, province }: { source: SourceRef; withLink?: boolean; province?: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="zy-source-tag" data-official={source.official}>
      <Tooltip title={source.sourceQuality}>
        <Tag color={source.official ? 'green' : 'orange'} bordered={false}>
          {source.official ? t('historyData.source.official') : t('historyData.source.thirdParty')}
        </Tag>
      </Tooltip>
      {withLink && <PublisherLink source={source} province={province} />}
    </span>
  );
}
