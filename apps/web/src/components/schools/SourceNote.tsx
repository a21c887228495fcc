import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceRef } from '@zhiyuan/shared';
import { safeUrl, summarizeSources } from './lines.ts';

/** Official / third-party badge of one row, linking to its source when there is a link. */
export function SourceBadge({ source }: { source: SourceRef }) {
  const { t } = useTranslation();
  const url = safeUrl(source.sourceUrl);
  const tag = (
    <Tag color={source.official ? 'green' : 'orange'} bordered={false} className="zy-source-badge" data-official={source.official}>
      {source.official ? t('schools.source.official') : t('schools.source.thirdParty')}
    </Tag>
  );
  return (
    <Tooltip title={source.sourceQuality}>
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
export function SourceNote({ rows, testId = 'source-note' }: { rows: readonly (SourceRef & { year?: number })[]; testId?: string }) {
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
      {distinctHosts(s.links).slice(0, 3).map((link) => (
        <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="zy-source-note__link">
          {link.official ? t('schools.source.officialLink') : t('schools.source.thirdPartyLink')}: {hostOf(link.url)}
        </a>
      ))}
      {s.links.length === 0 && s.qualities.length > 0 && <span className="zy-source-note__muted">{s.qualities.slice(0, 2).join(' / ')}</span>}
      {s.thirdParty > 0 && <span className="zy-source-note__muted">{t('schools.source.thirdPartyHint')}</span>}
    </div>
  );
}

/** One link per site: several pages of the same site read as one source. */
function distinctHosts<T extends { url: string }>(links: T[]): T[] {
  const seen = new Set<string>();
  return links.filter((l) => {
    const host = hostOf(l.url);
    if (seen.has(host)) return false;
    seen.add(host);
    return true;
  });
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
