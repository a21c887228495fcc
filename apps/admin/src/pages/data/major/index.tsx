import { useQueries, useQuery } from '@tanstack/react-query';
import { MAJOR_LEVELS, type MajorLevel } from '@zhiyuan/shared';
import { Card, Col, Descriptions, Empty, Input, Row, Segmented, Spin, Table, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { getMajorDetail, getMajorTree } from '../../../services/data';
import { catalogTreeData, categoryKey, filterCatalog, findClass, firstClassKey, majorColumns, type MajorRow } from './data';

/** 专业库: the catalog of a level as a tree of 专业类 on the left, the chosen class's majors on the right; read-only. */
export default function MajorPage() {
  const { t } = useTranslation();
  const [level, setLevel] = useState<MajorLevel>('本科');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);

  const tree = useQuery({ queryKey: ['major', 'tree', level], queryFn: () => getMajorTree(level), staleTime: 60_000 });
  const catalog = useMemo(() => filterCatalog(tree.data ?? [], keyword), [tree.data, keyword]);
  const treeData = useMemo(() => catalogTreeData(catalog), [catalog]);

  // A new level or keyword selects the first class shown and opens its 门类 (all of them while searching).
  useEffect(() => {
    if (!tree.data) return;
    setSelected((current) => (findClass(catalog, current) ? current : firstClassKey(catalog)));
    setExpanded(keyword.trim() ? catalog.map(categoryKey) : catalog.slice(0, 1).map(categoryKey));
  }, [catalog, tree.data, keyword]);

  const cls = findClass(catalog, selected);
  const leaves = useMemo(() => (cls?.children ?? []).filter((m) => m.id), [cls]);
  const details = useQueries({
    queries: leaves.map((m) => ({ queryKey: ['major', 'detail', m.id], queryFn: () => getMajorDetail(m.id!), staleTime: 60_000 })),
  });
  const rows: MajorRow[] = leaves.map((m, i) => ({ id: m.id!, code: m.code, name: m.name, detail: details[i]?.data, loading: Boolean(details[i]?.isLoading) }));
  const columns = useMemo(() => majorColumns(t), [t]);

  return (
    <Row gutter={16} className="major-page" data-testid="major-page">
      <Col xs={24} lg={8} xl={6}>
        <Card variant="borderless" title={t('major.catalog')} className="major-catalog">
          <Segmented<MajorLevel>
            block
            value={level}
            options={MAJOR_LEVELS.map((l) => ({ value: l, label: t(`major.level.${l}`) }))}
            onChange={(value) => {
              setLevel(value);
              setSelected(null);
            }}
            data-testid="major-level"
          />
          <Input.Search
            allowClear
            placeholder={t('major.searchPlaceholder')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            style={{ margin: '12px 0' }}
            data-testid="major-search"
          />
          {tree.isLoading ? (
            <div className="page-loading">
              <Spin />
            </div>
          ) : treeData.length ? (
            <Tree
              blockNode
              treeData={treeData}
              selectedKeys={selected ? [selected] : []}
              expandedKeys={expanded}
              onExpand={setExpanded}
              onSelect={(_keys, { node }) => {
                const key = String(node.key);
                // A 门类 opens or closes; a 专业类 is shown on the right.
                if (key.startsWith('c:')) setExpanded((open) => (open.includes(key) ? open.filter((k) => k !== key) : [...open, key]));
                else setSelected(key);
              }}
              height={560}
              data-testid="major-tree"
            />
          ) : (
            <Empty description={t('major.emptyCatalog')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={16} xl={18}>
        <Card
          variant="borderless"
          title={
            cls ? (
              <span>
                {cls.name}
                <Typography.Text type="secondary" className="data-section-count">
                  {cls.code} · {t('major.count', { count: leaves.length })}
                </Typography.Text>
              </span>
            ) : (
              t('major.majors')
            )
          }
        >
          {cls ? (
            <Table<MajorRow>
              rowKey="id"
              size="middle"
              columns={columns}
              dataSource={rows}
              pagination={false}
              scroll={{ x: 840 }}
              data-testid="major-table"
              expandable={{
                rowExpandable: (row) => Boolean(row.detail),
                expandedRowRender: (row) =>
                  row.detail && (
                    <Descriptions size="small" column={3}>
                      <Descriptions.Item label={t('major.category')}>{row.detail.categoryName ?? '-'}</Descriptions.Item>
                      <Descriptions.Item label={t('major.introYear')}>{row.detail.introYear ?? '-'}</Descriptions.Item>
                      <Descriptions.Item label={t('major.scale')}>{row.detail.scale ?? '-'}</Descriptions.Item>
                      <Descriptions.Item label={t('major.genderRatio')}>{row.detail.genderRatio ?? '-'}</Descriptions.Item>
                      <Descriptions.Item label={t('major.offeredBy')}>{row.detail.schools.total}</Descriptions.Item>
                      <Descriptions.Item label={t('dataRef.source')}>
                        <Typography.Text code>{row.detail.source}</Typography.Text>
                      </Descriptions.Item>
                    </Descriptions>
                  ),
              }}
            />
          ) : (
            <Empty description={t('major.pickClass')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
