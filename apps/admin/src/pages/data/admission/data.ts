import type { ProColumns } from '@ant-design/pro-components';
import type { CourseBatchOptions, ScoreLineRow } from '@zhiyuan/shared';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import type { ScoreLineGrain, ScoreLineQuery } from '../../../services/data';
import { dataModeTag, derivedTag, sourceCell } from '../common';

type Range = [number | null | undefined, number | null | undefined] | undefined;

const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** A from–to range as two bounds, in order whichever way round they were typed. */
export function rangeBounds(range: Range): [number | undefined, number | undefined] {
  const low = num(range?.[0]);
  const high = num(range?.[1]);
  return low !== undefined && high !== undefined && low > high ? [high, low] : [low, high];
}

/** The search form's values as the query of getYxByCmd / getZyByCmd. */
export function scoreLineQuery(values: Record<string, unknown>, page: { current?: number; pageSize?: number }): ScoreLineQuery {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const [scoreMin, scoreMax] = rangeBounds(values.scoreRange as Range);
  const [rankMin, rankMax] = rangeBounds(values.rankRange as Range);
  return {
    pageNumber: page.current ?? 1,
    pageSize: page.pageSize ?? 20,
    province: text(values.province) ?? '',
    year: num(values.year),
    subjectType: text(values.subjectType),
    batch: text(values.batch),
    keyword: text(values.keyword),
    scoreMin,
    scoreMax,
    rankMin,
    rankMax,
  };
}

/** Batches that go with the chosen 科类 (every batch while none is chosen). */
export function batchesFor(options: CourseBatchOptions | undefined, subjectType: string | undefined): string[] {
  if (!options) return [];
  if (!subjectType) return options.batches;
  const paired = new Set(options.combos.filter((c) => c.subjectType === subjectType).map((c) => c.batch));
  return options.batches.filter((b) => paired.has(b));
}

/** A group's name: some sources write the code alone (05), others a full label (专业组(历史+地理)). */
export function groupLabel(groupCode: string | null, t: TFunction): string {
  if (!groupCode) return '-';
  return groupCode.includes('组') ? groupCode : t('admission.groupCode', { code: groupCode });
}

export interface FilterOptions {
  provinces: string[];
  courseBatches: CourseBatchOptions | undefined;
  subjectType: string | undefined;
  /** The year the table shows while none is picked, named in the year field's placeholder. */
  shownYear?: number;
}

const select = (values: readonly (string | number)[]) => values.map((v) => ({ value: v, label: String(v) }));

/** Columns and search fields of the admission table at school (院校 / 专业组) or major grain. */
export function admissionColumns(
  t: TFunction,
  grain: ScoreLineGrain,
  { provinces, courseBatches, subjectType, shownYear }: FilterOptions,
): ProColumns<ScoreLineRow>[] {
  const filters: ProColumns<ScoreLineRow>[] = [
    {
      title: t('admission.province'),
      dataIndex: 'province',
      hideInTable: true,
      valueType: 'select',
      formItemProps: { rules: [{ required: true, message: t('admission.provinceRequired') }] },
      fieldProps: { allowClear: false, showSearch: true, options: select(provinces) },
    },
    {
      title: t('admission.year'),
      dataIndex: 'year',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        placeholder: shownYear ? t('admission.latestYearIs', { year: shownYear }) : t('admission.latestYear'),
        options: select(courseBatches?.years ?? []),
      },
    },
    {
      title: t('admission.subjectType'),
      dataIndex: 'subjectType',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: select(courseBatches?.subjectTypes ?? []) },
    },
    {
      title: t('admission.batch'),
      dataIndex: 'batch',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: select(batchesFor(courseBatches, subjectType)) },
    },
    {
      title: t('admission.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: grain === 'school' ? t('admission.keywordSchool') : t('admission.keywordMajor') },
    },
    { title: t('admission.scoreRange'), dataIndex: 'scoreRange', hideInTable: true, valueType: 'digitRange' },
    { title: t('admission.rankRange'), dataIndex: 'rankRange', hideInTable: true, valueType: 'digitRange' },
  ];

  const school: ProColumns<ScoreLineRow> = {
    title: t('admission.school'),
    dataIndex: 'schoolName',
    width: 220,
    fixed: 'left',
    search: false,
    render: (_, row) =>
      createElement(
        'div',
        null,
        createElement(
          Space,
          { size: 4 },
          createElement(Typography.Text, { strong: true }, row.schoolName),
          row.schoolId
            ? null
            : createElement(
                Tooltip,
                { title: t('admission.unmatchedTip') },
                createElement(Tag, { color: 'default', bordered: false }, t('admission.unmatched')),
              ),
        ),
        row.schoolCode ? createElement('div', { className: 'data-sub' }, t('admission.schoolCode', { code: row.schoolCode })) : null,
      ),
  };

  const unit: ProColumns<ScoreLineRow> =
    grain === 'school'
      ? {
          title: t('admission.group'),
          dataIndex: 'groupCode',
          width: 110,
          search: false,
          render: (_, row) =>
            row.level === 'group'
              ? createElement(
                  Typography.Text,
                  { ellipsis: { tooltip: groupLabel(row.groupCode, t) }, style: { color: '#1677ff', maxWidth: '100%' } },
                  groupLabel(row.groupCode, t),
                )
              : createElement(Typography.Text, { type: 'secondary' }, t('admission.schoolLine')),
        }
      : {
          title: t('admission.major'),
          dataIndex: 'majorName',
          width: 220,
          search: false,
          render: (_, row) =>
            createElement(
              'div',
              null,
              row.majorName ?? '-',
              createElement('div', { className: 'data-sub' }, [row.majorCode, row.groupCode && groupLabel(row.groupCode, t)].filter(Boolean).join(' · ')),
            ),
        };

  const table: ProColumns<ScoreLineRow>[] = [
    school,
    unit,
    {
      title: t('admission.yearSubjectBatch'),
      key: 'meta',
      width: 150,
      search: false,
      render: (_, row) =>
        createElement('div', null, `${row.province} ${row.year}`, createElement('div', { className: 'data-sub' }, `${row.subjectType} · ${row.batch}`)),
    },
    {
      title: t('admission.elective'),
      dataIndex: 'electiveRequirement',
      width: 110,
      ellipsis: true,
      search: false,
      render: (_, row) => row.electiveRequirement || '-',
    },
    {
      title: t('admission.minScore'),
      dataIndex: 'minScore',
      width: 90,
      align: 'right',
      search: false,
      render: (_, row) => (row.minScore === null ? '-' : createElement(Typography.Text, { strong: true }, row.minScore)),
    },
    {
      title: t('admission.minRank'),
      dataIndex: 'minRank',
      width: 120,
      align: 'right',
      search: false,
      render: (_, row) =>
        row.minRank === null
          ? '-'
          : row.rankDerived
            ? createElement(Space, { size: 4 }, derivedTag(t('dataRef.estimated'), t('admission.rankDerivedTip')), row.minRank.toLocaleString('zh-CN'))
            : row.minRank.toLocaleString('zh-CN'),
    },
    { title: t('admission.planCount'), dataIndex: 'planCount', width: 70, align: 'right', search: false, render: (_, row) => row.planCount ?? '-' },
    { title: t('dataRef.source'), key: 'source', width: 200, search: false, render: (_, row) => sourceCell(row, t) },
    { title: t('dataRef.dataMode'), dataIndex: 'dataMode', width: 60, search: false, render: (_, row) => dataModeTag(row.dataMode, t) },
  ];
  return [...filters, ...table];
}
