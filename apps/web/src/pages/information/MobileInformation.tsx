import { Button, CapsuleTabs } from 'antd-mobile';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ARTICLE_CATEGORIES, PROVINCES } from '@zhiyuan/shared';
import { ContentEmpty, ContentError, ContentLoading } from '../../components/content/ContentStates.tsx';
import { MobileSearchBar } from '../../components/content/KeywordSearch.tsx';
import { SiteSearchResults } from '../../components/content/SiteSearchResults.tsx';
import { ArticleItem, ArticleTitles, articlePath } from './ArticleItem.tsx';
import { useHotInformation, useInformationFilters, useInformationPages, useRecommendedInformation } from './useInformation.ts';

/**
 * 资讯 on a phone (a tab of the tab bar): a search field for the whole site (the phone header has
 * no room for one), categories, province, the list with "load more", recommended and most read
 * articles on top.
 */
export function MobileInformation() {
  const { t } = useTranslation();
  const { filters, update } = useInformationFilters();

  return (
    <div className="zy-page zy-cpage zy-cpage--mobile zy-m-info" data-testid="page-information">
      <div className="zy-m-info__bar">
        <MobileSearchBar keyword={filters.q} onSearch={(q) => update({ q })} placeholder={t('content.search.placeholder')} testId="information-search" />
      </div>
      {filters.q ? (
        <div className="zy-m-info__pad">
          <SiteSearchResults q={filters.q} />
        </div>
      ) : (
        <ArticleBrowser />
      )}
    </div>
  );
}

function ArticleBrowser() {
  const { t } = useTranslation();
  const { filters, update } = useInformationFilters();
  const list = useInformationPages({ category: filters.category, province: filters.province });
  const articles = list.data?.pages.flatMap((p) => p.content) ?? [];
  const total = list.data?.pages[0]?.totalElements;

  return (
    <>
      {!filters.category && (
        <>
          <Recommended />
          <Hot />
        </>
      )}
      <CapsuleTabs
        activeKey={filters.category || 'all'}
        onChange={(key) => update({ category: key === 'all' ? '' : key })}
        className="zy-m-info__tabs"
        data-testid="information-categories"
      >
        <CapsuleTabs.Tab key="all" title={t('content.information.allCategories')} />
        {ARTICLE_CATEGORIES.map((c) => (
          <CapsuleTabs.Tab key={c} title={c} />
        ))}
      </CapsuleTabs>
      <div className="zy-m-info__filters">
        <Select
          value={filters.province}
          onChange={(province: string) => update({ province })}
          size="small"
          style={{ width: 120 }}
          options={[{ value: '', label: t('content.information.allProvinces') }, ...PROVINCES.map((p) => ({ value: p.province, label: p.province }))]}
          aria-label={t('content.information.province')}
          data-testid="information-province"
        />
        {total !== undefined && <span className="zy-info__total">{t('content.information.total', { count: total })}</span>}
      </div>
      {list.error && !list.data ? (
        <ContentError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="zy-m-info__pad">
          <ContentLoading rows={8} />
        </div>
      ) : articles.length === 0 ? (
        <ContentEmpty description={t('content.information.empty')} />
      ) : (
        <>
          <div className="zy-m-info__list" data-testid="information-list">
            {articles.map((article) => (
              <ArticleItem key={article.id} article={article} />
            ))}
          </div>
          <div className="zy-m-info__more">
            {list.hasNextPage ? (
              <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid="information-more">
                {t('content.information.loadMore')}
              </Button>
            ) : (
              <span className="zy-search__end">{t('content.information.noMore')}</span>
            )}
          </div>
        </>
      )}
    </>
  );
}

/** Recommended articles as a strip that scrolls sideways. */
function Recommended() {
  const { t } = useTranslation();
  const recommended = useRecommendedInformation(6);
  if (!recommended.data?.length) return null;
  return (
    <section className="zy-m-info__rec" aria-label={t('content.information.recommend')}>
      <h2>{t('content.information.recommend')}</h2>
      <div className="zy-m-info__rec-strip" data-testid="information-recommend">
        {recommended.data.map((item) => (
          <Link key={item.id} to={articlePath(item.id)} className="zy-m-info__rec-card">
            <span className="zy-m-info__rec-cat">{item.category}</span>
            <strong>{item.title}</strong>
          </Link>
        ))}
      </div>
    </section>
  );
}

/** The five most read articles, ranked. */
function Hot() {
  const { t } = useTranslation();
  const hot = useHotInformation(5);
  if (!hot.data?.length) return null;
  return (
    <section className="zy-m-info__hot" aria-label={t('content.information.hot')}>
      <h2>{t('content.information.hot')}</h2>
      <ArticleTitles items={hot.data} ranked testId="information-hot" />
    </section>
  );
}
