import { useEffect, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, InfiniteScroll, List, Popup, SearchBar, Selector, Skeleton } from 'antd-mobile';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchSchools } from '../../api/schools.ts';
import { DemoBanner } from '../../components/DemoBanner.tsx';
import { CompareButton, SaveButton, useSavedSchoolIds } from '../../components/schools/actions.tsx';
import { CompareBasket } from '../../components/schools/CompareBasket.tsx';
import { SchoolTags } from '../../components/schools/SchoolTags.tsx';
import { EMPTY_FILTERS, HEADLINE_TAGS, activeFilterCount, nextPageNumber, toSearchParams, type SchoolFilters } from './filters.ts';
import { detailPath } from './SchoolCard.tsx';
import { useFilterOptions, useFilterParams } from './useSchoolSearch.ts';

const MOBILE_PAGE_SIZE = 20;

/** What the filter sheet sets: everything but the keyword, which belongs to the search bar. */
const sheetFields = ({ keyword: _keyword, ...rest }: SchoolFilters): Partial<SchoolFilters> => rest;

/** 院校库 on a phone: search bar, filters in a bottom sheet, endless list. */
export function MobileSchoolList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { filters, update } = useFilterParams();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [sheet, setSheet] = useState(false);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const saved = useSavedSchoolIds();

  const query = useInfiniteQuery({
    queryKey: ['schools', 'search-infinite', filters],
    queryFn: ({ pageParam }) => searchSchools(toSearchParams(filters, pageParam, MOBILE_PAGE_SIZE)),
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
  const schools = query.data?.pages.flatMap((p) => p.content) ?? [];
  const total = query.data?.pages[0]?.totalElements;
  const active = activeFilterCount(filters);

  return (
    <div className="zy-page zy-m-schools" data-testid="page-afterAssessed">
      <div className="zy-m-schools__bar">
        <SearchBar
          className="zy-m-schools__search"
          value={keyword}
          onChange={setKeyword}
          onSearch={(value) => update({ keyword: value.trim() })}
          onClear={() => update({ keyword: '' })}
          placeholder={t('schools.list.keywordShort')}
          maxLength={50}
          data-testid="school-keyword"
        />
        <Button size="small" color={active ? 'primary' : 'default'} fill="outline" onClick={() => setSheet(true)} data-testid="open-filters">
          <FilterOutlined /> {t('schools.filter.title')}
          {active > 0 ? ` ${active}` : ''}
        </Button>
      </div>
      <DemoBanner data={schools} />
      <p className="zy-m-schools__total" data-testid="school-total">
        {total !== undefined ? t('schools.list.total', { count: total }) : '\u00a0'}
      </p>
      {query.isPending ? (
        <div className="zy-m-schools__pad">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : query.isError ? (
        <ErrorBlock status="default" title={t('schools.loadFailed')} description="" />
      ) : schools.length === 0 ? (
        <ErrorBlock status="empty" title={t('schools.list.empty')} description="" />
      ) : (
        <List className="zy-m-schools__list" data-testid="school-results">
          {schools.map((school) => (
            <List.Item key={school.id} onClick={() => navigate(detailPath(school.id))} arrowIcon={false} data-testid="school-card">
              <div className="zy-m-school">
                <div className="zy-m-school__top">
                  <span className="zy-m-school__badge" aria-hidden="true">
                    {Array.from(school.name)[0]}
                  </span>
                  <div className="zy-m-school__main">
                    <strong className="zy-m-school__name" data-testid="school-name">
                      {school.name}
                    </strong>
                    <span className="zy-m-school__place">{[school.province, school.city].filter(Boolean).join(' · ')}</span>
                  </div>
                </div>
                <SchoolTags school={school} compact />
                <div className="zy-m-school__actions" onClick={(e) => e.stopPropagation()}>
                  <CompareButton school={{ id: school.id, name: school.name }} />
                  <SaveButton schoolId={school.id} saved={saved.has(school.id)} />
                </div>
              </div>
            </List.Item>
          ))}
        </List>
      )}
      {!query.isPending && !query.isError && schools.length > 0 && (
        <InfiniteScroll loadMore={async () => void (await query.fetchNextPage())} hasMore={Boolean(query.hasNextPage)}>
          {query.hasNextPage ? t('schools.list.loading') : t('schools.list.noMore')}
        </InfiniteScroll>
      )}
      <FilterSheet
        visible={sheet}
        filters={filters}
        onClose={() => setSheet(false)}
        onApply={(next) => {
          update(sheetFields(next));
          setSheet(false);
        }}
      />
      <CompareBasket />
    </div>
  );
}

function FilterSheet({
  visible,
  filters,
  onClose,
  onApply,
}: {
  visible: boolean;
  filters: SchoolFilters;
  onClose(): void;
  onApply(next: SchoolFilters): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    if (visible) setDraft(filters);
  }, [visible, filters]);
  const { options, cities } = useFilterOptions(draft.province);
  const set = (next: Partial<SchoolFilters>) =>
    setDraft((d) => ({ ...d, ...next, ...(next.province !== undefined && next.province !== d.province ? { city: '' } : {}) }));
  const single = (value: string[]) => value[0] ?? '';

  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" bodyStyle={{ maxHeight: '80vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="zy-m-sheet" data-testid="filter-sheet">
        <div className="zy-m-sheet__body">
          <h4>{t('schools.filter.tags')}</h4>
          <Selector
            multiple
            columns={3}
            value={draft.tags}
            onChange={(tags) => set({ tags })}
            options={HEADLINE_TAGS.map((tag) => ({ label: tag, value: tag }))}
            data-testid="sheet-tags"
          />
          <h4>{t('schools.filter.level')}</h4>
          <Selector
            columns={3}
            value={draft.level ? [draft.level] : []}
            onChange={(v) => set({ level: single(v) })}
            options={(options?.levels ?? ['本科', '专科']).map((l) => ({ label: l, value: l }))}
          />
          <h4>{t('schools.filter.nature')}</h4>
          <Selector
            columns={3}
            value={draft.nature ? [draft.nature] : []}
            onChange={(v) => set({ nature: single(v) as SchoolFilters['nature'] })}
            options={[
              { label: t('schools.public'), value: 'public' },
              { label: t('schools.private'), value: 'private' },
            ]}
          />
          <h4>{t('schools.filter.type')}</h4>
          <Selector
            columns={4}
            value={draft.type ? [draft.type] : []}
            onChange={(v) => set({ type: single(v) })}
            options={(options?.types ?? []).map((type) => ({ label: type, value: type }))}
          />
          <h4>{t('schools.filter.province')}</h4>
          <Selector
            columns={4}
            value={draft.province ? [draft.province] : []}
            onChange={(v) => set({ province: single(v) })}
            options={(options?.provinces ?? []).map((p) => ({ label: p.name, value: p.name }))}
            data-testid="sheet-province"
          />
          {draft.province && cities.length > 0 && (
            <>
              <h4>{t('schools.filter.city')}</h4>
              <Selector
                columns={3}
                value={draft.city ? [draft.city] : []}
                onChange={(v) => set({ city: single(v) })}
                options={cities.map((c) => ({ label: c.city, value: c.city }))}
              />
            </>
          )}
          <h4>{t('schools.sort.label')}</h4>
          <Selector
            columns={3}
            value={[draft.sort]}
            onChange={(v) => set({ sort: (v[0] as SchoolFilters['sort']) ?? 'default', order: 'asc' })}
            options={(['default', 'name', 'guobiaoCode'] as const).map((value) => ({
              label: t(value === 'default' ? 'schools.sort.defaultShort' : `schools.sort.${value}`),
              value,
            }))}
          />
        </div>
        <div className="zy-m-sheet__foot">
          <Button block onClick={() => setDraft({ ...EMPTY_FILTERS, keyword: draft.keyword })}>
            {t('schools.filter.reset')}
          </Button>
          <Button block color="primary" onClick={() => onApply(draft)} data-testid="apply-filters">
            {t('schools.filter.apply')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
