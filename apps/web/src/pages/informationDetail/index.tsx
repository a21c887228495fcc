import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ContentDetail } from '@zhiyuan/shared';
import { getArticleTables, getInformation } from '../../api/content.ts';
import { ContentBody } from '../../components/content/ContentBody.tsx';
import { ContentMeta } from '../../components/content/ContentMeta.tsx';
import { ContentNotFound, ContentState } from '../../components/content/ContentStates.tsx';
import { isContentId } from '../../components/content/format.ts';
import { SimpleTableView } from '../../components/content/SimpleTableView.tsx';
import { useDevice } from '../../device.ts';
import { articlePath } from '../information/ArticleItem.tsx';
import '../information/information.css';
import './informationDetail.css';
import { tablesOutsideBody } from './tables.ts';

/** Route `informationDetail?id=`: one article with its tables, attachments and neighbours. */
export default function InformationDetailPage() {
  const { t } = useTranslation();
  const device = useDevice();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // An id that is not a number names no article: the 404 state, not a call the server refuses.
  const valid = isContentId(id);
  // Each fetch counts a read: no refetch on focus or remount while the article is open.
  const article = useQuery({
    queryKey: ['content', 'information', 'detail', id],
    queryFn: () => getInformation(id),
    enabled: valid,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  // Braces: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);
  const mobile = device === 'mobile';
  const notFound = <ContentNotFound title={t('content.detail.notFound')} backTo="/information" backLabel={t('content.detail.back')} />;

  return (
    <div className={`zy-page zy-cpage zy-info-detail${mobile ? ' zy-cpage--mobile' : ''}`} data-testid="page-informationDetail">
      {!mobile && (
        <Link to="/information" className="zy-info-detail__back" data-testid="back-to-list">
          <ArrowLeftOutlined /> {t('content.detail.back')}
        </Link>
      )}
      {!valid ? (
        notFound
      ) : (
        <ContentState query={article} rows={14} notFound={notFound}>
          {(data) => <Article article={data} />}
        </ContentState>
      )}
    </div>
  );
}

function Article({ article }: { article: ContentDetail<'article'> }) {
  const { t } = useTranslation();
  const tables = useQuery({ queryKey: ['content', 'information', 'tables', article.id], queryFn: () => getArticleTables(article.id), retry: false });
  const extraTables = tables.data ? tablesOutsideBody(article.body, tables.data) : [];
  const attachments = article.extra.attachments ?? [];
  return (
    <article className="zy-cbox zy-info-detail__article" data-testid="article">
      <h1 className="zy-info-detail__title" data-testid="article-heading">
        {article.title}
      </h1>
      <ContentMeta item={article} />
      {article.extra.source && (
        <p className="zy-info-detail__source">
          {t('content.detail.source')}：{article.extra.source}
        </p>
      )}
      {article.summary && <p className="zy-info-detail__summary">{article.summary}</p>}
      <ContentBody html={article.body} testId="article-body" />

      {extraTables.length > 0 && (
        <section className="zy-info-detail__section" data-testid="article-tables">
          <h2>{t('content.detail.tables')}</h2>
          {extraTables.map((table) => (
            <SimpleTableView key={table.id} table={table} />
          ))}
        </section>
      )}

      {attachments.length > 0 && (
        <section className="zy-info-detail__section" data-testid="article-attachments">
          <h2>{t('content.detail.attachments')}</h2>
          <ul className="zy-info-detail__files">
            {attachments.map((file) => (
              <li key={file.fileId}>
                <PaperClipOutlined />
                {file.url ? (
                  <a href={file.url} download={file.title} target="_blank" rel="noopener noreferrer">
                    {file.title}
                  </a>
                ) : (
                  <span className="zy-info-detail__gone">
                    {file.title}（{t('content.detail.fileGone')}）
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav className="zy-info-detail__neighbours" aria-label={`${t('content.detail.prev')} / ${t('content.detail.next')}`}>
        <Neighbour label={t('content.detail.prev')} item={article.prev} testId="article-prev" />
        <Neighbour label={t('content.detail.next')} item={article.next} testId="article-next" />
      </nav>
      <div className="zy-info-detail__foot">
        <Link to="/information">
          <ArrowLeftOutlined /> {t('content.detail.back')}
        </Link>
      </div>
    </article>
  );
}

function Neighbour({ label, item, testId }: { label: string; item: ContentDetail['prev']; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="zy-info-detail__neighbour" data-testid={testId}>
      <span>{label}：</span>
      {item ? <Link to={articlePath(item.id)}>{item.title}</Link> : <span className="zy-info-detail__none">{t('content.detail.none')}</span>}
    </div>
  );
}
