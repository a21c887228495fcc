import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';
import type { GeneratedFiles, GenField, GenFieldType, GenSearchType, GenTable } from '@zhiyuan/shared/contracts/generator';
import { repoRoot } from '../../config.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { cutForEcho } from '../../lib/validation.ts';
import { tableColumns, tableNames, type TableColumn } from './repo.ts';
import { COLUMN_OF, renderAll, type GenModel, type ModelField, type OptionSource, type SearchParam } from './templates.ts';

/**
 * 代码生成 (XBoot's /generate/*): checks a definition (XBoot's Field JSON), builds the model the
 * templates read and renders this project's files; reads one of our tables into a definition.
 */

export const MAX_FIELDS = 50;
const NAME_MAX = 40;
const IDENTIFIER = /^[a-z][a-zA-Z0-9]*$/;
const DICT_TYPE = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/;
/** A GET call of our API, relative to /api. */
const API_PATH = /^\/[A-Za-z0-9/_.-]{0,199}$/;
// eslint-disable-next-line no-control-regex -- control characters are what a label must not hold
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * Names a field cannot take: the columns every generated table has, the list's own query
 * parameters, and the names an object already has in JavaScript.
 */
const RESERVED_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'createBy',
  'createTime',
  'updateBy',
  'updateTime',
  'delFlag',
  'parentId',
  'isParent',
  'ids',
  'pageNumber',
  'pageSize',
  'sort',
  'order',
  'startDate',
  'endDate',
  'accessToken',
  'constructor',
  'prototype',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
]);

/** A field as a client sends it: XBoot's keys, all but three optional. */
export interface FieldInput {
  field: string;
  name: string;
  type: GenFieldType;
  level?: string;
  tableShow?: boolean;
  sortOrder?: number;
  searchable?: boolean;
  editable?: boolean;
  validate?: boolean;
  searchType?: GenSearchType;
  searchLevel?: string;
  sortable?: boolean;
  defaultSort?: boolean;
  defaultSortType?: 'asc' | 'desc';
  dictType?: string | null;
  customUrl?: string | null;
  searchDictType?: string | null;
  searchCustomUrl?: string | null;
}

export interface Definition {
  mode: 'table' | 'tree';
  /** XBoot's vueName: the thing's name, camelCase (`noticeBoard`). */
  vueName: string;
  /** What the screen calls it (公告栏); the vueName when not given, as XBoot does. */
  title?: string;
  /** Fields side by side in the dialog (1–4). */
  rowNum: number;
  /** Tree: show the selected node's children as a table. */
  enableTable: boolean;
  fields: FieldInput[];
}

/** Every key given, a default where the client left one out. */
export function withDefaults(f: FieldInput, index: number): GenField {
  const date = COLUMN_OF[f.type]?.date;
  return {
    field: f.field,
    name: f.name,
    type: f.type,
    level: f.level ?? '1',
    tableShow: f.tableShow ?? true,
    sortOrder: f.sortOrder ?? index,
    searchable: f.searchable ?? false,
    editable: f.editable ?? true,
    validate: f.validate ?? false,
    searchType: f.searchType ?? (date === 'date' ? 'date' : date ? 'daterange' : 'text'),
    searchLevel: f.searchLevel ?? '1',
    sortable: f.sortable ?? false,
    defaultSort: f.defaultSort ?? false,
    defaultSortType: f.defaultSortType ?? 'desc',
    dictType: f.dictType || null,
    customUrl: f.customUrl || null,
    searchDictType: f.searchDictType || null,
    searchCustomUrl: f.searchCustomUrl || null,
  };
}

// ——— Names ———

const pascalOf = (s: string) => s[0].toUpperCase() + s.slice(1);
const snakeOf = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const kebabOf = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
function pluralOf(s: string): string {
  if (/[^aeiou]y$/.test(s)) return `${s.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(s)) return `${s}es`;
  return `${s}s`;
}

// ——— Checking a definition ———

const byNumber = (a: string, b: string) => (Number(a) || 0) - (Number(b) || 0);
const isText = (f: ModelField) => f.kind.ts === 'string' && !f.kind.date && f.type !== 'time';

function checkField(f: GenField, i: number, seen: Map<string, number>): void {
  const at = (key: string) => `${i}.${key}`;
  if (!IDENTIFIER.test(f.field) || f.field.length > NAME_MAX) throw fieldError(at('field'), 'genIdentifier', { max: NAME_MAX });
  if (RESERVED_FIELDS.has(f.field)) throw fieldError(at('field'), 'genReserved', { name: f.field });
  const other = seen.get(f.field);
  if (other !== undefined) throw fieldError(at('field'), 'genDuplicate', { other, name: f.field });
  seen.set(f.field, i);
  if (!f.name.trim()) throw fieldError(at('name'), 'required');
  if (CONTROL.test(f.name) || f.name.length > NAME_MAX) throw fieldError(at('name'), 'genLabel');
  const kind = COLUMN_OF[f.type];
  if (!kind) throw fieldError(at('type'), 'badOption', { options: Object.keys(COLUMN_OF).join(', ') });
  if (f.searchable && (f.searchType === 'date' || f.searchType === 'daterange') !== !!kind.date)
    throw fieldError(at('searchType'), 'genSearchType', { type: f.type, searchType: f.searchType });
  if ((f.type === 'select' || f.type === 'radio') && !f.dictType && !f.customUrl) throw fieldError(at('dictType'), 'genOptionsSource');
  for (const key of ['dictType', 'searchDictType'] as const) {
    const v = f[key];
    if (v && !DICT_TYPE.test(v)) throw fieldError(at(key), 'badFormat');
  }
  for (const key of ['customUrl', 'searchCustomUrl'] as const) {
    const v = f[key];
    if (v && (!API_PATH.test(v) || v.includes('..'))) throw fieldError(at(key), 'genUrl');
  }
  for (const key of ['level', 'searchLevel'] as const) if (!/^\d{1,2}$/.test(f[key])) throw fieldError(at(key), 'badFormat');
}

/** The names the admin screen derives from a field (search ranges, option keys): no other field may have one. */
function derivedNames(f: GenField): string[] {
  const names: string[] = [];
  if (!f.searchable) return names;
  if (f.searchType === 'daterange') names.push(`${f.field}Start`, `${f.field}End`, `${f.field}Range`);
  if (f.searchType === 'date' && f.type === 'datetime') names.push(`${f.field}Day`);
  if (f.searchDictType || f.searchCustomUrl) names.push(`${f.field}Search`);
  return names;
}

function searchParams(f: ModelField): SearchParam[] {
  if (f.kind.date && f.searchType === 'daterange')
    return [
      { name: `${f.field}Start`, field: f, match: 'from' },
      { name: `${f.field}End`, field: f, match: 'to' },
    ];
  if (f.kind.date === 'datetime') return [{ name: f.field, field: f, match: 'day' }];
  if (f.kind.date) return [{ name: f.field, field: f, match: 'eq' }];
  return [{ name: f.field, field: f, match: f.kind.ts === 'string' && f.searchType === 'text' ? 'like' : 'eq' }];
}

function optionSources(fields: ModelField[]): OptionSource[] {
  const out: OptionSource[] = [];
  for (const f of fields) {
    if (f.dictType || f.customUrl) out.push({ key: f.field, dictType: f.dictType, customUrl: f.dictType ? null : f.customUrl });
    if (f.searchable && (f.searchDictType || f.searchCustomUrl))
      out.push({ key: `${f.field}Search`, dictType: f.searchDictType, customUrl: f.searchDictType ? null : f.searchCustomUrl });
  }
  return out;
}

/** Checks a definition (400 naming the field) and builds what the templates read. */
export function buildModel(def: Definition): GenModel {
  const { vueName, rowNum } = def;
  if (!IDENTIFIER.test(vueName) || vueName.length > NAME_MAX) throw fieldError('vueName', 'genIdentifier', { max: NAME_MAX });
  if (!Number.isInteger(rowNum) || rowNum < 1 || rowNum > 4) throw fieldError('rowNum', 'tooBig', { max: 4 });
  if (!def.fields.length) throw fieldError('fields', 'genNoFields');
  if (def.fields.length > MAX_FIELDS) throw fieldError('fields', 'genTooManyFields', { max: MAX_FIELDS });

  const given = def.fields.map(withDefaults);
  const seen = new Map<string, number>();
  given.forEach((f, i) => checkField(f, i, seen));
  const derived = new Set(given.flatMap(derivedNames));
  given.forEach((f, i) => {
    if (derived.has(f.field)) throw fieldError(`${i}.field`, 'genReserved', { name: f.field });
  });

  const fields: ModelField[] = given
    .map((f) => ({ ...f, column: snakeOf(f.field), kind: COLUMN_OF[f.type], required: f.validate && f.type !== 'switch' }))
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const texts = fields.filter(isText);
  const label = texts.find((f) => f.field === 'title' || f.field === 'name') ?? texts[0];
  if (def.mode === 'tree' && !label) throw fieldError('fields', 'genTreeLabel');
  const sortDefault = fields.find((f) => f.defaultSort);
  const searchFields = fields.filter((f) => f.searchable).sort((a, b) => byNumber(a.searchLevel, b.searchLevel));
  const pluralName = pluralOf(vueName);
  const title = (def.title ?? '').trim() || vueName;
  if (title.length > 30 || [...title].some((c) => c < ' ' || `'"\`\\$<>{}`.includes(c))) throw fieldError('title', 'badFormat');
  return {
    mode: def.mode,
    title,
    camel: vueName,
    pascal: pascalOf(vueName),
    kebab: kebabOf(vueName),
    snake: snakeOf(vueName),
    plural: pluralName,
    pluralPascal: pascalOf(pluralName),
    rowNum,
    enableTable: def.enableTable,
    fields,
    formFields: [...fields].sort((a, b) => byNumber(a.level, b.level)),
    searchFields,
    search: searchFields.flatMap(searchParams),
    sortable: fields.filter((f) => f.sortable),
    defaultSort: sortDefault ? { field: sortDefault, order: sortDefault.defaultSortType } : null,
    label: label ?? fields[0],
    siblingOrder: def.mode === 'tree' ? (fields.find((f) => f.field === 'sortOrder' && f.kind.ts === 'number') ?? null) : null,
    options: optionSources(fields),
  };
}

/**
 * Writes the TypeScript files as the repository's Prettier settings would, where Prettier is
 * installed (a development tool: without it the files keep the templates' own layout).
 */
async function formatted(files: GeneratedFiles): Promise<GeneratedFiles> {
  let prettier: typeof import('prettier');
  try {
    prettier = await import('prettier');
  } catch {
    return files;
  }
  const options = (await prettier.resolveConfig(path.join(repoRoot, 'package.json'))) ?? {};
  const out: GeneratedFiles = {};
  for (const [name, text] of Object.entries(files)) {
    // A file Prettier cannot read is shown as written: tsc (generator.test.ts) then says why.
    out[name] = /\.tsx?$/.test(name) ? await prettier.format(text, { ...options, filepath: name }).catch(() => text) : text;
  }
  return out;
}

/**
 * The files of a definition. Refused (400 on vueName) when its table or its API path is one the
 * product has, or when one of its files or folders exists in the repository already.
 */
export async function generate(def: Definition, apiPrefixes: ReadonlySet<string>): Promise<GeneratedFiles> {
  const model = buildModel(def);
  if (tableNames().includes(model.snake)) throw fieldError('vueName', 'genNameTaken', { name: model.snake });
  if (apiPrefixes.has(model.camel)) throw fieldError('vueName', 'genNameTaken', { name: `/${model.camel}` });
  const files = renderAll(model);
  const folders = [`apps/server/src/modules/${model.kebab}`, `apps/admin/src/pages/${model.kebab}`];
  const existing = [...folders, ...Object.keys(files)].find((p) => fs.existsSync(path.join(repoRoot, p)));
  if (existing) throw fieldError('vueName', 'genNameTaken', { name: existing });
  return formatted(files);
}

/** The files as one .zip, each at its path from the repository's root. */
export async function zipOf(files: GeneratedFiles): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text, 'utf8'), name);
  zip.end();
  return buffer(zip.outputStream);
}

// ——— getEntityData: one of our tables as a definition ———

/** The columns a generated table has by itself (and a tree's own): not fields of a definition. */
const OWN_COLUMNS: ReadonlySet<string> = new Set(['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'delFlag', 'parentId', 'isParent']);

function typeOfColumn(c: TableColumn): GenFieldType {
  switch (c.columnType) {
    case 'PgBoolean':
      return 'switch';
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgSerial':
    case 'PgSmallSerial':
    case 'PgBigInt53':
    case 'PgBigInt64':
    case 'PgDoublePrecision':
    case 'PgReal':
    case 'PgNumeric':
      return 'number';
    case 'PgDate':
    case 'PgDateString':
      return 'date';
    case 'PgTimestamp':
    case 'PgTimestampString':
      return 'datetime';
    case 'PgTime':
      return 'time';
    case 'PgText':
    case 'PgVarchar':
    case 'PgChar':
      return /(content|description|remark|body|detail|summary|note|html)$/i.test(c.key) ? 'textarea' : 'text';
    default:
      // JSON, arrays and the rest: text to start from.
      return 'textarea';
  }
}

/**
 * The SQL name of a table from what a client sends as `path`: our SQL name (`stop_word`), or, as
 * XBoot's client sends, an entity class (`cn.exrick.xboot.modules.base.entity.StopWord`, `t_stop_word`).
 */
function tableOf(pathText: string): string | undefined {
  const last = pathText.trim().split('.').pop() ?? '';
  const snake = last.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/^_/, '');
  return [last, snake, snake.replace(/^t_/, '')].find((name) => tableColumns(name) !== undefined);
}

/** One of our tables as Field JSON (404 for a name that is not one of ours; nothing is read from disk). */
export function entityFields(pathText: string): GenField[] {
  const name = tableOf(pathText);
  const columns = name ? tableColumns(name) : undefined;
  if (!columns) throw new AppError(404, 'genTableNotFound', { path: cutForEcho(pathText) });
  return columns
    .filter((c) => !OWN_COLUMNS.has(c.key) && !RESERVED_FIELDS.has(c.key) && IDENTIFIER.test(c.key) && c.key.length <= NAME_MAX)
    .slice(0, MAX_FIELDS)
    .map((c, i) => withDefaults({ field: c.key, name: c.key, type: typeOfColumn(c), validate: c.notNull && !c.hasDefault }, i));
}

/** Our tables, for the screen's 从数据表读取. */
export function tableList(): GenTable[] {
  return tableNames().map((name) => ({ name, fields: entityFields(name).length }));
}
