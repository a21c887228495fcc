import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { actionColumn, type RowAction } from '../../../components/row-actions';
import { ApiError } from '../../../services/http';
import type {
  ImportFileSummary,
  ImportRunDetail,
  ImportRunStatus,
  ImportRunView,
  ImportTotals,
  ProvinceYearCount,
  ReferenceTotals,
  UnmatchedSchool,
} from '@zhiyuan/shared';

/** While a run is running, its state is asked again every 3 seconds. */
export const POLL_INTERVAL_MS = 3000;

/** The delay before asking again about a run: only while it is running, never once it ended. */
export function pollInterval(run: Pick<ImportRunView, 'status'> | null | undefined): number | false {
  return run?.status === 'running' ? POLL_INTERVAL_MS : false;
}

/** Why the server refused to start a run, from the code of its answer. */
export type RunRefusal = 'noDataDir' | 'alreadyRunning' | 'other';

export function runRefusal(error: unknown): RunRefusal {
  if (error instanceof ApiError && error.code === 501) return 'noDataDir';
  if (error instanceof ApiError && error.code === 400) return 'alreadyRunning';
  return 'other';
}

export type ProvinceYearSum = Omit<ProvinceYearCount, 'province' | 'year'>;

const COUNT_KEYS = ['institution', 'group', 'major', 'plan', 'rankRows', 'controlLines'] as const satisfies readonly (keyof ProvinceYearSum)[];

/** The 合计 row under the province × year table. */
export function sumProvinceYears(rows: readonly ProvinceYearCount[]): ProvinceYearSum {
  const sum = Object.fromEntries(COUNT_KEYS.map((k) => [k, 0])) as ProvinceYearSum;
  for (const row of rows) for (const k of COUNT_KEYS) sum[k] += Number(row[k]) || 0;
  return sum;
}

/** Provinces in Chinese collation order, each with its newest year first. */
export function sortProvinceYears(rows: readonly ProvinceYearCount[]): ProvinceYearCount[] {
  return [...rows].sort((a, b) => a.province.localeCompare(b.province, 'zh-CN') || b.year - a.year);
}

/** The rows of the chosen provinces (all of them while none is chosen). */
export function pickProvinces(rows: readonly ProvinceYearCount[], provinces: readonly string[]): ProvinceYearCount[] {
  if (!provinces.length) return [...rows];
  const wanted = new Set(provinces);
  return rows.filter((r) => wanted.has(r.province));
}

/** Unmatched names whose school or province contains the keyword (case-insensitive). */
export function filterUnmatched<T extends UnmatchedSchool>(rows: readonly T[], keyword: string): T[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...rows];
  return rows.filter((r) => r.schoolName.toLowerCase().includes(k) || r.province.toLowerCase().includes(k));
}

/** The API writes times as yyyy-MM-dd HH:mm:ss in Asia/Shanghai; ISO strings are taken as they are. */
export function parseApiTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const api = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  const ms = api ? Date.parse(`${api[1]}T${api[2]}+08:00`) : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** What a running import is doing now: its step (translated) and the file it read last. */
export function currentLabel(run: Pick<ImportRunDetail, 'summary'>, t: TFunction): string | null {
  const current = run.summary.current;
  if (!current) return null;
  const step = t(`dataImport.step.${current.step}`, current.step);
  return current.file ? t('dataImport.progressCurrentFile', { step, file: current.file }) : t('dataImport.progressCurrent', { step });
}

/** Seconds from start to finish (or to `now` while the run is still going). */
export function runSeconds(run: Pick<ImportRunView, 'startedAt' | 'finishedAt'>, now = Date.now()): number | null {
  const start = parseApiTime(run.startedAt);
  if (start === null) return null;
  const end = run.finishedAt ? parseApiTime(run.finishedAt) : now;
  return end === null ? null : Math.max(0, Math.round((end - start) / 1000));
}

export function formatSeconds(seconds: number | null, t: TFunction): string {
  if (seconds === null) return '-';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m > 0 ? t('dataImport.minutesSeconds', { m, s }) : t('dataImport.seconds', { s });
}

/**
 * Who started a run: the server writes 'startup' for the import at start and
 * 'admin:<username>:<nonce>' for one started here; shown as the user's name.
 */
export function triggeredByLabel(value: string | null | undefined, t: TFunction): string {
  if (!value || value === 'startup') return t('dataImport.triggeredBySystem');
  const admin = /^admin:(.+):[0-9a-f]+$/i.exec(value);
  return admin ? admin[1] : value;
}

const STATUS_COLOR: Record<ImportRunStatus, string> = { running: 'processing', succeeded: 'success', failed: 'error', empty: 'warning' };

export function statusTag(status: ImportRunStatus, t: TFunction): ReactNode {
  return createElement(
    Tag,
    { color: STATUS_COLOR[status] ?? 'default', ...{ 'data-testid': `run-status-${status}` } },
    t(`dataImport.status.${status}`, status),
  );
}

export function statusValueEnum(t: TFunction) {
  return {
    running: { text: t('dataImport.status.running'), status: 'Processing' },
    succeeded: { text: t('dataImport.status.succeeded'), status: 'Success' },
    failed: { text: t('dataImport.status.failed'), status: 'Error' },
    empty: { text: t('dataImport.status.empty'), status: 'Warning' },
  };
}

const number = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toLocaleString('zh-CN'));

/** The statistic cards: one per table of reference data. */
export function totalCards(t: TFunction): { key: keyof ReferenceTotals; title: string; color: string }[] {
  return [
    { key: 'institutions', title: t('dataImport.totals.institutions'), color: '#1677ff' },
    { key: 'majors', title: t('dataImport.totals.majors'), color: '#13a8a8' },
    { key: 'offerings', title: t('dataImport.totals.offerings'), color: '#722ed1' },
    { key: 'admissionRecords', title: t('dataImport.totals.admissionRecords'), color: '#fa8c16' },
    { key: 'rankRows', title: t('dataImport.totals.rankRows'), color: '#eb2f96' },
    { key: 'controlLines', title: t('dataImport.totals.controlLines'), color: '#52c41a' },
  ];
}

/** Columns of the province × year table (the 合计 row is drawn by the page). */
export function provinceYearColumns(t: TFunction): ColumnsType<ProvinceYearCount> {
  const count = (key: keyof ProvinceYearSum, title: string) => ({
    title,
    dataIndex: key,
    key,
    align: 'right' as const,
    render: (value: number) => number(value),
  });
  return [
    { title: t('dataImport.province'), dataIndex: 'province', key: 'province', width: 110 },
    { title: t('dataImport.year'), dataIndex: 'year', key: 'year', width: 90 },
    count('institution', t('dataImport.level.institution')),
    count('group', t('dataImport.level.group')),
    count('major', t('dataImport.level.major')),
    count('plan', t('dataImport.level.plan')),
    count('rankRows', t('dataImport.totals.rankRows')),
    count('controlLines', t('dataImport.totals.controlLines')),
  ];
}

/** A run's action: 详情 (the drawer with its files and unmatched names). */
export function runActions(t: TFunction, on: { detail: (run: ImportRunView) => void }): RowAction<ImportRunView>[] {
  return [{ key: 'detail', label: t('dataImport.detail'), onClick: on.detail, testId: (run) => `run-detail-${run.id}` }];
}

/** Columns of the run history, its action column over `actions`. */
export function runColumns(t: TFunction, actions: RowAction<ImportRunView>[]): ProColumns<ImportRunView>[] {
  const total = (key: keyof ImportTotals, title: string) => ({
    title,
    key,
    width: 90,
    align: 'right' as const,
    search: false as const,
    render: (_: unknown, run: ImportRunView) => number(run.totals[key]),
  });
  return [
    { title: t('dataImport.startedAt'), dataIndex: 'startedAt', width: 170, search: false },
    { title: t('dataImport.finishedAt'), dataIndex: 'finishedAt', width: 170, search: false, render: (_, run) => run.finishedAt ?? '-' },
    {
      title: t('dataImport.duration'),
      key: 'duration',
      width: 100,
      search: false,
      render: (_, run) => formatSeconds(runSeconds(run), t),
    },
    {
      title: t('dataImport.statusLabel'),
      dataIndex: 'status',
      width: 100,
      search: false,
      valueEnum: statusValueEnum(t),
      render: (_, run) => statusTag(run.status, t),
    },
    total('read', t('dataImport.read')),
    total('imported', t('dataImport.imported')),
    total('unchanged', t('dataImport.unchanged')),
    total('skipped', t('dataImport.skipped')),
    { title: t('dataImport.triggeredBy'), dataIndex: 'triggeredBy', width: 110, search: false, render: (_, run) => triggeredByLabel(run.triggeredBy, t) },
    { title: t('dataImport.dataDir'), dataIndex: 'dataDir', width: 200, ellipsis: true, search: false, render: (_, run) => run.dataDir || '-' },
    {
      title: t('dataImport.error'),
      dataIndex: 'error',
      width: 200,
      ellipsis: true,
      search: false,
      render: (_, run) => (run.error ? createElement(Typography.Text, { type: 'danger' }, run.error) : '-'),
    },
    actionColumn(t, actions, { width: 80, fixed: 'right' }),
  ];
}

/** The importer's fixed reasons (apps/server/src/data: stable English, also the CLI's words) → dictionary keys. */
const FIXED_REASONS: Record<string, string> = {
  'invalid year': 'invalidYear',
  'unknown province': 'unknownProvince',
  'unknown level': 'unknownLevel',
  'unknown dataType': 'unknownDataType',
  'no minScore or minRank': 'noScoreOrRank',
  'no score, rank or plan': 'noScoreRankOrPlan',
  'not a CSV or xlsx file': 'notCsvOrXlsx',
  'unreadable xlsx workbook': 'unreadableXlsx',
};
/** The importer's reasons with a value in them: pattern → key and its parameters. */
const PATTERNED_REASONS: [RegExp, string, (m: RegExpMatchArray) => Record<string, string>][] = [
  [/^missing columns: (.+)$/, 'missingColumns', (m) => ({ fields: m[1] })],
  [/^missing (.+)$/, 'missing', (m) => ({ field: m[1] })],
  [/^unreadable (CSV) \((.*)\)$/, 'unreadableFile', (m) => ({ kind: m[1], detail: m[2] })],
  [/^unreadable (\S+)$/, 'unreadable', (m) => ({ field: m[1] })],
  [/^no (\S+) marker in the first cell$/, 'noMarker', (m) => ({ format: m[1] })],
  [/^unsupported format version (.+)$/, 'badVersion', (m) => ({ version: m[1] })],
  [/^unknown table kind (.+)$/, 'unknownKind', (m) => ({ kind: m[1] })],
  [/^not a data-set file nor a (\S+) table$/, 'notDataFile', (m) => ({ format: m[1] })],
];

/** A skip or ignore reason in the admin's language; one it does not know is shown as the importer wrote it. */
export function reasonText(reason: string, t: TFunction): string {
  const fixed = FIXED_REASONS[reason];
  if (fixed) return t(`dataImport.reason.${fixed}`);
  for (const [pattern, key, params] of PATTERNED_REASONS) {
    const m = reason.match(pattern);
    if (m) return t(`dataImport.reason.${key}`, params(m));
  }
  return reason;
}

/** Columns of a run's per-file table: skipped rows as one tag per reason with its count. */
export function fileColumns(t: TFunction): ColumnsType<ImportFileSummary> {
  return [
    {
      title: t('dataImport.file'),
      dataIndex: 'file',
      key: 'file',
      ellipsis: true,
      render: (file: string) => createElement(Typography.Text, { code: true }, file),
    },
    { title: t('dataImport.read'), dataIndex: 'read', key: 'read', width: 90, align: 'right', render: number },
    { title: t('dataImport.imported'), dataIndex: 'imported', key: 'imported', width: 90, align: 'right', render: number },
    { title: t('dataImport.unchanged'), dataIndex: 'unchanged', key: 'unchanged', width: 90, align: 'right', render: number },
    {
      title: t('dataImport.skipped'),
      dataIndex: 'skipped',
      key: 'skipped',
      width: 280,
      render: (skipped: Record<string, number>) => {
        const reasons = Object.entries(skipped ?? {}).filter(([, n]) => n > 0);
        if (!reasons.length) return createElement(Typography.Text, { type: 'secondary' }, '0');
        return createElement(
          Space,
          { size: [4, 4], wrap: true },
          reasons
            .sort(([, a], [, b]) => b - a)
            .map(([reason, n]) => createElement(Tag, { key: reason, color: 'orange', bordered: false }, `${reasonText(reason, t)} × ${number(n)}`)),
        );
      },
    },
  ];
}

/** The key of an unmatched name: the same name in two provinces is two rows. */
export const unmatchedKey = (r: Pick<UnmatchedSchool, 'province' | 'schoolName'>) => `${r.province}|${r.schoolName}`;

/**
 * The alias file template: its columns and example rows, one per way of naming the institution
 * (catalog name, 5-digit 院校代码, 10-digit 学校标识码) and per kind; docs/import-templates/aliases.csv holds the same.
 */
export const ALIAS_TEMPLATE =
  [
    'alias,institution,kind',
    '上应大,上海应用技术大学,short',
    '二工大,12044,short',
    '哈工大（威海）,4123010213,campus',
    '华东政法学院,华东政法大学,former',
    '某某简称,上海应用技术大学,',
  ].join('\n') + '\n';
