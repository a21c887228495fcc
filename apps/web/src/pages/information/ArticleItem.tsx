import { Link } from 'react-router';
import type { ContentCard } from '@zhiyuan/shared';
import { ContentMeta } from '../../components/content/ContentMeta.tsx';

export const articlePath = (id: string) => `/informationDetail?id=${encodeURIComponent(id)}`;

/** One article in the list: title, summary and its meta line (flags, category, province, date, reads). */
export function ArticleItem({ article }: { article: ContentCard<'article'> }) {
  const cover = article.extra.coverUrl;
  return (
    <article className="zy-info-item" data-testid="article-item">
      <div className="zy-info-item__text">
        <Link to={articlePath(article.id)} className="zy-info-item__title" data-testid="article-title">
          {article.title}
        </Link>
        {article.summary && <p className="zy-info-item__summary">{article.summary}</p>}
        <ContentMeta item={article} />
      </div>
      {cover && <img className="zy-info-item__cover" src={cover} alt="" loading="lazy" />}
    </article>
  );
}

/** A short ranked list of titles (hot, recommended). */
export function ArticleTitles({ items, ranked = false, testId }: { items: ContentCard<'article'>[]; ranked?: boolean; testId: string }) {
  return (
    <ol className={`zy-info-titles${ranked ? ' zy-info-titles--ranked' : ''}`} data-testid={testId}>
      {items.map((item, i) => (
        <li key={item.id}>
          {ranked && <span className={`zy-info-titles__rank${i < 3 ? ' zy-info-titles__rank--top' : ''}`}>{i + 1}</span>}
          <Link to={articlePath(item.id)} title={item.title}>
            {item.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}
