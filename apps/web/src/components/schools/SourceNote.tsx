import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { publisherName, publisherOf, type SourceRef } from '@zhiyuan/shared';
import { PublisherList } from '../majors/Publisher.tsx';
import { safeUrl, summarizeSources } from './lines.ts';

/** Official / third-party badge of one row, linking to its source when there is a link. */
export function SourceBadge({ source, school }: { source: SourceRef; school?: string | null }) {
  const { t, i18n } = useTranslation();
  const publisher = publisherOf(source, { school });
  const url = safeUrl(source.sourceUrl) ?? publisher.url;
  const tag = (
    <Tag color={source.official ? 'green' : 'orange'} bordered={false} className="zy-source-badge" data-official={source.official}>
      {source.official ? t('schools.source.official') : t('schools.source.thirdParty')}
    </Tag>
  );
  return (
    <Tooltip
      title={
        <span className="zy-publisher__ids">
          {publisherName(publisher, i18n.language)}
          {'\n'}
          {source.sourceQuality}
        </span>
      }
    >
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer nofollow">
          {tag}
        </a>
      ) : (
        tag
      )}
    </Tooltip>
  );
}

/** Caption of a table of admission lines: the years shown and where the numbers come from. */
export function SourceNote({
  rows,
  testId = 'source-note',
  school,
  province,
}: {
  rows: readonly (SourceRef & { year?: number })[];
  testId?: string;
  school?: string | null;
  province?: string | null;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const s = summarizeSources(rows);
  return (
    <div className="zy-source-note" data-testid={testId}>
      {s.years.length > 0 && <span>{t('schools.source.years', { years: s.years.join('、') })}</span>}
      <span>
        {t('schools.source.label')}
        {s.official > 0 && (
          <Tag color="green" bordered={false}>
            {t('schools.source.officialCount', { count: s.official })}
          </Tag>
        )}
        {s.thirdParty > 0 && (
          <Tag color="orange" bordered={false}>
            {t('schools.source.thirdPartyCount', { count: s.thirdParty })}
          </Tag>
        )}
      </span>
      <PublisherList rows={rows} school={school} province={province} />
      {s.thirdParty > 0 && <span className="zy-source-note__muted">{t('schools.source.thirdPartyHint')}</span>}
    </div>
  );
}
