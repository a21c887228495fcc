import type { ProColumns } from '@ant-design/pro-components';
import type { ReferenceFilters, SchoolCity, SchoolQuery, SchoolSummary } from '@zhiyuan/shared';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { dataModeTag, derivedTag, valueEnumOf } from '../common';

/** A list row; `status` is read when the server sends it (the list holds active institutions only). */
export type InstitutionRow = SchoolSummary & { status?: string };

/** Tags with a colour of their own; any other published tag is blue. */
const TAG_COLORS: Record<string, string> = { '985': 'red', '211': 'volcano', 双一流: 'gold' };

export function tagColor(tag: string): string {
  return TAG_COLORS[tag] ?? 'blue';
}

/** The 5-digit 院校代码 and, when the id is something else (the 10-digit 学校标识码), that too. */
export function institutionCodes(row: Pick<SchoolSummary, 'id' | 'guobiaoCode'>): string[] {
  return [row.guobiaoCode, row.id].filter((c, i, all): c is string => Boolean(c) && all.indexOf(c) === i);
}

/** The search form's values as the query of /schoolBaseInfo/getByPage. */
export function institutionQuery(values: Record<string, unknown>, page: { current?: number; pageSize?: number }): SchoolQuery {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const tags = Array.isArray(values.tags) ? (values.tags as string[]).filter(Boolean) : [];
  return {
    pageNumber: page.current ?? 1,
    pageSize: page.pageSize ?? 20,
    province: text(values.province),
    city: text(values.city),
    level: text(values.level),
    type: text(values.type),
    tags: tags.length ? tags : undefined,
    isPrivate: values.isPrivate === 'true' ? true : values.isPrivate === 'false' ? false : undefined,
    keyword: text(values.keyword),
  };
}

interface ColumnOptions {
  filters: ReferenceFilters | undefined;
  cities: SchoolCity[];
  /** Whether a province is chosen (cities are per province). */
  provinceChosen: boolean;
  actions: RowAction<InstitutionRow>[];
}

/** A row's action: 详情 (the drawer with everything about the institution). */
export function institutionActions(t: TFunction, on: { detail: (row: InstitutionRow) => void }): RowAction<InstitutionRow>[] {
  return [{ key: 'detail', label: t('dataImport.detail'), onClick: on.detail, testId: (row) => `institution-detail-${row.id}` }];
}

/** Columns and search fields of the institution table. */
export function institutionColumns(t: TFunction, { filters, cities, provinceChosen, actions }: ColumnOptions): ProColumns<InstitutionRow>[] {
  const provinces = filters?.provinces ?? [];
  return [
    {
      title: t('institution.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('institution.keywordPlaceholder') },
    },
    {
      title: t('institution.name'),
      dataIndex: 'name',
      width: 200,
      fixed: 'left',
      search: false,
      render: (_, row) =>
        createElement(
          'div',
          null,
          createElement(Typography.Text, { strong: true }, row.name),
          row.department ? createElement('div', { className: 'data-sub' }, row.department) : null,
        ),
    },
    {
      title: t('institution.codes'),
      key: 'codes',
      width: 110,
      search: false,
      render: (_, row) =>
        createElement(
          Space,
          { direction: 'vertical', size: 0 },
          institutionCodes(row).map((code) => createElement(Typography.Text, { key: code, code: true }, code)),
        ),
    },
    {
      title: t('institution.province'),
      dataIndex: 'province',
      width: 140,
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        optionFilterProp: 'label',
        options: provinces.map((p) => ({ value: p.code, label: `${p.name} (${p.count})` })),
      },
      render: (_, row) => [row.province, row.city].filter(Boolean).join(' · ') || '-',
    },
    {
      title: t('institution.city'),
      dataIndex: 'city',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        showSearch: true,
        disabled: !provinceChosen,
        placeholder: provinceChosen ? undefined : t('institution.cityFirst'),
        options: cities.map((c) => ({ value: c.city, label: `${c.city} (${c.count})` })),
      },
    },
    {
      title: t('institution.level'),
      dataIndex: 'level',
      width: 70,
      valueType: 'select',
      valueEnum: valueEnumOf(filters?.levels ?? ['本科', '专科']),
      render: (_, row) => row.level ?? '-',
    },
    {
      title: t('institution.type'),
      dataIndex: 'type',
      width: 110,
      valueType: 'select',
      valueEnum: valueEnumOf(filters?.types ?? []),
      render: (_, row) =>
        row.type
          ? createElement(Space, { size: 4 }, row.type, row.typeDerived ? derivedTag(t('dataRef.inferred'), t('institution.typeDerivedTip')) : null)
          : '-',
    },
    {
      title: t('institution.tags'),
      dataIndex: 'tags',
      width: 200,
      valueType: 'select',
      fieldProps: {
        mode: 'multiple',
        maxTagCount: 'responsive',
        options: (filters?.tags ?? ['985', '211', '双一流']).map((tag) => ({ value: tag, label: tag })),
      },
      render: (_, row) =>
        row.tags.length
          ? createElement(
              Space,
              { size: [4, 4], wrap: true },
              row.tags.map((tag) => createElement(Tag, { key: tag, color: tagColor(tag), bordered: false }, tag)),
            )
          : '-',
    },
    {
      title: t('institution.ownership'),
      dataIndex: 'isPrivate',
      width: 90,
      valueType: 'select',
      valueEnum: { false: { text: t('institution.public') }, true: { text: t('institution.private') } },
      render: (_, row) =>
        createElement(Tag, { color: row.isPrivate ? 'purple' : 'cyan', bordered: false }, row.isPrivate ? t('institution.private') : t('institution.public')),
    },
    {
      title: t('institution.status'),
      dataIndex: 'status',
      width: 70,
      search: false,
      render: (_, row) => statusText(row.status ?? 'active', t),
    },
    {
      title: t('dataRef.dataMode'),
      dataIndex: 'dataMode',
      width: 70,
      search: false,
      render: (_, row) => dataModeTag(row.dataMode, t),
    },
    actionColumn(t, actions, { width: 70, fixed: 'right' }),
  ];
}

export function statusText(status: string, t: TFunction): ReactNode {
  return status === 'active'
    ? createElement(Tag, { color: 'green', bordered: false }, t('institution.active'))
    : createElement(Tag, { bordered: false }, status === 'inactive' ? t('institution.inactive') : status);
}
