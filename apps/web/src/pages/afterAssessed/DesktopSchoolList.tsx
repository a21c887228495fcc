import { useEffect, useState, type ReactNode } from 'react';
import { Button, Empty, Input, Pagination, Radio, Select, Skeleton, Tag } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { useSavedSchoolIds } from '../../components/schools/actions.tsx';
import { CompareBasket } from '../../components/schools/CompareBasket.tsx';
import { EMPTY_FILTERS, HEADLINE_TAGS, PAGE_SIZES, activeFilterCount } from './filters.ts';
import { SchoolCard } from './SchoolCard.tsx';
import { useFilterOptions, useFilterParams, useSchoolPage } from './useSchoolSearch.ts';

/** 院校库 on a desktop: filters above, cards with paging below. */
export function DesktopSchoolList() {
  const { t } = useTranslation();
  const { filters, paging, update } = useFilterParams();
  const { options, cities } = useFilterOptions(filters.province);
  const result = useSchoolPage(filters, paging.page, paging.size);
  const saved = useSavedSchoolIds();
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const toggleTag = (tag: string) => update({ tags: filters.tags.includes(tag) ? filters.tags.filter((x) => x !== tag) : [...filters.tags, tag] });
  const page = result.data;

  return (
    <div className="zy-page zy-schools" data-testid="page-afterAssessed">
      <header className="zy-schools__head">
        <div>
          <h1>{t('schools.list.title')}</h1>
          <p>{t('schools.list.subtitle')}</p>
        </div>
        <Input.Search
          className="zy-schools__search"
          size="large"
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => update({ keyword: value.trim() })}
          placeholder={t('schools.list.keywordPlaceholder')}
          enterButton={t('schools.list.search')}
          maxLength={50}
          data-testid="school-keyword"
        />
      </header>

      <section className="zy-card zy-filters" data-testid="school-filters">
        <FilterRow label={t('schools.filter.province')}>
          <Select
            className="zy-filters__select"
            showSearch
            allowClear
            value={filters.province || undefined}
            placeholder={t('schools.filter.any')}
            onChange={(v) => update({ province: v ?? '' })}
            options={(options?.provinces ?? []).map((p) => ({ value: p.name, label: `${p.name}（${p.count}）` }))}
            optionFilterProp="label"
            data-testid="filter-province"
          />
          <Select
            className="zy-filters__select"
            showSearch
            allowClear
            disabled={!filters.province}
            value={filters.city || undefined}
            placeholder={filters.province ? t('schools.filter.anyCity') : t('schools.filter.cityFirst')}
            onChange={(v) => update({ city: v ?? '' })}
            options={cities.map((c) => ({ value: c.city, label: `${c.city}（${c.count}）` }))}
            optionFilterProp="label"
            data-testid="filter-city"
          />
        </FilterRow>
        <FilterRow label={t('schools.filter.level')}>
          <Radio.Group optionType="button" size="small" value={filters.level} onChange={(e) => update({ level: e.target.value })} data-testid="filter-level">
            <Radio.Button value="">{t('schools.filter.any')}</Radio.Button>
            {(options?.levels ?? ['本科', '专科']).map((level) => (
              <Radio.Button key={level} value={level}>
                {level}
              </Radio.Button>
            ))}
          </Radio.Group>
        </FilterRow>
        <FilterRow label={t('schools.filter.tags')}>
          <div className="zy-filters__tags" data-testid="filter-tags">
            {HEADLINE_TAGS.map((tag) => (
              <Tag.CheckableTag key={tag} checked={filters.tags.includes(tag)} onChange={() => toggleTag(tag)}>
                {tag}
              </Tag.CheckableTag>
            ))}
          </div>
        </FilterRow>
        <FilterRow label={t('schools.filter.type')}>
          <div className="zy-filters__tags" data-testid="filter-type">
            <Tag.CheckableTag checked={!filters.type} onChange={() => update({ type: '' })}>
              {t('schools.filter.any')}
            </Tag.CheckableTag>
            {(options?.types ?? []).map((type) => (
              <Tag.CheckableTag key={type} checked={filters.type === type} onChange={() => update({ type: filters.type === type ? '' : type })}>
                {type}
              </Tag.CheckableTag>
            ))}
          </div>
        </FilterRow>
        <FilterRow label={t('schools.filter.nature')}>
          <Radio.Group optionType="button" size="small" value={filters.nature} onChange={(e) => update({ nature: e.target.value })} data-testid="filter-nature">
            <Radio.Button value="">{t('schools.filter.any')}</Radio.Button>
            <Radio.Button value="public">{t('schools.public')}</Radio.Button>
            <Radio.Button value="private">{t('schools.private')}</Radio.Button>
          </Radio.Group>
        </FilterRow>
      </section>

      <DemoBanner data={page?.content ?? []} />

      <div className="zy-schools__bar">
        <span data-testid="school-total">{page ? t('schools.list.total', { count: page.totalElements }) : '\u00a0'}</span>
        <div className="zy-schools__sort">
          {activeFilterCount(filters) + (filters.keyword ? 1 : 0) > 0 && (
            <Button type="link" onClick={() => update(EMPTY_FILTERS)}>
              {t('schools.filter.reset')}
            </Button>
          )}
          <span>{t('schools.sort.label')}</span>
          <Select
            size="small"
            value={filters.sort}
            onChange={(sort) => update({ sort, order: 'asc' }, 1)}
            options={(['default', 'name', 'guobiaoCode'] as const).map((value) => ({ value, label: t(`schools.sort.${value}`) }))}
            style={{ width: 200 }}
            data-testid="school-sort"
          />
          {filters.sort !== 'default' && (
            <Button
              size="small"
              icon={filters.order === 'desc' ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
              onClick={() => update({ order: filters.order === 'desc' ? 'asc' : 'desc' })}
            >
              {filters.order === 'desc' ? t('schools.sort.desc') : t('schools.sort.asc')}
            </Button>
          )}
        </div>
      </div>

      <section className="zy-schools__results" data-testid="school-results" aria-busy={result.isFetching}>
        {result.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : result.isError ? (
          <Empty description={t('schools.loadFailed')}>
            <Button onClick={() => result.refetch()}>{t('schools.retry')}</Button>
          </Empty>
        ) : page && page.content.length > 0 ? (
          page.content.map((school) => <SchoolCard key={school.id} school={school} saved={saved.has(school.id)} />)
        ) : (
          <Empty description={t('schools.list.empty')} />
        )}
      </section>

      {page && page.totalElements > 0 && (
        <Pagination
          className="zy-schools__pager"
          current={paging.page}
          pageSize={paging.size}
          total={page.totalElements}
          pageSizeOptions={PAGE_SIZES.map(String)}
          showSizeChanger
          showQuickJumper
          locale={{ items_per_page: t('schools.list.perPage'), jump_to: t('schools.list.jumpTo'), page: t('schools.list.pageUnit') }}
          onChange={(p, size) => update({}, size !== paging.size ? 1 : p, size)}
        />
      )}
      <CompareBasket />
    </div>
  );
}

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="zy-filters__row">
      <span className="zy-filters__label">{label}</span>
      <div className="zy-filters__control">{children}</div>
    </div>
  );
}
