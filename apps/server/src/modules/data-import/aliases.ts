import path from 'node:path';
import {
  formatDateTime,
  type AliasFileReport,
  type AliasRefusal,
  type NameSuggestions,
  type Page,
  type SchoolAliasAdded,
  type SchoolAliasRemoved,
  type SchoolAliasKind,
  type SchoolAliasView,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { pageOf, type PageInput } from '../../lib/schema.ts';
import { readXlsxSheets, XLSX_LIMITS } from '../../lib/xlsx-read.ts';
import { csvCells } from '../../data/import-format.ts';
import { canonicalName, InstitutionMatcher } from '../../data/matcher.ts';
import { ALIAS_KINDS, seedSchoolAliases, type AliasKind } from '../../data/school-aliases.ts';
import { UNMATCHABLE, type UnmatchableReason } from '../../data/school-alias-list.ts';
import { aliasKindFor, coreName, SchoolSuggester } from '../../data/school-suggest.ts';
import { dataChanged } from '../../lib/data-changed.ts';
import {
  aliasCount,
  aliasPage,
  catalogNames,
  deleteAlias,
  hideSeedAlias,
  insertAliasRows,
  liveAliasesIn,
  setInstitutionOfUnmatched,
  unmatchedSchoolNames,
} from './aliases-repo.ts';

/** Longest alias taken (the single add's limit too). */
export const ALIAS_MAX_LENGTH = 50;
/** Rows of one alias file at most. */
export const ALIAS_FILE_MAX_ROWS = 20_000;
/** Refused rows listed one by one in a report (all are counted by reason). */
const REFUSED_LISTED = 500;
/** Names whose suggestions one call asks for at most (a page of the admin's table). */
export const SUGGEST_MAX_NAMES = 100;

/** Column names an alias file may use (the template's, or the Chinese headings). */
const COLUMNS = {
  alias: ['alias', '别名'],
  institution: ['institution', '院校', '院校代码或名称'],
  kind: ['kind', '类型'],
} as const;

/** 简称 / 曾用名 … as well as short / former …: the kind of one row, or null when it is none of them. */
const KIND_WORDS: Record<string, AliasKind> = { 简称: 'short', 曾用名: 'former', 校区: 'campus', '校区/学部': 'campus', 学部: 'campus', 其他: 'other' };
function kindOf(value: string): AliasKind | null {
  const v = value.trim();
  return (ALIAS_KINDS as readonly string[]).includes(v) ? (v as AliasKind) : (KIND_WORDS[v] ?? null);
}

export interface AliasFileRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  alias: string;
  institution: string;
  kind: string;
}

/**
 * The rows of an alias file: CSV, or the first sheet of an xlsx workbook (read by lib/xlsx-read.ts,
 * bounded, in a worker). The header row names the columns alias, institution and optionally kind
 * (or 别名, 院校, 类型), in any order. A file that is not one is a 400 naming why.
 */
export async function readAliasFile(name: string, content: Buffer): Promise<{ file: string; rows: AliasFileRow[] }> {
  const file = path.basename(name || '');
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.xlsx') throw new AppError(400, 'uploadBadType', { name: file || '?' });
  let cells: string[][];
  try {
    cells = ext === '.csv' ? csvCells(content) : ((await readXlsxSheets(content, XLSX_LIMITS.dataImportMb))[0]?.cells ?? []);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'aliasFileUnreadable', { name: file });
  }
  const header = (cells[0] ?? []).map((c) =>
    String(c ?? '')
      .replace(/^\uFEFF/, '')
      .trim(),
  );
  const at = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const columns = { alias: at(COLUMNS.alias), institution: at(COLUMNS.institution), kind: at(COLUMNS.kind) };
  const missing = (['alias', 'institution'] as const).filter((c) => columns[c] < 0);
  if (missing.length) throw new AppError(400, 'aliasFileColumns', { columns: missing.join(', ') });
  const cell = (r: string[], i: number) => (i < 0 ? '' : String(r[i] ?? '').trim());
  const rows: AliasFileRow[] = [];
  cells.slice(1).forEach((r, i) => {
    if (!r.some((c) => String(c ?? '').trim())) return;
    rows.push({ row: i + 2, alias: cell(r, columns.alias), institution: cell(r, columns.institution), kind: cell(r, columns.kind) });
  });
  if (!rows.length) throw new AppError(400, 'aliasFileEmpty');
  if (rows.length > ALIAS_FILE_MAX_ROWS) throw new AppError(400, 'aliasFileTooManyRows', { max: ALIAS_FILE_MAX_ROWS });
  return { file, rows };
}

interface CatalogEntry {
  id: string;
  name: string;
  formerNames: string[];
}

/** The catalog by 学校标识码, 院校代码 and name; the names (and former names) an alias may not be. */
async function catalogIndex(db: Db) {
  const rows = await catalogNames(db);
  const byKey = new Map<string, CatalogEntry>();
  const ownNames = new Set<string>();
  for (const r of rows) {
    const entry = { id: r.id, name: r.name, formerNames: r.formerNames };
    if (r.schoolCode) byKey.set(r.schoolCode, entry);
    if (r.guobiaoCode) byKey.set(r.guobiaoCode, entry);
    byKey.set(canonicalName(r.name), entry);
    ownNames.add(canonicalName(r.name));
    for (const f of r.formerNames) ownNames.add(canonicalName(f));
  }
  /** An institution by its 10-digit or 5-digit code, or its catalog name. */
  const find = (value: string) => byKey.get(/^\d{5}(\d{5})?$/.test(value) ? value : canonicalName(value));
  return { find, ownNames };
}

/** The stored aliases (not the removed seeds) → their institution. */
async function storedAliases(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await liveAliasesIn(db, keys.slice(i, i + 1000));
    for (const r of rows) out.set(r.alias, r.institutionId);
  }
  return out;
}

/**
 * Matches again the stored admission rows that have no institution, with the aliases as they are
 * now: one pass over their distinct names, an UPDATE per name that now matches. Returns the rows
 * that got an institution.
 */
export async function rematchUnmatched(db: Db): Promise<number> {
  const names = await unmatchedSchoolNames(db);
  if (!names.length) return 0;
  const matcher = await InstitutionMatcher.load(db);
  let updated = 0;
  for (const { schoolName } of names) {
    const id = matcher.match(schoolName);
    if (!id) continue;
    updated += await setInstitutionOfUnmatched(db, schoolName, id);
  }
  if (updated) dataChanged();
  return updated;
}

/** Inserts aliases; one that only a removed seed held takes its place. */
async function insertAliases(db: Db, rows: { alias: string; institutionId: string; kind: AliasKind; source: string }[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 500) {
    added += await insertAliasRows(db, rows.slice(i, i + 500));
  }
  return added;
}

const UNMATCHABLE_BY_NAME = new Map<string, UnmatchableReason>(UNMATCHABLE.map(([name, reason]) => [canonicalName(name), reason]));

const aliasView = (r: {
  alias: string;
  institutionId: string;
  institutionName: string | null;
  kind: SchoolAliasKind;
  source: string;
  createdAt: Date;
}): SchoolAliasView => ({
  alias: r.alias,
  institutionId: r.institutionId,
  institutionName: r.institutionName,
  kind: r.kind,
  source: r.source,
  createdAt: formatDateTime(r.createdAt),
});

/** 院校别名: the alias table the importer's matcher reads, listed and extended by the admin (one by one, from a file, or from a suggestion). */
export function aliasService(db: Db) {
  /** The rows of a file checked against the catalog, the table and each other. */
  async function review(rows: readonly AliasFileRow[]) {
    const { find, ownNames } = await catalogIndex(db);
    const stored = await storedAliases(db, [...new Set(rows.map((r) => canonicalName(r.alias)).filter(Boolean))]);
    const seen = new Set<string>();
    const accepted: { alias: string; institutionId: string; kind: AliasKind }[] = [];
    const refused: AliasFileReport['refusedRows'] = [];
    let unchanged = 0;
    for (const r of rows) {
      const alias = canonicalName(r.alias);
      const institution = r.institution ? find(r.institution) : undefined;
      const kind = r.kind ? kindOf(r.kind) : institution ? aliasKindFor(alias, institution.name, institution.formerNames) : null;
      const reason: AliasRefusal | null = !alias
        ? 'missing alias'
        : !r.institution
          ? 'missing institution'
          : alias.length > ALIAS_MAX_LENGTH
            ? 'alias too long'
            : !institution
              ? 'unknown institution'
              : !kind
                ? 'bad kind'
                : ownNames.has(alias)
                  ? 'alias is an institution name'
                  : seen.has(alias)
                    ? 'duplicate in file'
                    : stored.has(alias) && stored.get(alias) !== institution.id
                      ? 'alias points elsewhere'
                      : null;
      if (reason) {
        refused.push({ row: r.row, alias: r.alias, institution: r.institution, reason });
        continue;
      }
      seen.add(alias);
      if (stored.has(alias)) unchanged++;
      else accepted.push({ alias, institutionId: institution!.id, kind: kind! });
    }
    return { accepted, refused, unchanged };
  }

  function reportOf(file: string, dryRun: boolean, rows: readonly AliasFileRow[], r: Awaited<ReturnType<typeof review>>, added: number): AliasFileReport {
    const refusedByReason: AliasFileReport['refusedByReason'] = {};
    for (const x of r.refused) refusedByReason[x.reason] = (refusedByReason[x.reason] ?? 0) + 1;
    return {
      file,
      dryRun,
      read: rows.length,
      added,
      unchanged: r.unchanged,
      refused: r.refused.length,
      refusedByReason,
      refusedRows: r.refused.slice(0, REFUSED_LISTED),
    };
  }

  return {
    async list(query: PageInput & { keyword?: string }): Promise<Page<SchoolAliasView>> {
      await seedSchoolAliases(db);
      const [rows, total] = await Promise.all([
        aliasPage(db, query.keyword, query.pageSize, (query.pageNumber - 1) * query.pageSize),
        aliasCount(db, query.keyword),
      ]);
      return pageOf(rows.map(aliasView), total, query);
    },

    /**
     * One alias for an institution named as in the catalog or by its code; without a kind, the
     * likely one (school-suggest.ts aliasKindFor). Stored rows without an institution are matched
     * again at once (rematched).
     */
    async add(input: { alias: string; institutionName: string; kind?: AliasKind }, username: string): Promise<SchoolAliasAdded> {
      await seedSchoolAliases(db);
      const alias = canonicalName(input.alias);
      const { find, ownNames } = await catalogIndex(db);
      const institution = find(input.institutionName);
      if (!institution) throw fieldError('institutionName', 'aliasInstitutionNotFound', { name: input.institutionName });
      if (ownNames.has(alias)) throw fieldError('alias', canonicalName(institution.name) === alias ? 'aliasSameAsName' : 'aliasIsInstitutionName');
      const kind = input.kind ?? aliasKindFor(alias, institution.name, institution.formerNames);
      const added = await insertAliases(db, [{ alias, institutionId: institution.id, kind, source: `admin:${username}` }]);
      if (!added) throw fieldError('alias', 'aliasExists', { alias });
      return { alias, institutionId: institution.id, institutionName: institution.name, kind, rematched: await rematchUnmatched(db) };
    },

    async remove(alias: string): Promise<SchoolAliasRemoved> {
      const key = canonicalName(alias);
      // A built-in alias is kept as removed, so that seeding never brings it back.
      const hidden = await hideSeedAlias(db, key);
      const gone = hidden.length ? hidden : await deleteAlias(db, key);
      if (!gone.length) throw new AppError(404, 'aliasNotFound');
      return { alias: gone[0].alias };
    },

    /** Dry run of an alias file: what a commit would add, what is there already, each refused row with its reason. Nothing is written. */
    async fileDryRun(name: string, content: Buffer): Promise<AliasFileReport> {
      await seedSchoolAliases(db);
      const { file, rows } = await readAliasFile(name, content);
      const r = await review(rows);
      return reportOf(file, true, rows, r, r.accepted.length);
    },

    /** Adds the file's acceptable aliases (as the dry run reports them), then matches stored rows without an institution again. */
    async fileCommit(name: string, content: Buffer, username: string): Promise<AliasFileReport> {
      await seedSchoolAliases(db);
      const { file, rows } = await readAliasFile(name, content);
      const r = await review(rows);
      const added = await insertAliases(
        db,
        r.accepted.map((a) => ({ ...a, source: `admin:${username}` })),
      );
      return { ...reportOf(file, false, rows, r, added), rematched: await rematchUnmatched(db) };
    },

    /** For each unmatched name: the three closest institutions (same province first among near ties) and, when known, why it matches none. */
    async suggest(names: readonly { province: string; schoolName: string }[]): Promise<NameSuggestions[]> {
      const suggester = await SchoolSuggester.load(db);
      return suggestionsFor(suggester, names);
    },
  };
}

/** Suggestions for a list of unmatched names, with the built-in list's reason where it has one. */
export function suggestionsFor(suggester: SchoolSuggester, names: readonly { province: string; schoolName: string }[]): NameSuggestions[] {
  return names.map((n) => ({
    province: n.province,
    schoolName: n.schoolName,
    suggestions: suggester.suggest(n.schoolName, n.province),
    unmatchable: UNMATCHABLE_BY_NAME.get(coreName(n.schoolName)) ?? null,
  }));
}
