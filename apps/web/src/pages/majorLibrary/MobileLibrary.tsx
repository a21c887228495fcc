import { useEffect, useState } from 'react';
import { Button, CapsuleTabs, DotLoading, ErrorBlock, List, SearchBar, Selector, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAJOR_LEVELS, type MajorLevel } from '@zhiyuan/shared';
import { errorMessage } from '../../api/http.ts';
import { majorDetailPath } from '../../components/majors/links.ts';
import type { FlagFilter } from './catalog.ts';
import { FlagTags } from './FlagTags.tsx';
import { useCatalog, useCatalogParams } from './useCatalog.ts';

const CHUNK = 30;

/** 专业库 on a phone: catalog tabs, 门类 and 专业类 as scrolling capsules, majors as a list growing by 30. */
export function MobileLibrary() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, update } = useCatalogParams();
  const catalog = useCatalog(state);
  const [keyword, setKeyword] = useState(state.keyword);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);
  const searching = state.keyword.trim() !== '';
  const category = catalog.tree.find((c) => c.code === state.category);
  const shown = catalog.rows.slice(0, state.page * CHUNK);

  return (
    <div className="zy-page zy-majors zy-majors--mobile zy-mlib-m" data-testid="page-majorLibrary">
      <SearchBar
        placeholder={t('majors.library.searchPlaceholder')}
        value={keyword}
        onChange={setKeyword}
        onSearch={(value) => update({ keyword: value.trim() })}
        onClear={() => update({ keyword: '' })}
        data-testid="major-keyword"
      />
      <Tabs className="zy-mlib-m__tabs" activeKey={state.level} onChange={(key) => update({ level: key as MajorLevel })}>
        {MAJOR_LEVELS.map((level) => (
          <Tabs.Tab key={level} title={<span data-testid={`level-${level}`}>{t(`majors.library.levels.${level}`)}</span>} />
        ))}
      </Tabs>
      <Selector
        columns={3}
        value={[state.flag]}
        onChange={(v) => update({ flag: (v[0] ?? '') as FlagFilter })}
        options={[
          { value: '', label: t('majors.library.flag.all') },
          { value: 'special', label: t('majors.library.flag.special') },
          { value: 'controlled', label: t('majors.library.flag.controlled') },
        ]}
      />
      {!searching && catalog.tree.length > 0 && (
        <div className="zy-mlib-m__row" data-testid="major-tree">
          <CapsuleTabs activeKey={state.category || 'all'} onChange={(key) => update({ category: key === 'all' ? '' : key, cls: '' })}>
            <CapsuleTabs.Tab key="all" title={t('majors.library.allCategories')} />
            {catalog.tree.map((c) => (
              <CapsuleTabs.Tab key={c.code} title={c.name} />
            ))}
          </CapsuleTabs>
          {category && (
            <CapsuleTabs activeKey={state.cls || 'all'} onChange={(key) => update({ category: state.category, cls: key === 'all' ? '' : key })}>
              <CapsuleTabs.Tab key="all" title={t('majors.library.allClasses')} />
              {(category.children ?? []).map((k) => (
                <CapsuleTabs.Tab key={k.code} title={k.name} />
              ))}
            </CapsuleTabs>
          )}
        </div>
      )}
      {catalog.error ? (
        <ErrorBlock status="default" title={errorMessage(catalog.error, t('majors.detail.loadFailed'))} description="" />
      ) : catalog.isLoading ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading color="primary" />
        </div>
      ) : (
        <>
          <p className="zy-muted-text" style={{ margin: '10px 4px 0' }}>
            {searching ? t('majors.library.searchScope', { keyword: state.keyword, level: t(`majors.library.levels.${state.level}`) }) + ' · ' : ''}
            {t('majors.library.found', { count: catalog.rows.length })}
          </p>
          {shown.length === 0 ? (
            <ErrorBlock status="empty" title={catalog.all.length ? t('majors.library.empty') : t('majors.library.emptyCatalog')} description="" />
          ) : (
            <List className="zy-mcard" style={{ padding: 0 }} data-testid="major-results">
              {shown.map((m) => (
                <List.Item
                  key={m.id}
                  onClick={() => navigate(majorDetailPath('mobile', m.id))}
                  description={[m.code, m.className, m.degree, m.lengthOfStudy ? t('majors.library.years', { count: m.lengthOfStudy }) : null]
                    .filter(Boolean)
                    .join(' · ')}
                  data-testid="major-link"
                >
                  <span className="zy-mlib-m__item-title">
                    {m.name}
                    <FlagTags isSpecial={m.isSpecial} isControlled={m.isControlled} />
                  </span>
                </List.Item>
              ))}
            </List>
          )}
          {shown.length < catalog.rows.length && (
            <Button
              className="zy-mlib-m__more"
              size="small"
              fill="outline"
              color="primary"
              onClick={() => update({ page: state.page + 1, category: state.category, cls: state.cls })}
            >
              {t('majors.library.more', { count: catalog.rows.length - shown.length })}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
