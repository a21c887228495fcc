import { useEffect, useMemo, useState } from 'react';
import { Alert, Empty, Input, Menu, Radio, Segmented, Skeleton, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAJOR_LEVELS, type MajorLevel } from '@zhiyuan/shared';
import { errorMessage } from '../../api/http.ts';
import { majorDetailPath } from '../../components/majors/links.ts';
import type { CatalogMajor } from './catalog.ts';
import { FlagTags } from './FlagTags.tsx';
import { useCatalog, useCatalogParams } from './useCatalog.ts';

const PAGE_SIZE = 20;

/** 专业库 on a desktop: the tree on the left, the majors of the chosen node as a paged table. */
export function DesktopLibrary() {
  const { t } = useTranslation();
  const { state, update } = useCatalogParams();
  const catalog = useCatalog(state);
  const [keyword, setKeyword] = useState(state.keyword);
  useEffect(() => setKeyword(state.keyword), [state.keyword]);
  const searching = state.keyword.trim() !== '';

  const menuItems = useMemo(
    () => [
      { key: 'all', label: t('majors.library.allCategories') },
      ...catalog.tree.map((category) => ({
        key: `c:${category.code}`,
        label: (
          <span>
            {category.name}
            <span className="zy-mlib__count">{category.code}</span>
          </span>
        ),
        children: [
          { key: `c:${category.code}`, label: t('majors.library.allClasses') },
          ...(category.children ?? []).map((cls) => ({
            key: `k:${category.code}:${cls.code}`,
            label: (
              <span data-testid={`class-${cls.code}`}>
                {cls.name}
                <span className="zy-mlib__count">{cls.children?.length ?? 0}</span>
              </span>
            ),
          })),
        ],
      })),
    ],
    [catalog.tree, t],
  );

  const selectedKey = state.cls ? `k:${state.category}:${state.cls}` : state.category ? `c:${state.category}` : 'all';
  const onMenu = (key: string) => {
    if (key === 'all') update({ category: '', cls: '', keyword: '' });
    else if (key.startsWith('c:')) update({ category: key.slice(2), cls: '', keyword: '' });
    else {
      const [, category, cls] = key.split(':');
      update({ category, cls, keyword: '' });
    }
  };

  const columns: TableColumnsType<CatalogMajor> = [
    { title: t('majors.library.col.code'), dataIndex: 'code', width: 110 },
    {
      title: t('majors.library.col.name'),
      dataIndex: 'name',
      render: (name: string, m) => (
        <Link className="zy-mlib__name" to={majorDetailPath('desktop', m.id)} data-testid="major-link">
          {name}
        </Link>
      ),
    },
    { title: t('majors.library.col.category'), dataIndex: 'categoryName', width: 120 },
    { title: t('majors.library.col.cls'), dataIndex: 'className', width: 170 },
    { title: t('majors.library.col.degree'), dataIndex: 'degree', width: 110, render: (v: string | null) => v ?? '—' },
    {
      title: t('majors.library.col.length'),
      dataIndex: 'lengthOfStudy',
      width: 80,
      render: (v: number | null) => (v ? t('majors.library.years', { count: v }) : '—'),
    },
    {
      title: t('majors.library.col.flags'),
      key: 'flags',
      width: 130,
      render: (_: unknown, m) => <FlagTags isSpecial={m.isSpecial} isControlled={m.isControlled} />,
    },
  ];

  return (
    <div className="zy-page zy-majors zy-mlib" data-testid="page-majorLibrary">
      <header className="zy-mhead">
        <div>
          <h1>{t('majors.library.title')}</h1>
          <p>{t('majors.library.subtitle')}</p>
        </div>
        <Input.Search
          className="zy-mhead__search"
          size="large"
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => update({ keyword: value.trim() })}
          placeholder={t('majors.library.searchPlaceholder')}
          enterButton={t('majors.library.search')}
          maxLength={30}
          data-testid="major-keyword"
        />
      </header>

      <section className="zy-mcard zy-mlib__bar">
        <Segmented
          value={state.level}
          onChange={(value) => update({ level: value as MajorLevel })}
          options={MAJOR_LEVELS.map((level) => ({ value: level, label: <span data-testid={`level-${level}`}>{t(`majors.library.levels.${level}`)}</span> }))}
        />
        <Radio.Group optionType="button" value={state.flag} onChange={(e) => update({ flag: e.target.value })} data-testid="major-flag">
          <Radio.Button value="">{t('majors.library.flag.all')}</Radio.Button>
          <Radio.Button value="special">{t('majors.library.flag.special')}</Radio.Button>
          <Radio.Button value="controlled">{t('majors.library.flag.controlled')}</Radio.Button>
        </Radio.Group>
        <span className="zy-muted-text" data-testid="catalog-counts">
          {t('majors.library.counts', { ...catalog.counts })}
        </span>
      </section>

      {catalog.error ? (
        <Alert className="zy-mcard" type="error" showIcon message={errorMessage(catalog.error, t('majors.detail.loadFailed'))} />
      ) : (
        <div className="zy-mlib__body">
          <nav className="zy-mcard zy-mlib__tree" data-testid="major-tree">
            {catalog.isLoading && !catalog.tree.length ? (
              <Skeleton active paragraph={{ rows: 10 }} />
            ) : (
              <Menu
                mode="inline"
                selectedKeys={searching ? [] : [selectedKey]}
                openKeys={state.category ? [`c:${state.category}`] : []}
                items={menuItems}
                onClick={({ key }) => onMenu(key)}
                onOpenChange={(open) => {
                  const opened = open.find((key) => key !== `c:${state.category}`);
                  if (opened) update({ category: opened.slice(2), cls: '', keyword: '' });
                  else if (open.length === 0) update({ category: '', cls: '' });
                }}
              />
            )}
          </nav>
          <section className="zy-mcard" data-testid="major-results">
            <div className="zy-mcard__head">
              <h3>
                {searching
                  ? t('majors.library.searchScope', { keyword: state.keyword, level: t(`majors.library.levels.${state.level}`) })
                  : (selectedTitle(catalog.tree, state.category, state.cls) ?? t('majors.library.allCategories'))}
              </h3>
              <span className="zy-muted-text">{t('majors.library.found', { count: catalog.rows.length })}</span>
            </div>
            <Table<CatalogMajor>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={catalog.rows}
              loading={catalog.isLoading}
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={catalog.all.length ? t('majors.library.empty') : t('majors.library.emptyCatalog')} />
                ),
              }}
              pagination={{
                current: state.page,
                pageSize: PAGE_SIZE,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: (page) => update({ page }),
                total: catalog.rows.length,
              }}
              data-testid="major-table"
            />
          </section>
        </div>
      )}
    </div>
  );
}

function selectedTitle(tree: { code: string; name: string; children?: { code: string; name: string }[] }[], category: string, cls: string): string | null {
  const c = tree.find((n) => n.code === category);
  if (!c) return null;
  const k = cls ? c.children?.find((n) => n.code === cls) : undefined;
  return k ? `${c.name} / ${k.name}` : c.name;
}
