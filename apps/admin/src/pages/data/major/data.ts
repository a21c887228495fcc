import type { MajorDetail, MajorTreeNode } from '@zhiyuan/shared';
import { Skeleton, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DataNode } from 'antd/es/tree';
import type { TFunction } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { dataModeTag, derivedTag } from '../common';

/** A major of the selected 专业类: what the tree gives, and its detail once loaded. */
export interface MajorRow {
  id: string;
  code: string;
  name: string;
  detail?: MajorDetail;
  loading: boolean;
}

/** Tree keys: a 门类 is `c:<code>`, a 专业类 `k:<code>` (codes are unique within one catalog level). */
export const categoryKey = (node: MajorTreeNode) => `c:${node.code || node.name}`;
export const classKey = (node: MajorTreeNode) => `k:${node.code || node.name}`;

const matches = (node: MajorTreeNode, k: string) => node.name.toLowerCase().includes(k) || node.code.toLowerCase().includes(k);

/**
 * The catalog narrowed to a keyword: a 门类 or 专业类 that matches keeps all below it; otherwise
 * a 专业类 stays with just its matching majors, and a 门类 with the classes that stay.
 */
export function filterCatalog(tree: readonly MajorTreeNode[], keyword: string): MajorTreeNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...tree];
  return tree.flatMap((category) => {
    if (matches(category, k)) return [category];
    const classes = (category.children ?? []).flatMap((cls) => {
      if (matches(cls, k)) return [cls];
      const majors = (cls.children ?? []).filter((m) => matches(m, k));
      return majors.length ? [{ ...cls, children: majors }] : [];
    });
    return classes.length ? [{ ...category, children: classes }] : [];
  });
}

export function countMajors(node: MajorTreeNode): number {
  if (!node.children?.length) return node.id ? 1 : 0;
  return node.children.reduce((sum, child) => sum + countMajors(child), 0);
}

/** The tree the left panel draws: 门类 → 专业类, majors are shown on the right. */
export function catalogTreeData(tree: readonly MajorTreeNode[]): DataNode[] {
  const title = (node: MajorTreeNode) =>
    createElement(
      'span',
      { className: 'major-tree-node' },
      node.code ? createElement(Typography.Text, { type: 'secondary', className: 'major-tree-code' }, node.code) : null,
      node.name,
      createElement('span', { className: 'major-tree-count' }, countMajors(node)),
    );
  return tree.map((category) => ({
    key: categoryKey(category),
    title: title(category),
    children: (category.children ?? []).map((cls) => ({ key: classKey(cls), title: title(cls), isLeaf: true })),
  }));
}

export function findClass(tree: readonly MajorTreeNode[], key: string | null): MajorTreeNode | undefined {
  if (!key) return undefined;
  for (const category of tree) for (const cls of category.children ?? []) if (classKey(cls) === key) return cls;
  return undefined;
}

/** The first 专业类 of the catalog, selected when the page opens or the level changes. */
export function firstClassKey(tree: readonly MajorTreeNode[]): string | null {
  const cls = tree.find((c) => c.children?.length)?.children?.[0];
  return cls ? classKey(cls) : null;
}

/** Years of study: "4 年", with 推断 when it is our assumption rather than published. */
export function lengthCell(detail: Pick<MajorDetail, 'lengthOfStudy' | 'lengthDerived'>, t: TFunction): ReactNode {
  if (detail.lengthOfStudy === null) return '-';
  const text = t('major.years', { count: detail.lengthOfStudy });
  return detail.lengthDerived
    ? createElement(Space, { size: 4, style: { whiteSpace: 'nowrap' } }, text, derivedTag(t('dataRef.inferred'), t('major.lengthDerivedTip')))
    : text;
}

export function flagTags(detail: Pick<MajorDetail, 'isSpecial' | 'isControlled'>, t: TFunction): ReactNode {
  const tags = [
    detail.isSpecial && createElement(Tag, { key: 's', color: 'geekblue', bordered: false }, t('major.special')),
    detail.isControlled && createElement(Tag, { key: 'c', color: 'red', bordered: false }, t('major.controlled')),
  ].filter(Boolean);
  return tags.length ? createElement(Space, { size: 4 }, tags) : '-';
}

const pending = () => createElement(Skeleton.Input, { active: true, size: 'small', style: { width: 60, minWidth: 60 } });

/** Columns of the right-hand table; a cell waits for the major's detail. */
export function majorColumns(t: TFunction): ColumnsType<MajorRow> {
  const withDetail = (draw: (detail: MajorDetail) => ReactNode) => (_: unknown, row: MajorRow) =>
    row.detail ? draw(row.detail) : row.loading ? pending() : '-';
  return [
    { title: t('major.code'), dataIndex: 'code', key: 'code', width: 100, render: (code: string) => createElement(Typography.Text, { code: true }, code) },
    { title: t('major.name'), dataIndex: 'name', key: 'name', width: 180, render: (name: string) => createElement(Typography.Text, { strong: true }, name) },
    { title: t('major.degree'), key: 'degree', width: 110, render: withDetail((d) => d.degree ?? '-') },
    { title: t('major.length'), key: 'length', width: 120, render: withDetail((d) => lengthCell(d, t)) },
    { title: t('major.flags'), key: 'flags', width: 150, render: withDetail((d) => flagTags(d, t)) },
    { title: t('major.schoolCount'), key: 'schoolCount', width: 80, align: 'right', render: withDetail((d) => d.schoolCount ?? d.schools.total) },
    { title: t('dataRef.dataMode'), key: 'dataMode', width: 70, render: withDetail((d) => dataModeTag(d.dataMode, t)) },
  ];
}
