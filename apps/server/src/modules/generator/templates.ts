import type { GenField, GenFieldType } from '@zhiyuan/shared/contracts/generator';

/**
 * 代码生成's templates: every file the generator writes, each a function of the checked model
 * (service.ts builds it) returning the file's text in this project's own shape. Plain template
 * literals in one file, so a change of the project's conventions is one edit here, and tsc reads
 * the code around every hole (docs/decisions/admin.md, "Issue 35").
 *
 * What goes into the code is either an identifier the service has checked (`^[a-z][a-zA-Z0-9]*$`)
 * or a value written as a string literal (lit) or inside a comment (doc).
 */

/** How one of XBoot's field types is stored, checked and shown. */
export interface ColumnKind {
  ts: 'string' | 'number' | 'boolean';
  drizzle: 'text' | 'doublePrecision' | 'integer' | 'boolean' | 'date' | 'timestamp';
  sql: string;
  /** A day (`yyyy-MM-dd`) or a time (`yyyy-MM-dd HH:mm:ss`, China time): searched by day or range. */
  date: 'date' | 'datetime' | null;
  /** The longest text (text columns). */
  max?: number;
  /** The dialog's control (components/form-fields.tsx). */
  form: 'text' | 'textarea' | 'select' | 'radio' | 'switch' | 'digit' | 'date';
  /** Two values of the kind, the first one sorting before the second (the generated test uses them). */
  samples: [string | number | boolean, string | number | boolean];
  /** A value the route refuses, as code. */
  bad: string;
}

const textKind = (max: number, form: ColumnKind['form'], samples: [string, string]): ColumnKind => ({
  ts: 'string',
  drizzle: 'text',
  sql: 'text',
  date: null,
  max,
  form,
  samples,
  bad: `'x'.repeat(${max + 1})`,
});

export const COLUMN_OF: Record<GenFieldType, ColumnKind> = {
  text: textKind(255, 'text', ['alpha one', 'beta two']),
  textarea: textKind(5000, 'textarea', ['alpha text', 'beta text']),
  select: textKind(100, 'select', ['a1', 'b2']),
  radio: textKind(100, 'radio', ['a1', 'b2']),
  upload: textKind(1000, 'text', ['/api/file/view/1', '/api/file/view/2']),
  area: textKind(255, 'text', ['Beijing,Dongcheng', 'Shanghai,Huangpu']),
  time: { ...textKind(8, 'text', ['08:30', '09:45']), bad: `'25:00'` },
  switch: { ts: 'boolean', drizzle: 'boolean', sql: 'boolean', date: null, form: 'switch', samples: [false, true], bad: `'maybe'` },
  number: { ts: 'number', drizzle: 'doublePrecision', sql: 'double precision', date: null, form: 'digit', samples: [1.5, 2.5], bad: `'abc'` },
  slider: { ts: 'number', drizzle: 'integer', sql: 'integer', date: null, form: 'digit', samples: [10, 20], bad: '101' },
  date: { ts: 'string', drizzle: 'date', sql: 'date', date: 'date', form: 'date', samples: ['2024-05-01', '2024-06-01'], bad: `'2024-13-45'` },
  datetime: {
    ts: 'string',
    drizzle: 'timestamp',
    sql: 'timestamp with time zone',
    date: 'datetime',
    form: 'date',
    samples: ['2024-05-01 08:30:00', '2024-06-01 09:45:00'],
    bad: `'2024-02-30 10:00:00'`,
  },
};

/** A field of the checked model. */
export interface ModelField extends GenField {
  /** The SQL column (snake_case of the field). */
  column: string;
  kind: ColumnKind;
  /** NOT NULL and required by add (a switch is always a NOT NULL boolean, false unless set). */
  required: boolean;
}

/** A query parameter of the list: what it is called and how it matches. */
export interface SearchParam {
  name: string;
  field: ModelField;
  match: 'like' | 'eq' | 'day' | 'from' | 'to';
}

/** Where a select or radio takes its options (the admin page loads them by key). */
export interface OptionSource {
  key: string;
  dictType: string | null;
  customUrl: string | null;
}

/** A definition, checked: names, fields in their orders, what the list searches and sorts by. */
export interface GenModel {
  mode: 'table' | 'tree';
  /** What the screen calls it (the vueName unless a title was given). */
  title: string;
  /** noticeBoard, NoticeBoard, notice-board, notice_board, noticeBoards, NoticeBoards. */
  camel: string;
  pascal: string;
  kebab: string;
  snake: string;
  plural: string;
  pluralPascal: string;
  /** Fields side by side in the dialog (1–4). */
  rowNum: number;
  /** Tree: the selected node's children as a table (else the node's details). */
  enableTable: boolean;
  /** By sortOrder. */
  fields: ModelField[];
  /** The dialog's, by level then sortOrder. */
  formFields: ModelField[];
  /** The search form's, by searchLevel then sortOrder. */
  searchFields: ModelField[];
  search: SearchParam[];
  sortable: ModelField[];
  defaultSort: { field: ModelField; order: 'asc' | 'desc' } | null;
  /** The text field that names a row (a tree's node title, the delete dialog's name). */
  label: ModelField;
  /** Tree: a number field called sortOrder orders the siblings. */
  siblingOrder: ModelField | null;
  options: OptionSource[];
}

// ——— Helpers ———

/** A single-quoted string literal. */
export const lit = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** Text inside a block comment. */
const doc = (s: string) => s.replace(/\*\//g, '* /');
const valueCode = (v: string | number | boolean) => (typeof v === 'string' ? lit(v) : String(v));
/** Lines, leaving out the false ones. */
const lines = (...parts: (string | false | null | undefined)[]) => parts.filter((p): p is string => typeof p === 'string').join('\n');
const sortedImports = (names: Iterable<string>) =>
  [...new Set(names)].sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''))).join(', ');

const BASE_VIEW = ['createBy', 'createTime', 'updateBy', 'updateTime'] as const;
const editable = (m: GenModel) => m.formFields.filter((f) => f.editable);
const fixed = (m: GenModel) => m.formFields.filter((f) => !f.editable);
const isTree = (m: GenModel) => m.mode === 'tree';

// ——— apps/server/src/db/schema/<kebab>.ts ———

function builderOf(f: ModelField): string {
  const k = f.kind;
  const base =
    k.drizzle === 'timestamp'
      ? `timestamp('${f.column}', { withTimezone: true, mode: 'date' })`
      : k.drizzle === 'date'
        ? `date('${f.column}', { mode: 'string' })`
        : `${k.drizzle}('${f.column}')`;
  if (k.ts === 'boolean') return `${base}.notNull().default(false)`;
  return f.required ? `${base}.notNull()` : base;
}

export function schemaFile(m: GenModel): string {
  const builders = ['index', 'pgTable', 'text', 'timestamp', ...m.fields.map((f) => f.kind.drizzle), ...(isTree(m) ? ['boolean'] : [])];
  return `import { ${sortedImports(builders)} } from 'drizzle-orm/pg-core';

/**
 * ${m.camel} (代码生成, ${m.mode === 'tree' ? '树形' : '表格'}): one row per record of its screen. Export it from
 * db/schema/index.ts, then \`cd apps/server && npx drizzle-kit generate --name ${m.kebab}\` writes its migration.
 */
export const ${m.plural} = pgTable(
  '${m.snake}',
  {
    id: text('id').primaryKey(),
${m.fields.map((f) => `    /** ${doc(f.name)} */\n    ${f.field}: ${builderOf(f)},`).join('\n')}
${lines(
  isTree(m) && `    /** The parent node ('0': a root). */\n    parentId: text('parent_id').notNull().default('0'),`,
  isTree(m) && `    /** Whether it has children (kept by the service). */\n    isParent: boolean('is_parent').notNull().default(false),`,
)}${isTree(m) ? '\n' : ''}    createBy: text('create_by').notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('${m.snake}_create_time_idx').on(t.createTime)${isTree(m) ? `, index('${m.snake}_parent_idx').on(t.parentId)` : ''}],
);
`;
}

// ——— apps/server/src/modules/<kebab>/<kebab>.sql ———

export function sqlFile(m: GenModel): string {
  const columns = [
    `"id" text PRIMARY KEY NOT NULL`,
    ...m.fields.map((f) => `"${f.column}" ${f.kind.sql}${f.kind.ts === 'boolean' ? ' DEFAULT false NOT NULL' : f.required ? ' NOT NULL' : ''}`),
    ...(isTree(m) ? [`"parent_id" text DEFAULT '0' NOT NULL`, `"is_parent" boolean DEFAULT false NOT NULL`] : []),
    `"create_by" text DEFAULT '' NOT NULL`,
    `"create_time" timestamp with time zone DEFAULT now() NOT NULL`,
    `"update_by" text`,
    `"update_time" timestamp with time zone`,
  ];
  return lines(
    `-- ${m.snake}: the table of ${m.camel} as drizzle-kit would write its migration; the module's test makes it from here until the migration exists.`,
    `CREATE TABLE IF NOT EXISTS "${m.snake}" (`,
    columns.map((c) => `\t${c}`).join(',\n'),
    ');',
    '--> statement-breakpoint',
    `CREATE INDEX IF NOT EXISTS "${m.snake}_create_time_idx" ON "${m.snake}" USING btree ("create_time");`,
    isTree(m) && '--> statement-breakpoint',
    isTree(m) && `CREATE INDEX IF NOT EXISTS "${m.snake}_parent_idx" ON "${m.snake}" USING btree ("parent_id");`,
    '',
  );
}

// ——— packages/shared/src/contracts/<kebab>.ts and its zod twin ———

const viewType = (f: ModelField) => `${f.kind.ts}${f.required || f.kind.ts === 'boolean' ? '' : ' | null'}`;
const saveOptional = (f: ModelField) => !f.required && f.kind.ts !== 'boolean';

export function contractFile(m: GenModel): string {
  return `/** ${m.camel} (代码生成): a record as the API returns it, and what add and edit take. */

export interface ${m.pascal}View {
  id: string;
${m.fields.map((f) => `  /** ${doc(f.name)} */\n  ${f.field}: ${viewType(f)};`).join('\n')}
${lines(isTree(m) && `  /** The parent node ('0': a root). */\n  parentId: string;`, isTree(m) && '  isParent: boolean;')}${isTree(m) ? '\n' : ''}  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** The body of add; edit takes the editable fields with the id. */
export interface ${m.pascal}Save {
${m.formFields.map((f) => `  ${f.field}${saveOptional(f) ? '?' : ''}: ${f.kind.ts};`).join('\n')}
${isTree(m) ? `  /** The parent node (a root when left out). */\n  parentId?: string;\n` : ''}}
`;
}

export function twinFile(m: GenModel): string {
  const zod = (ts: string) => `z.${ts}()`;
  return `// Generated by ts-to-zod
import { z } from 'zod';

export const ${m.camel}ViewSchema = z.object({
  id: z.string(),
${m.fields.map((f) => `  ${f.field}: ${zod(f.kind.ts)}${f.required || f.kind.ts === 'boolean' ? '' : '.nullable()'},`).join('\n')}
${isTree(m) ? '  parentId: z.string(),\n  isParent: z.boolean(),\n' : ''}  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});

export const ${m.camel}SaveSchema = z.object({
${m.formFields.map((f) => `  ${f.field}: ${zod(f.kind.ts)}${saveOptional(f) ? '.optional()' : ''},`).join('\n')}
${isTree(m) ? '  parentId: z.string().optional(),\n' : ''}});
`;
}

// ——— apps/server/src/modules/<kebab>/repo.ts ———

function condition(m: GenModel, p: SearchParam): string {
  const col = `${m.plural}.${p.field.field}`;
  const day = p.field.kind.date === 'datetime';
  switch (p.match) {
    case 'like':
      return `q.${p.name} ? ilike(${col}, escapeLike(q.${p.name})) : undefined`;
    case 'eq':
      return p.field.kind.ts === 'string'
        ? `q.${p.name} ? eq(${col}, q.${p.name}) : undefined`
        : `q.${p.name} !== undefined ? eq(${col}, q.${p.name}) : undefined`;
    case 'day':
      return `q.${p.name} ? and(gte(${col}, cnDay(q.${p.name}, false)), lte(${col}, cnDay(q.${p.name}, true))) : undefined`;
    case 'from':
      return `q.${p.name} ? gte(${col}, ${day ? `cnDay(q.${p.name}, false)` : `q.${p.name}`}) : undefined`;
    case 'to':
      return `q.${p.name} ? lte(${col}, ${day ? `cnDay(q.${p.name}, true)` : `q.${p.name}`}) : undefined`;
  }
}

const searchTsType = (p: SearchParam) => (p.match === 'like' || p.match === 'eq' ? p.field.kind.ts : 'string');

export function repoFile(m: GenModel): string {
  const T = m.plural;
  const P = m.pascal;
  const usesLike = m.search.some((p) => p.match === 'like');
  const ascUsed = m.sortable.length > 0 || m.defaultSort?.order === 'asc' || isTree(m);
  const ops = ['and', 'desc', 'eq', 'gte', 'inArray', 'lte', ...(usesLike ? ['ilike'] : []), ...(ascUsed ? ['asc'] : [])];
  const order = m.defaultSort ? `[${m.defaultSort.order}(${T}.${m.defaultSort.field.field}), desc(${T}.id)]` : `[desc(${T}.createTime), desc(${T}.id)]`;
  const siblings = [...(m.siblingOrder ? [`asc(${T}.${m.siblingOrder.field})`] : []), `asc(${T}.createTime)`, `asc(${T}.id)`].join(', ');
  return `import { ${sortedImports(ops)} } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tablePage } from '../../db/paging.ts';
import { ${T} } from '../../db/schema/${m.kebab}.ts';
import type { PageInput } from '../../lib/schema.ts';
import { ${sortedImports(['cnDay', ...(usesLike ? ['escapeLike'] : [])])} } from '../../lib/query.ts';

export type ${P}Row = typeof ${T}.$inferSelect;
/** What a save sets: every column but the id and the author and time columns. */
export type ${P}Values = Omit<typeof ${T}.$inferInsert, 'id' | 'createBy' | 'createTime' | 'updateBy' | 'updateTime'${isTree(m) ? " | 'isParent'" : ''}>;

/** The list's search fields (query parameters of getByCondition). */
export interface ${P}Search {
${lines(
  ...m.search.map((p) => `  ${p.name}?: ${searchTsType(p)};`),
  m.sortable.length > 0 && `  sort?: ${m.sortable.map((f) => lit(f.field)).join(' | ')};`,
  isTree(m) && '  parentId?: string;',
)}
}
${
  m.sortable.length
    ? `
/** The columns the list sorts by (\`sort=\`); without one it is ${m.defaultSort ? `by ${m.defaultSort.field.field}, ${m.defaultSort.order}` : 'newest first'}. */
const SORTABLE = { ${m.sortable.map((f) => `${f.field}: ${T}.${f.field}`).join(', ')} };
`
    : ''
}
/** The records matching the search, one page, and how many match. */
export async function ${m.camel}Page(db: Db, q: PageInput & ${P}Search): Promise<{ rows: ${P}Row[]; total: number }> {
  const where = and(
${lines(
  ...m.search.map((p) => `    ${condition(m, p)},`),
  isTree(m) && `    q.parentId ? eq(${T}.parentId, q.parentId) : undefined,`,
  `    q.startDate ? gte(${T}.createTime, cnDay(q.startDate, false)) : undefined,`,
  `    q.endDate ? lte(${T}.createTime, cnDay(q.endDate, true)) : undefined,`,
)}
  );
${
  m.sortable.length
    ? `  const column = q.sort ? SORTABLE[q.sort] : undefined;
  const order = column ? [q.order === 'asc' ? asc(column) : desc(column), desc(${T}.id)] : ${order};
  return tablePage(db, ${T}, where, order, q);`
    : `  return tablePage(db, ${T}, where, ${order}, q);`
}
}

export async function ${m.camel}ById(db: Db, id: string): Promise<${P}Row | undefined> {
  const [row] = await db.select().from(${T}).where(eq(${T}.id, id)).limit(1);
  return row;
}

export async function insert${P}(db: Db, values: ${P}Values & { id: string; createBy: string }): Promise<${P}Row> {
  const [row] = await db.insert(${T}).values(values).returning();
  return row;
}

export async function update${P}(db: Db, id: string, values: Partial<${P}Values> & { updateBy: string; updateTime: Date }): Promise<${P}Row | undefined> {
  const [row] = await db.update(${T}).set(values).where(eq(${T}.id, id)).returning();
  return row;
}

export async function delete${m.pluralPascal}(db: Db, ids: string[]): Promise<void> {
  await db.delete(${T}).where(inArray(${T}.id, ids));
}
${
  isTree(m)
    ? `
/** A node's children, in order. */
export async function ${m.camel}Children(db: Db, parentId: string): Promise<${P}Row[]> {
  return db.select().from(${T}).where(eq(${T}.parentId, parentId)).orderBy(${siblings});
}

/** The ids of the nodes right under these. */
export async function childIds(db: Db, parentIds: string[]): Promise<string[]> {
  const rows = await db.select({ id: ${T}.id }).from(${T}).where(inArray(${T}.parentId, parentIds));
  return rows.map((r) => r.id);
}

/** The parents of these nodes, each once. */
export async function parentIds(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db.selectDistinct({ parentId: ${T}.parentId }).from(${T}).where(inArray(${T}.id, ids));
  return rows.map((r) => r.parentId);
}

export async function hasChildren(db: Db, id: string): Promise<boolean> {
  const [child] = await db.select({ id: ${T}.id }).from(${T}).where(eq(${T}.parentId, id)).limit(1);
  return !!child;
}

export async function markParent(db: Db, id: string, isParent: boolean): Promise<void> {
  await db.update(${T}).set({ isParent }).where(eq(${T}.id, id));
}
`
    : ''
}`;
}

// ——— apps/server/src/modules/<kebab>/service.ts ———

function viewValue(f: ModelField): string {
  if (f.kind.date !== 'datetime') return `r.${f.field}`;
  return f.required ? `formatDateTime(r.${f.field})` : `r.${f.field} ? formatDateTime(r.${f.field}) : null`;
}

function rowValue(f: ModelField): string {
  if (f.kind.date === 'datetime') return f.required ? `cnTime(b.${f.field})` : `b.${f.field} ? cnTime(b.${f.field}) : null`;
  return saveOptional(f) ? `b.${f.field} ?? null` : `b.${f.field}`;
}

export function serviceFile(m: GenModel): string {
  const P = m.pascal;
  const tree = isTree(m);
  const hasDateTime = m.formFields.some((f) => f.kind.date === 'datetime');
  const changeFields = editable(m);
  const changeType =
    fixed(m).length || tree
      ? `Pick<${P}Save, ${[...changeFields.map((f) => lit(f.field)), ...(tree ? [`'parentId'`] : [])].join(' | ') || 'never'}>`
      : `${P}Save`;
  const errors = ['AppError', ...(tree ? ['fieldError'] : [])];
  return `import { formatDateTime, type Page } from '@zhiyuan/shared';
import type { ${P}Save, ${P}View } from '@zhiyuan/shared/contracts/${m.kebab}';
import type { Db } from '../../db/client.ts';
import { ${errors.join(', ')} } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import * as repo from './repo.ts';

/** What edit changes: the editable fields${fixed(m).length ? ' (the others are set when added and stay)' : ''}${tree ? ', and the parent' : ''}. */
export type ${P}Change = ${changeType};

const toView = (r: repo.${P}Row): ${P}View => ({
  id: r.id,
${m.fields.map((f) => `  ${f.field}: ${viewValue(f)},`).join('\n')}
${tree ? '  parentId: r.parentId,\n  isParent: r.isParent,\n' : ''}  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: r.updateTime ? formatDateTime(r.updateTime) : null,
});
${
  hasDateTime
    ? `
/** A \`yyyy-MM-dd HH:mm(:ss)\` in China time. */
const cnTime = (text: string) => new Date(text.replace(' ', 'T') + '+08:00');
`
    : ''
}
/** The columns edit sets; a field left out is stored as null. */
const changeValues = (b: ${P}Change) => ({
${changeFields.map((f) => `  ${f.field}: ${rowValue(f)},`).join('\n')}
});

/** The columns add sets: those of edit and the fixed ones. */
const addValues = (b: ${P}Save): repo.${P}Values => ({
  ...changeValues(b),
${[...fixed(m).map((f) => `  ${f.field}: ${rowValue(f)},`), ...(tree ? [`  parentId: b.parentId ?? '0',`] : [])].join('\n')}
});

export async function list${m.pluralPascal}(db: Db, q: PageInput & repo.${P}Search): Promise<Page<${P}View>> {
  const { rows, total } = await repo.${m.camel}Page(db, q);
  return pageOf(rows.map(toView), total, q);
}

export async function get${P}(db: Db, id: string): Promise<${P}View> {
  const row = await repo.${m.camel}ById(db, id);
  if (!row) throw new AppError(404, 'notFound');
  return toView(row);
}
${tree ? treeService(m) : tableService(m)}`;
}

function tableService(m: GenModel): string {
  const P = m.pascal;
  return `
export async function add${P}(db: Db, body: ${P}Save, username: string): Promise<${P}View> {
  const row = await repo.insert${P}(db, { id: newId(), ...addValues(body), createBy: username });
  return toView(row);
}

export async function edit${P}(db: Db, id: string, body: ${P}Change, username: string): Promise<${P}View> {
  const row = await repo.update${P}(db, id, { ...changeValues(body), updateBy: username, updateTime: new Date() });
  if (!row) throw new AppError(404, 'notFound');
  return toView(row);
}

export async function remove${m.pluralPascal}(db: Db, ids: string[]): Promise<void> {
  await repo.delete${m.pluralPascal}(db, ids);
}
`;
}

function treeService(m: GenModel): string {
  const P = m.pascal;
  return `
/** A node's children, in order ('0': the roots). */
export async function childrenOf(db: Db, parentId: string): Promise<${P}View[]> {
  return (await repo.${m.camel}Children(db, parentId)).map(toView);
}

/** A parent must exist, and a node cannot move under itself or one of its descendants. */
async function checkParent(db: Db, parentId: string, selfId?: string): Promise<void> {
  let at = parentId;
  for (let depth = 0; at !== '0'; depth++) {
    if (at === selfId || depth > 1000) throw fieldError('parentId', 'genParentLoop');
    const node = await repo.${m.camel}ById(db, at);
    if (!node) {
      if (depth === 0) throw fieldError('parentId', 'genParentNotFound');
      break;
    }
    at = node.parentId;
  }
}

export async function add${P}(db: Db, body: ${P}Save, username: string): Promise<${P}View> {
  const values = addValues(body);
  await checkParent(db, values.parentId ?? '0');
  const row = await repo.insert${P}(db, { id: newId(), ...values, createBy: username });
  if (row.parentId !== '0') await repo.markParent(db, row.parentId, true);
  return toView(row);
}

export async function edit${P}(db: Db, id: string, body: ${P}Change, username: string): Promise<${P}View> {
  const before = await repo.${m.camel}ById(db, id);
  if (!before) throw new AppError(404, 'notFound');
  const parentId = body.parentId ?? before.parentId;
  const moved = parentId !== before.parentId;
  if (moved) await checkParent(db, parentId, id);
  const row = await repo.update${P}(db, id, { ...changeValues(body), parentId, updateBy: username, updateTime: new Date() });
  if (!row) throw new AppError(404, 'notFound');
  if (moved) {
    if (parentId !== '0') await repo.markParent(db, parentId, true);
    if (before.parentId !== '0') await repo.markParent(db, before.parentId, await repo.hasChildren(db, before.parentId));
  }
  return toView(row);
}

/** Deletes the nodes and everything under them; a parent left without children becomes a leaf. */
export async function remove${m.pluralPascal}(db: Db, ids: string[]): Promise<void> {
  const doomed = new Set(ids);
  for (let level = ids; level.length; ) {
    level = (await repo.childIds(db, level)).filter((id) => !doomed.has(id));
    for (const id of level) doomed.add(id);
  }
  const parents = (await repo.parentIds(db, ids)).filter((id) => id !== '0' && !doomed.has(id));
  await repo.delete${m.pluralPascal}(db, [...doomed]);
  for (const parentId of parents) await repo.markParent(db, parentId, await repo.hasChildren(db, parentId));
}
`;
}

// ——— apps/server/src/modules/<kebab>/routes.ts ———

const TIME_RE = String.raw`/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/`;

/** The zod of a field in add / edit. */
function bodyZod(f: ModelField): string {
  const k = f.kind;
  const optional = (inner: string) => `z.preprocess(blankFormValue, ${inner}.optional())`;
  if (k.ts === 'boolean') return 'formBool';
  if (f.type === 'time') return f.required ? 'time' : optional('time');
  if (k.date === 'date') return f.required ? 'calendarDate' : 'dateOnly';
  if (k.date === 'datetime') return f.required ? 'dateTime' : optional('dateTime');
  if (f.type === 'slider') return f.required ? 'formInt(0, 100)' : optional('formInt(0, 100)');
  if (k.ts === 'number') return f.required ? 'formNumber' : optional('formNumber');
  return f.required ? `z.string({ error: 'required' }).trim().min(1).max(${k.max})` : `optionalText(${k.max})`;
}

/** The zod of a search parameter. */
function queryZod(p: SearchParam): string {
  const f = p.field;
  if (p.match === 'day' || p.match === 'from' || p.match === 'to' || f.kind.date) return 'dateOnly';
  if (f.kind.ts === 'boolean') return 'z.preprocess(blankFormValue, formBool.optional())';
  if (f.type === 'slider') return 'z.preprocess(blankFormValue, formInt(0, 100).optional())';
  if (f.kind.ts === 'number') return 'z.preprocess(blankFormValue, formNumber.optional())';
  return `optionalText(${Math.min(f.kind.max ?? 100, 255)})`;
}

export function routesFile(m: GenModel): string {
  const P = m.pascal;
  const tree = isTree(m);
  const all = [...m.formFields.map((f) => ({ f, code: bodyZod(f) })), ...m.search.map((p) => ({ f: p.field, code: queryZod(p) }))];
  const uses = (word: string) => all.some((x) => new RegExp(`\\b${word}\\b`).test(x.code));
  const helpers = [
    'idList',
    'idText',
    'pageQuery',
    'readBack',
    ...['blankFormValue', 'calendarDate', 'dateOnly', 'formBool', 'formInt', 'optionalText'].filter(uses),
  ];
  if (uses('dateTime')) helpers.push('isCalendarDate', 'blankFormValue');
  if (tree) helpers.push('optionalId');
  const serviceFns = [`add${P}`, `edit${P}`, `get${P}`, `list${m.pluralPascal}`, `remove${m.pluralPascal}`, ...(tree ? ['childrenOf'] : [])];
  const fixedNames = fixed(m).map((f) => f.field);
  const readBackKeys = [...fixedNames, ...(tree ? ['isParent'] : []), ...BASE_VIEW].map(lit).join(', ');
  const allEditable = fixedNames.length === 0;
  const editShape = allEditable
    ? '...fields'
    : editable(m)
        .map((f) => `${f.field}: fields.${f.field}`)
        .join(', ');
  const query = [
    ...m.search.map((p) => `${p.name}: ${queryZod(p)}`),
    ...(m.sortable.length ? [`sort: z.preprocess(blankFormValue, z.enum([${m.sortable.map((f) => lit(f.field)).join(', ')}]).optional())`] : []),
    ...(tree ? ['parentId: optionalId'] : []),
  ];
  if (m.sortable.length) helpers.push('blankFormValue');
  const summary = (s: string) => lit(`${s}`);
  return `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';
import { ${m.camel}ViewSchema } from '@zhiyuan/shared/schemas/${m.kebab}';
import { ${sortedImports(helpers)} } from '../../lib/schema.ts';
import { ${sortedImports(serviceFns)} } from './service.ts';
${lines(
  uses('formNumber') &&
    `\n/** A number, also as the text a form posts. */\nconst formNumber = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().finite());`,
  uses('dateTime') &&
    `\n/** \`yyyy-MM-dd HH:mm(:ss)\`, China time. */\nconst dateTime = z\n  .string()\n  .regex(/^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$/, 'badFormat')\n  .refine((s) => isCalendarDate(s.slice(0, 10)), 'badDate');`,
  uses('time') && `\n/** \`HH:mm\` or \`HH:mm:ss\`. */\nconst time = z.string().regex(${TIME_RE}, 'badFormat');`,
)}

/** Permission codes: seed them with the screen's menu entry (db/seed-data.ts). */
const CODES = { view: '${m.camel}:view', add: '${m.camel}:add', edit: '${m.camel}:edit', delete: '${m.camel}:delete' } as const;
const tags = ['admin:${m.camel}'];

/** What add takes${allEditable ? ' and edit changes' : '; edit changes the editable ones'}. */
const fields = {
${m.formFields.map((f) => `  ${f.field}: ${bodyZod(f)},`).join('\n')}
};
/** What edit takes back from the record it read and leaves as it is. */
const readOnly = readBack(${readBackKeys});

/**
 * ${m.camel} (代码生成, ${tree ? '树形' : '表格'}). Register it in app.ts's list of routes; the admin screen is
 * pages/${m.kebab} (pages/registry.ts: '${m.kebab}').
 */
const ${m.camel}Routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/${m.camel}/getByCondition',
    {
      config: { permission: CODES.view },
      schema: {
        tags,
        summary: ${summary(`${m.camel}: records by the search fields, paged`)},
        querystring: pageQuery.extend({${query.length ? `\n${query.map((q) => `          ${q},`).join('\n')}\n        ` : ''}}),
        response: { 200: pageSchema(${m.camel}ViewSchema) },
      },
    },
    async (req) => await list${m.pluralPascal}(app.db, req.query),
  );

  app.get(
    '/${m.camel}/get/:id',
    {
      config: { permission: CODES.view },
      schema: { tags, summary: ${summary(`${m.camel}: one record`)}, params: z.object({ id: idText }), response: { 200: ${m.camel}ViewSchema } },
    },
    async (req) => await get${P}(app.db, req.params.id),
  );
${
  tree
    ? `
  app.get(
    '/${m.camel}/getByParentId/:parentId',
    {
      config: { permission: CODES.view },
      schema: {
        tags,
        summary: ${summary(`${m.camel}: the children of a node, in order ('0': the roots)`)},
        params: z.object({ parentId: idText }),
        response: { 200: z.array(${m.camel}ViewSchema) },
      },
    },
    async (req) => await childrenOf(app.db, req.params.parentId),
  );
`
    : ''
}
  app.post(
    '/${m.camel}/add',
    {
      config: { permission: CODES.add },
      schema: { tags, summary: ${summary(`${m.camel}: add a record`)}, body: z.object({ ...fields${tree ? ', parentId: optionalId' : ''} }).strict(), response: { 200: ${m.camel}ViewSchema } },
    },
    async (req) => await add${P}(app.db, req.body, req.auth!.username),
  );

  app.post(
    '/${m.camel}/edit',
    {
      config: { permission: CODES.edit },
      schema: {
        tags,
        summary: ${summary(`${m.camel}: change a record`)},
        body: z.object({ id: idText, ${editShape ? `${editShape}, ` : ''}${tree ? 'parentId: optionalId, ' : ''}...readOnly }).strict(),
        response: { 200: ${m.camel}ViewSchema },
      },
    },
    async (req) => {
      const { id, ...body } = req.body;
      return await edit${P}(app.db, id, body, req.auth!.username);
    },
  );

  app.post(
    '/${m.camel}/delByIds',
    {
      config: { permission: CODES.delete },
      schema: { tags, summary: ${summary(`${m.camel}: delete records${tree ? ' and everything under them' : ''}`)}, body: z.object({ ids: idList }).strict(), response: { 200: z.null() } },
    },
    async (req) => {
      await remove${m.pluralPascal}(app.db, req.body.ids);
      return null;
    },
  );
};

export default ${m.camel}Routes;
`;
}

// ——— apps/server/src/modules/<kebab>/<kebab>.test.ts ———

type Sample = Record<string, string | number | boolean>;
const sampleOf = (m: GenModel, i: 0 | 1): Sample => Object.fromEntries(m.formFields.map((f) => [f.field, f.kind.samples[i]]));
const objectCode = (o: Sample) =>
  `{ ${Object.entries(o)
    .map(([k, v]) => `${k}: ${valueCode(v)}`)
    .join(', ')} }`;

export function testFile(m: GenModel): string {
  const P = m.pascal;
  const base = `/api/${m.camel}`;
  const first = sampleOf(m, 0);
  const second = sampleOf(m, 1);
  const search = m.search[0];
  const searchQuery = search
    ? search.match === 'from' || search.match === 'to'
      ? `${search.field.field}Start=${encodeURIComponent(String(search.field.kind.samples[0]))}&${search.field.field}End=${encodeURIComponent(String(search.field.kind.samples[0]))}`
      : `${search.name}=${encodeURIComponent(String(search.field.kind.samples[0]).slice(0, search.field.kind.date === 'datetime' ? 10 : undefined))}`
    : null;
  const sorted = m.sortable[0];
  const changed = editable(m).find((f) => f.kind.ts !== 'boolean') ?? editable(m)[0];
  const kept = fixed(m)[0];
  const required = m.formFields.find((f) => f.required);
  const bad = m.formFields[0];
  const withoutRequired = required ? Object.fromEntries(Object.entries(first).filter(([k]) => k !== required.field)) : null;
  const ascending = sorted ? [...sorted.kind.samples].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) : [];
  return `import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@zhiyuan/shared';
import type { ${P}View } from '@zhiyuan/shared/contracts/${m.kebab}';
import { SUPER_ROLE } from '../../db/power.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { TestApp } from '../../test/app.ts';
import { adminSuite, type AdminHelpers } from '../admin-test/helpers.ts';

let t: TestApp;
let h: AdminHelpers;
adminSuite((s) => ({ t, h } = s));

const CODES = ['${m.camel}:view', '${m.camel}:add', '${m.camel}:edit', '${m.camel}:delete'];
const first = ${objectCode(first)};
const second = ${objectCode(second)};

/**
 * Until drizzle-kit has written the table's migration and seed.ts its menu, the test makes the
 * table (${m.kebab}.sql) and gives the admin role the codes; both do nothing once those exist.
 */
beforeAll(async () => {
  const db = t.database.db;
  const ddl = fs.readFileSync(new URL('./${m.kebab}.sql', import.meta.url), 'utf8');
  for (const statement of ddl.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ROLE));
  for (const code of CODES) {
    const [held] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.code, code));
    if (held) continue;
    const id = newId();
    await db.insert(permissions).values({ id, name: code, title: code, type: 1, code, buttonType: code.split(':')[1] });
    await db.insert(rolePermissions).values({ roleId: admin.id, permissionId: id });
  }
});

describe('${m.camel} (generated)', () => {
  it('adds, reads, lists${searchQuery ? ', searches' : ''}${sorted ? ', sorts' : ''}, edits and deletes records', async () => {
    const a = await h.post<${P}View>('${base}/add', first);
    expect(a.code, a.message).toBe(200);
    expect(a.result).toMatchObject({ ...first, createBy: 'admin' });
    const b = await h.post<${P}View>('${base}/add', second);
    expect(b.code, b.message).toBe(200);
    expect((await h.get<${P}View>('${base}/get/' + a.result.id)).result).toEqual(a.result);
    expect((await h.get<Page<${P}View>>('${base}/getByCondition?pageSize=10')).result.totalElements).toBe(2);
${lines(
  searchQuery &&
    `    const found = await h.get<Page<${P}View>>('${base}/getByCondition?${searchQuery}');\n    expect(found.code, found.message).toBe(200);\n    expect(found.result.content.map((r) => r.id)).toEqual([a.result.id]);`,
  sorted &&
    `    const sorted = await h.get<Page<${P}View>>('${base}/getByCondition?sort=${sorted.field}&order=asc');\n    expect(sorted.result.content.map((r) => r.${sorted.field})).toEqual([${ascending.map(valueCode).join(', ')}]);\n    const reversed = await h.get<Page<${P}View>>('${base}/getByCondition?sort=${sorted.field}&order=desc');\n    expect(reversed.result.content.map((r) => r.${sorted.field})).toEqual([${[...ascending].reverse().map(valueCode).join(', ')}]);`,
)}

    const edited = await h.post<${P}View>('${base}/edit', { ...a.result${changed ? `, ${changed.field}: ${valueCode(changed.kind.samples[1])}` : ''}${kept ? `, ${kept.field}: ${valueCode(kept.kind.samples[1])}` : ''} });
    expect(edited.code, edited.message).toBe(200);
${lines(
  changed && `    expect(edited.result.${changed.field}).toEqual(${valueCode(changed.kind.samples[1])});`,
  kept && `    // ${kept.field} is set when added and stays.\n    expect(edited.result.${kept.field}).toEqual(${valueCode(kept.kind.samples[0])});`,
)}
    expect(edited.result.updateBy).toBe('admin');

    expect((await h.post('${base}/delByIds', { ids: [a.result.id, b.result.id].join(',') })).code).toBe(200);
    expect((await h.get('${base}/get/' + a.result.id)).code).toBe(404);
    expect((await h.get<Page<${P}View>>('${base}/getByCondition')).result.totalElements).toBe(0);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['${base}/add', { ...first, zzUnknown: 1 }, 'zzUnknown'],
${lines(
  required && withoutRequired && `      ['${base}/add', ${objectCode(withoutRequired)}, '${required.field}'],`,
  `      ['${base}/add', { ...first, ${bad.field}: ${bad.kind.bad} }, '${bad.field}'],`,
  `      ['${base}/edit', { ...first, id: 'abc' }, 'id'],`,
  `      ['${base}/delByIds', { ids: '' }, 'ids'],`,
  m.sortable.length > 0 && `      ['${base}/getByCondition?sort=zzNope', {}, 'sort'],`,
)}
    ];
    for (const [url, body, field] of cases) {
      const res = url.includes('?') ? await h.get(url) : await h.post(url, body);
      expect(res.code, url + ' ' + JSON.stringify(body)).toBe(400);
      expect(res.message, url + ' ' + JSON.stringify(body)).toContain(field);
    }
    expect((await h.post('${base}/edit', { ...first, id: '123' })).code).toBe(404);
  });

  it('needs the ${m.camel} permissions', async () => {
    expect((await t.call({ method: 'GET', url: '${base}/getByCondition' })).code).toBe(401);
    const { token } = await h.userWith('gen_viewer', ['${m.camel}:view']);
    expect((await h.get('${base}/getByCondition', token)).code).toBe(200);
    expect((await h.post('${base}/add', first, token)).code).toBe(403);
    expect((await h.post('${base}/edit', { ...first, id: '1' }, token)).code).toBe(403);
    expect((await h.post('${base}/delByIds', { ids: '1' }, token)).code).toBe(403);
  });
${
  isTree(m)
    ? `
  it('keeps the tree: children by parent, isParent, no loops, deleting a branch', async () => {
    const root = await h.post<${P}View>('${base}/add', first);
    expect(root.code, root.message).toBe(200);
    const child = await h.post<${P}View>('${base}/add', { ...second, parentId: root.result.id });
    expect(child.code, child.message).toBe(200);
    const roots = await h.get<${P}View[]>('${base}/getByParentId/0');
    expect(roots.result.map((n) => [n.id, n.isParent])).toEqual([[root.result.id, true]]);
    expect((await h.get<${P}View[]>('${base}/getByParentId/' + root.result.id)).result.map((n) => n.id)).toEqual([child.result.id]);

    const loop = await h.post('${base}/edit', { ...root.result, parentId: child.result.id });
    expect(loop.code).toBe(400);
    expect(loop.message).toContain('parentId');
    const orphan = await h.post('${base}/add', { ...second, parentId: '123' });
    expect(orphan.code).toBe(400);
    expect(orphan.message).toContain('parentId');

    const moved = await h.post<${P}View>('${base}/edit', { ...child.result, parentId: '0' });
    expect(moved.code, moved.message).toBe(200);
    expect((await h.get<${P}View>('${base}/get/' + root.result.id)).result.isParent).toBe(false);
    await h.post('${base}/edit', { ...moved.result, parentId: root.result.id });

    expect((await h.post('${base}/delByIds', { ids: root.result.id })).code).toBe(200);
    expect((await h.get('${base}/get/' + child.result.id)).code).toBe(404);
    expect((await h.get<${P}View[]>('${base}/getByParentId/0')).result).toEqual([]);
  });
`
    : ''
}});
`;
}

// ——— apps/admin/src/services/<kebab>.ts ———

export function adminServiceFile(m: GenModel): string {
  const P = m.pascal;
  return `import type { Page, PageQuery } from '@zhiyuan/shared';
import type { ${P}Save, ${P}View } from '@zhiyuan/shared/contracts/${m.kebab}';
import { http } from './http';

/** ${m.camel} (代码生成): the calls of its screen. */
export const get${m.pluralPascal} = (query: PageQuery & Record<string, unknown>) => http.get<Page<${P}View>>('/${m.camel}/getByCondition', query);
export const add${P} = (body: ${P}Save) => http.post<${P}View>('/${m.camel}/add', { ...body });
export const edit${P} = (id: string, body: ${P}Save) => http.post<${P}View>('/${m.camel}/edit', { ...body, id });
export const delete${m.pluralPascal} = (ids: string[]) => http.post<null>('/${m.camel}/delByIds', { ids });
${isTree(m) ? `/** A node's children ('0': the roots). */\nexport const get${P}Children = (parentId: string) => http.get<${P}View[]>('/${m.camel}/getByParentId/' + encodeURIComponent(parentId));\n` : ''}`;
}

// ——— apps/admin/src/pages/<kebab>/data.tsx ———

const optionKey = (f: ModelField, search: boolean) => (search && (f.searchDictType || f.searchCustomUrl) ? `${f.field}Search` : f.field);
const hasOptions = (f: ModelField, search = false) =>
  !!(search ? f.searchDictType || f.searchCustomUrl || f.dictType || f.customUrl : f.dictType || f.customUrl);
/** Dialog widths by fields per row. */
const DIALOG_WIDTH = [520, 520, 760, 900, 1080];
const FIELD_WIDTH = [0, 0, 330, 260, 220];

function columnCode(m: GenModel, f: ModelField, order: number | null): string {
  const parts = [`title: ${lit(f.name)}`, `dataIndex: '${f.field}'`];
  const k = f.kind;
  const searchHere = order !== null;
  if (k.ts === 'boolean') parts.push('valueEnum: yesNo(t)');
  else if (k.ts === 'number') parts.push(`valueType: 'digit'`);
  else if (k.date === 'date') parts.push(`valueType: 'date'`);
  else if (k.date === 'datetime') parts.push(`valueType: 'dateTime'`);
  else if (hasOptions(f) || (searchHere && hasOptions(f, true)))
    parts.push(`valueType: 'select'`, `fieldProps: { options: options.${optionKey(f, searchHere)} ?? [] }`);
  if (!f.tableShow) parts.push('hideInTable: true');
  if (f.sortable) parts.push('sorter: true');
  if (k.ts === 'string' && !k.date && (k.max ?? 0) > 255) parts.push('ellipsis: true');
  parts.push(searchHere ? `order: ${order}` : 'search: false');
  return `    { ${parts.join(', ')} },`;
}

function searchColumnCode(f: ModelField, order: number): string {
  if (f.searchType === 'daterange')
    return `    {\n      title: ${lit(f.name)},\n      dataIndex: '${f.field}Range',\n      valueType: 'dateRange',\n      hideInTable: true,\n      order: ${order},\n      search: { transform: (v: [string, string]) => ({ ${f.field}Start: v?.[0], ${f.field}End: v?.[1] }) },\n    },`;
  return `    { title: ${lit(f.name)}, dataIndex: '${f.field}Day', valueType: 'date', hideInTable: true, order: ${order}, search: { transform: (v: string) => ({ ${f.field}: v }) } },`;
}

/** Searched on its own column (the search control is the column's): not a range, not a time searched by day. */
const searchOnColumn = (f: ModelField) => f.searchType !== 'daterange' && f.kind.date !== 'datetime';

function formFieldCode(m: GenModel, f: ModelField): string {
  const k = f.kind;
  const parts = [`kind: '${k.form}'`, `name: '${f.field}'`, `label: ${lit(f.name)}`];
  const rules: string[] = [];
  if (f.required)
    rules.push(`{ required: true${k.ts === 'string' && !k.date ? ', whitespace: true' : ''}, message: t('adminCommon.required', { label: ${lit(f.name)} }) }`);
  if (k.ts === 'string' && k.max && !k.date) rules.push(`{ max: ${k.max} }`);
  if (f.type === 'time') rules.push(`{ pattern: ${TIME_RE}, message: 'HH:mm' }`);
  if (rules.length) parts.push(`rules: [${rules.join(', ')}]`);
  if (k.form === 'select' || k.form === 'radio') parts.push(`options: options.${f.field} ?? []`);
  if (f.type === 'slider') parts.push('min: 0', 'max: 100');
  if (f.type === 'time') parts.push(`placeholder: 'HH:mm'`);
  if (!f.editable) parts.push('disabled: editing');
  const props: string[] = [];
  if (m.rowNum > 1) props.push(`style: { width: ${FIELD_WIDTH[m.rowNum]} }`);
  else if (k.form === 'date' || k.form === 'digit') props.push(`style: { width: '100%' }`);
  if (k.date === 'datetime') props.push('showTime: true', `format: 'YYYY-MM-DD HH:mm:ss'`);
  if (k.form === 'textarea') props.push('rows: 3');
  if (props.length) parts.push(`fieldProps: { ${props.join(', ')} }`);
  return `{ ${parts.join(', ')} }`;
}

export function adminDataFile(m: GenModel): string {
  const P = m.pascal;
  const usesOptions = m.options.length > 0;
  const usesYesNo = m.fields.some((f) => f.kind.ts === 'boolean');
  const searchOrder = new Map(m.searchFields.map((f, i) => [f.field, m.searchFields.length - i]));
  const columns = [
    ...m.fields.map((f) => columnCode(m, f, searchOrder.has(f.field) && searchOnColumn(f) ? searchOrder.get(f.field)! : null)),
    ...m.searchFields.filter((f) => !searchOnColumn(f)).map((f) => searchColumnCode(f, searchOrder.get(f.field)!)),
  ];
  const formItems = m.formFields.map((f) => formFieldCode(m, f));
  const rows: string[] = [];
  if (m.rowNum <= 1) rows.push(...formItems.map((x) => `    ${x},`));
  else
    for (let i = 0; i < formItems.length; i += m.rowNum)
      rows.push(
        `    {\n      kind: 'row',\n      key: 'row-${i / m.rowNum + 1}',\n      size: 16,\n      fields: [\n${formItems
          .slice(i, i + m.rowNum)
          .map((x) => `        ${x},`)
          .join('\n')}\n      ],\n    },`,
      );
  const detailValue = (f: ModelField) => (f.kind.ts === 'boolean' ? `row.${f.field} ? t('common.yes') : t('common.no')` : `String(row.${f.field} ?? '-')`);
  return `import type { ProColumns } from '@ant-design/pro-components';
import type { ${P}View } from '@zhiyuan/shared/contracts/${m.kebab}';
import type { TFunction } from 'i18next';
import type { FormField } from '../../components/form-fields';
import { actionColumn, type RowAction } from '../../components/row-actions';

/** Permission codes of ${m.camel} (seeded with its menu entry). */
export const CODES = { add: '${m.camel}:add', edit: '${m.camel}:edit', delete: '${m.camel}:delete' } as const;

/** What the screen calls a record (the delete dialog's words). */
export const THING = ${lit(m.title)};

/** The select and radio options, by field (the page loads them from OPTION_SOURCES). */
export type FieldOptions = Record<string, { value: string; label: string }[]>;
${
  usesOptions
    ? `
/** Where each select and radio takes its options: a dictionary's entries, or a GET call of the API. */
export const OPTION_SOURCES: Record<string, { dictType?: string; customUrl?: string }> = {
${m.options.map((o) => `  ${o.key}: { ${o.dictType ? `dictType: ${lit(o.dictType)}` : `customUrl: ${lit(o.customUrl ?? '')}`} },`).join('\n')}
};
`
    : ''
}
/** What the page does for a row's actions. */
export interface ${P}ActionHandlers {
  edit: (row: ${P}View) => void;
  remove: (row: ${P}View) => void;
}

/** A row's actions: 编辑, 删除. */
export function ${m.camel}Actions(t: TFunction, on: ${P}ActionHandlers): RowAction<${P}View>[] {
  return [
    { key: 'edit', label: t('common.edit'), perm: CODES.edit, onClick: on.edit, testId: (r) => '${m.kebab}-edit-' + r.id },
    { key: 'delete', label: t('common.delete'), perm: CODES.delete, tone: 'danger', onClick: on.remove, testId: (r) => '${m.kebab}-delete-' + r.id },
  ];
}
${usesYesNo ? `\nconst yesNo = (t: TFunction) => ({ true: { text: t('common.yes') }, false: { text: t('common.no') } });\n` : ''}
/** Columns and search fields of the list. */
export function ${m.camel}Columns(t: TFunction, actions: RowAction<${P}View>[], ${usesOptions ? '' : '_'}options: FieldOptions = {}): ProColumns<${P}View>[] {
  return [
${columns.join('\n')}
    { title: t('adminCommon.createTime'), dataIndex: 'createTime', search: false, width: 180 },
    actionColumn(t, actions, { width: 130 }),
  ];
}

/** The add / edit dialog's fields${m.rowNum > 1 ? `, ${m.rowNum} to a row` : ''}; \`editing\` fixes those only add sets. */
export function ${m.camel}FormFields(t: TFunction, ${usesOptions ? '' : '_'}options: FieldOptions = {}, ${fixed(m).length ? '' : '_'}editing = false): FormField[] {
  return [
${rows.join('\n')}
  ];
}

/** Width of the dialog. */
export const DIALOG_WIDTH = ${DIALOG_WIDTH[m.rowNum] ?? 520};
${
  isTree(m)
    ? `
/** The node's name in the tree. */
export const nodeTitle = (row: ${P}View) => String(row.${m.label.field} ?? row.id);

/** The selected node's fields as label and text. */
export function ${m.camel}Details(t: TFunction, row: ${P}View): { key: string; label: string; children: string }[] {
  return [
${m.fields.map((f) => `    { key: '${f.field}', label: ${lit(f.name)}, children: ${detailValue(f)} },`).join('\n')}
    { key: 'createTime', label: t('adminCommon.createTime'), children: row.createTime },
  ];
}
`
    : ''
}`;
}

// ——— apps/admin/src/pages/<kebab>/index.tsx ———

const LOAD_OPTIONS = `
/** Each select and radio's options: a dictionary's entries, or the items of a custom call (value or id, title or name). */
async function loadOptions(): Promise<FieldOptions> {
  type Item = { id?: unknown; value?: unknown; title?: unknown; name?: unknown };
  const entries = await Promise.all(
    Object.entries(OPTION_SOURCES).map(async ([name, source]) => {
      try {
        if (source.dictType) return [name, (await getDictByType(source.dictType)).map((d) => ({ value: d.value, label: d.title }))];
        const items = await http.get<Item[]>(source.customUrl ?? '', undefined, { silent: true });
        return [name, items.map((i) => ({ value: String(i.value ?? i.id ?? ''), label: String(i.title ?? i.name ?? i.value ?? i.id ?? '') }))];
      } catch {
        return [name, []];
      }
    }),
  );
  return Object.fromEntries(entries) as FieldOptions;
}
`;

export function adminPageFile(m: GenModel): string {
  return isTree(m) ? adminTreePage(m) : adminTablePage(m);
}

function adminTablePage(m: GenModel): string {
  const P = m.pascal;
  const usesOptions = m.options.length > 0;
  const dataImports = [
    'CODES',
    'DIALOG_WIDTH',
    'THING',
    `${m.camel}Actions`,
    `${m.camel}Columns`,
    `${m.camel}FormFields`,
    ...(usesOptions ? ['OPTION_SOURCES', 'type FieldOptions'] : []),
  ];
  return `import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProTable, type ActionType } from '@ant-design/pro-components';
import type { ${P}Save, ${P}View } from '@zhiyuan/shared/contracts/${m.kebab}';
import { App, Button, Typography } from 'antd';
import { ${usesOptions ? 'useEffect, ' : ''}useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm, useAccess } from '../../access';
import { renderFormFields } from '../../components/form-fields';
${usesOptions ? "import { getDictByType } from '../../services/dict';\nimport { http } from '../../services/http';\n" : ''}import { add${P}, delete${m.pluralPascal}, edit${P}, get${m.pluralPascal} } from '../../services/${m.kebab}';
import { confirmDelete } from '../sys/shared/confirm';
import { pagedRequest } from '../sys/table';
import { ${sortedImports(dataImports)} } from './data';

type Dialog = { open: false } | { open: true; row?: ${P}View };
${usesOptions ? LOAD_OPTIONS : ''}
/** ${m.camel} (代码生成): search, add, edit, batch delete. */
export default function ${P}Page() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const access = useAccess();
  const actionRef = useRef<ActionType>(null);
  const [dialog, setDialog] = useState<Dialog>({ open: false });
  const [selected, setSelected] = useState<${P}View[]>([]);
${usesOptions ? `  const [options, setOptions] = useState<FieldOptions>({});\n  useEffect(() => {\n    void loadOptions().then(setOptions);\n  }, []);\n` : ''}
  const remove = (rows: ${P}View[]) =>
    confirmDelete(modal, t, { names: rows.map((r) => String(r.${m.label.field} ?? r.id)), thing: THING }, async () => {
      await delete${m.pluralPascal}(rows.map((r) => r.id));
      void message.success(t('adminCommon.deleted'));
      setSelected([]);
      actionRef.current?.reload();
    });

  const columns = ${m.camel}Columns(t, ${m.camel}Actions(t, { edit: (row) => setDialog({ open: true, row }), remove: (row) => remove([row]) })${usesOptions ? ', options' : ''});
  const editing = dialog.open && !!dialog.row;

  return (
    <div data-testid="${m.kebab}-page">
      <ProTable<${P}View>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        headerTitle={THING}
        cardBordered={false}
        search={{ labelWidth: 'auto' }}
        dateFormatter="string"
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        request={pagedRequest(get${m.pluralPascal})}
        rowSelection={access.can(CODES.delete) ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => setSelected(rows) } : false}
        tableAlertOptionRender={() => (
          <Typography.Link type="danger" onClick={() => remove(selected)} data-testid="${m.kebab}-batch-delete">
            {t('adminCommon.batchDelete')}
          </Typography.Link>
        )}
        toolBarRender={() => [
          <HasPerm key="add" value={CODES.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true })} data-testid="${m.kebab}-add">
              {t('common.add')}
            </Button>
          </HasPerm>,
        ]}
      />
      <ModalForm<${P}Save>
        key={dialog.open ? (dialog.row?.id ?? 'new') : 'closed'}
        title={editing ? t('common.edit') : t('common.add')}
        open={dialog.open}
        width={DIALOG_WIDTH}
        initialValues={dialog.open && dialog.row ? (dialog.row as Partial<${P}Save>) : {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setDialog({ open: false }) }}
        onFinish={async (values) => {
          try {
            if (dialog.open && dialog.row) await edit${P}(dialog.row.id, values);
            else await add${P}(values);
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setDialog({ open: false });
          actionRef.current?.reload();
          return true;
        }}
      >
        {renderFormFields(${m.camel}FormFields(t${usesOptions ? ', options' : ', {}'}, editing))}
      </ModalForm>
    </div>
  );
}
`;
}

function adminTreePage(m: GenModel): string {
  const P = m.pascal;
  const usesOptions = m.options.length > 0;
  const dataImports = [
    'CODES',
    'DIALOG_WIDTH',
    'THING',
    'nodeTitle',
    `${m.camel}FormFields`,
    ...(m.enableTable ? [`${m.camel}Actions`, `${m.camel}Columns`] : [`${m.camel}Details`]),
    ...(usesOptions ? ['OPTION_SOURCES', 'type FieldOptions'] : []),
  ];
  const antd = ['App', 'Button', 'Card', 'Col', 'Empty', 'Row', 'Space', 'Tree', 'type TreeDataNode', ...(m.enableTable ? [] : ['Descriptions'])];
  const opts = usesOptions ? ', options' : '';
  return `import { PlusOutlined } from '@ant-design/icons';
import { ModalForm${m.enableTable ? ', ProTable' : ''} } from '@ant-design/pro-components';
import type { ${P}Save, ${P}View } from '@zhiyuan/shared/contracts/${m.kebab}';
import { ${sortedImports(antd)} } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HasPerm } from '../../access';
import { renderFormFields } from '../../components/form-fields';
${usesOptions ? "import { getDictByType } from '../../services/dict';\nimport { http } from '../../services/http';\n" : ''}import { add${P}, delete${m.pluralPascal}, edit${P}, get${P}Children } from '../../services/${m.kebab}';
import { confirmDelete } from '../sys/shared/confirm';
import { ${sortedImports(dataImports)} } from './data';

/** The dialog: a new node under a parent, or a node to change. */
type Dialog = { open: false } | { open: true; parentId: string; row?: ${P}View };
${usesOptions ? LOAD_OPTIONS : ''}
/** ${m.camel} (代码生成, 树形): the tree on the left, ${m.enableTable ? "the selected node's children as a table" : 'the selected node'} on the right. */
export default function ${P}Page() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  /** The loaded children of each node ('0': the roots). */
  const [children, setChildren] = useState<Record<string, ${P}View[]>>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ open: false });
${usesOptions ? '  const [options, setOptions] = useState<FieldOptions>({});\n' : ''}
  const load = useCallback(async (parentId: string) => {
    const rows = await get${P}Children(parentId);
    setChildren((all) => ({ ...all, [parentId]: rows }));
  }, []);
  useEffect(() => {
    void load('0');${usesOptions ? '\n    void loadOptions().then(setOptions);' : ''}
  }, [load]);

  const rowOf = (id: string | null) => Object.values(children).flat().find((r) => r.id === id);
  const selected = rowOf(selectedId);
  const nodes = (parentId: string): TreeDataNode[] =>
    (children[parentId] ?? []).map((row) => ({ key: row.id, title: nodeTitle(row), isLeaf: !row.isParent, children: children[row.id] ? nodes(row.id) : undefined }));
  /** Loads again every list shown (a change can move a node or make a parent a leaf). */
  const reload = () => Promise.all(Object.keys(children).map(load));

  const remove = (row: ${P}View) =>
    confirmDelete(modal, t, { names: [nodeTitle(row)], thing: THING }, async () => {
      await delete${m.pluralPascal}([row.id]);
      void message.success(t('adminCommon.deleted'));
      if (row.id === selectedId) setSelectedId(null);
      await reload();
    });
${m.enableTable ? `\n  const columns = ${m.camel}Columns(t, ${m.camel}Actions(t, { edit: (row) => setDialog({ open: true, parentId: row.parentId, row }), remove })${opts});\n` : ''}
  return (
    <div data-testid="${m.kebab}-page">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Card
            title={THING}
            extra={
              <HasPerm value={CODES.add}>
                <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, parentId: '0' })} data-testid="${m.kebab}-add">
                  {t('common.add')}
                </Button>
              </HasPerm>
            }
          >
            <Tree
              treeData={nodes('0')}
              loadData={(node) => load(String(node.key))}
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(_keys, info) => {
                const id = String(info.node.key);
                setSelectedId(id);
                if (!children[id]) void load(id);
              }}
            />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          {selected ? (
            <Card
              title={nodeTitle(selected)}
              extra={
                <Space>
                  <HasPerm value={CODES.add}>
                    <Button size="small" onClick={() => setDialog({ open: true, parentId: selected.id })} data-testid="${m.kebab}-add-child">
                      {t('common.add')}
                    </Button>
                  </HasPerm>
                  <HasPerm value={CODES.edit}>
                    <Button size="small" onClick={() => setDialog({ open: true, parentId: selected.parentId, row: selected })} data-testid="${m.kebab}-edit">
                      {t('common.edit')}
                    </Button>
                  </HasPerm>
                  <HasPerm value={CODES.delete}>
                    <Button size="small" danger onClick={() => remove(selected)} data-testid="${m.kebab}-delete">
                      {t('common.delete')}
                    </Button>
                  </HasPerm>
                </Space>
              }
            >
              ${
                m.enableTable
                  ? `<ProTable<${P}View> rowKey="id" columns={columns} dataSource={children[selected.id] ?? []} search={false} options={false} pagination={false} />`
                  : `<Descriptions column={1} items={${m.camel}Details(t, selected)} />`
              }
            </Card>
          ) : (
            <Empty />
          )}
        </Col>
      </Row>
      <ModalForm<${P}Save>
        key={dialog.open ? (dialog.row?.id ?? 'new-' + dialog.parentId) : 'closed'}
        title={dialog.open && dialog.row ? t('common.edit') : t('common.add')}
        open={dialog.open}
        width={DIALOG_WIDTH}
        initialValues={dialog.open && dialog.row ? (dialog.row as Partial<${P}Save>) : {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setDialog({ open: false }) }}
        onFinish={async (values) => {
          if (!dialog.open) return false;
          try {
            if (dialog.row) await edit${P}(dialog.row.id, { ...values, parentId: dialog.row.parentId });
            else await add${P}({ ...values, parentId: dialog.parentId });
          } catch {
            return false;
          }
          void message.success(t('adminCommon.saved'));
          setDialog({ open: false });
          await reload();
          if (!children[dialog.parentId]) await load(dialog.parentId);
          return true;
        }}
      >
        {renderFormFields(${m.camel}FormFields(t${usesOptions ? ', options' : ', {}'}, dialog.open && !!dialog.row))}
      </ModalForm>
    </div>
  );
}
`;
}

/** Every file of a definition, by its path from the repository's root. */
export function renderAll(m: GenModel): Record<string, string> {
  return {
    [`apps/server/src/db/schema/${m.kebab}.ts`]: schemaFile(m),
    [`apps/server/src/modules/${m.kebab}/${m.kebab}.sql`]: sqlFile(m),
    [`packages/shared/src/contracts/${m.kebab}.ts`]: contractFile(m),
    [`packages/shared/src/schemas/${m.kebab}.ts`]: twinFile(m),
    [`apps/server/src/modules/${m.kebab}/repo.ts`]: repoFile(m),
    [`apps/server/src/modules/${m.kebab}/service.ts`]: serviceFile(m),
    [`apps/server/src/modules/${m.kebab}/routes.ts`]: routesFile(m),
    [`apps/server/src/modules/${m.kebab}/${m.kebab}.test.ts`]: testFile(m),
    [`apps/admin/src/services/${m.kebab}.ts`]: adminServiceFile(m),
    [`apps/admin/src/pages/${m.kebab}/data.tsx`]: adminDataFile(m),
    [`apps/admin/src/pages/${m.kebab}/index.tsx`]: adminPageFile(m),
  };
}
