import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentKind, SearchHit } from '@zhiyuan/shared';
import { SafeHtml } from '../SafeHtml.tsx';
import './content.css';

const KIND_COLOR: Partial<Record<ContentKind, string>> = {
  article: 'blue',
  question: 'cyan',
  expert: 'purple',
  course: 'geekblue',
  lesson: 'geekblue',
  case: 'orange',
  pathway: 'green',
  competition: 'magenta',
  condition: 'volcano',
  template: 'lime',
  autonomous: 'gold',
  camp: 'pink',
};

/** The kind of a content item as a coloured label (资讯, 百问, 专家 …). */
export function KindTag({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={KIND_COLOR[kind]} data-testid="hit-kind">
      {t(`content.kind.${kind}`)}
    </Tag>
  );
}

/** Site search hits: kind label, title linking to where the site shows it, and the <mark>ed passage. */
export function SearchHits({ hits, onOpen }: { hits: SearchHit[]; onOpen?: (hit: SearchHit) => void }) {
  return (
    <ul className="zy-hits" data-testid="search-hits">
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="zy-hit" data-testid="search-hit">
          <div className="zy-hit__head">
            <KindTag kind={hit.kind} />
            <Link className="zy-hit__title" to={hit.link} onClick={() => onOpen?.(hit)} title={hit.title}>
              {hit.title}
            </Link>
          </div>
          {/* The server escapes the passage and adds only <mark>; SafeHtml cleans it again. */}
          <SafeHtml className="zy-hit__text" html={hit.highlight} data-testid="hit-highlight" />
        </li>
      ))}
    </ul>
  );
}
