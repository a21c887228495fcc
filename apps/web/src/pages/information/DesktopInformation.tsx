import { Button, Pagination, Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ARTICLE_CATEGORIES, PROVINCES, type ContentCard } from '@zhiyuan/shared';
import { ContentEmpty, ContentState, type ContentQuery } from '../../components/content/ContentStates.tsx';
import { HeadSearch } from '../../components/content/KeywordSearch.tsx';
import { ArticleItem, ArticleTitles } from './ArticleItem.tsx';
import { DESKTOP_PAGE_SIZE } from './filters.ts';
import { useHotInformation, useInformationFilters, useInformationPage, useRecommendedInformation } from './useInformation.ts';

/** 高考资讯 on a desktop: categories, province, search, the paged list; hot and recommended beside it. */
export function DesktopInformation() {
  const { t } = useTranslation();
  const { filters, update } = useInformationFilters();
  const list = useInformationPage(filters);

  return (
    <div className="zy-page zy-cpage zy-info" data-testid="page-information">
      <header className="zy-chead">
        <div>
          <h1>{t('content.information.title')}</h1>
          <p>{t('content.information.subtitle')}</p>
        </div>
        <HeadSearch keyword={filters.q} onSearch={(q) => update({ q })} placeholder={t('content.information.search')} testId="information-search" />
      </header>

      <div className="zy-info__layout">
        <section className="zy-cbox zy-info__main">
          <Tabs
            activeKey={filters.category || 'all'}
            onChange={(key) => update({ category: key === 'all' ? '' : key })}
            items={[{ key: 'all', label: t('content.information.allCategories') }, ...ARTICLE_CATEGORIES.map((c) => ({ key: c, label: c }))]}
            data-testid="information-categories"
          />
          <div className="zy-info__bar">
            <span className="zy-info__control">
              <span>{t('content.information.province')}</span>
              <Select
                value={filters.province}
                onChange={(province: string) => update({ province })}
                showSearch
                style={{ width: 140 }}
                options={[{ value: '', label: t('content.information.allProvinces') }, ...PROVINCES.map((p) => ({ value: p.province, label: p.province }))]}
                data-testid="information-province"
              />
            </span>
            {filters.q && (
              <span className="zy-info__query" data-testid="information-query">
                {t('content.information.searchResult', { q: filters.q })}
                <Button type="link" size="small" onClick={() => update({ q: '' })}>
                  {t('content.information.clearSearch')}
                </Button>
              </span>
            )}
            {list.data && <span className="zy-info__total">{t('content.information.total', { count: list.data.totalElements })}</span>}
          </div>
          <ContentState
            query={list}
            rows={10}
            isEmpty={(page) => page.content.length === 0}
            empty={<ContentEmpty description={filters.q ? t('content.information.emptySearch', { q: filters.q }) : t('content.information.empty')} />}
          >
            {(page) => (
              <>
                <div className="zy-info__list" aria-busy={list.isPlaceholderData} data-testid="information-list">
                  {page.content.map((article) => (
                    <ArticleItem key={article.id} article={article} />
                  ))}
                </div>
                {page.totalElements > DESKTOP_PAGE_SIZE && (
                  <div className="zy-info__pager">
                    <Pagination
                      current={filters.page}
                      pageSize={DESKTOP_PAGE_SIZE}
                      total={page.totalElements}
                      showSizeChanger={false}
                      onChange={(p) => {
                        update({ page: p });
                        window.scrollTo({ top: 0 });
                      }}
                      data-testid="information-pager"
                    />
                  </div>
                )}
              </>
            )}
          </ContentState>
        </section>
        <aside className="zy-info__side">
          <SideList title={t('content.information.hot')} query={useHotInformation()} ranked testId="information-hot" />
          <SideList title={t('content.information.recommend')} query={useRecommendedInformation()} testId="information-recommend" />
        </aside>
      </div>
    </div>
  );
}

function SideList({ title, query, ranked, testId }: { title: string; query: ContentQuery<ContentCard<'article'>[]>; ranked?: boolean; testId: string }) {
  return (
    <section className="zy-cbox zy-info__box">
      <h2 className="zy-info__box-title">{title}</h2>
      <ContentState query={query} rows={4} isEmpty={(items) => items.length === 0}>
        {(items) => <ArticleTitles items={items} ranked={ranked} testId={testId} />}
      </ContentState>
    </section>
  );
}
