import { ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { institutions, schoolAliases } from '../db/schema/index.ts';

/** `source` of a built-in alias the admin removed: kept so seeding does not bring it back, never matched nor listed. */
export const REMOVED_SEED = 'seed:removed';

export interface MatchableInstitution {
  id: string;
  name: string;
  formerNames: string[];
  guobiaoCode: string | null;
}

/** Same name whatever the parentheses, brackets and spaces: 中国石油大学(华东) = 中国石油大学（华东）. */
export function canonicalName(name: string): string {
  return name
    .replace(/[\s\u00a0\u3000]+/g, '')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/[[［]/g, '【')
    .replace(/[\]］]/g, '】');
}

const TRAILING_NOTE = /[（【][^（）【】]*[）】]$/;
const LEADING_NOTE = /^[（【][^（）【】]*[）】]/;
/** 秦皇岛分校, 克拉玛依校区, 医学部, 中外合作办学 after the institution's name. */
const TRAILING_UNIT = /^(.+?(?:大学|学院|）))(?:[^（）]{0,8}(?:分校|校区)|医学部|医学院|中外合作办学)$/;
/**
 * What a table cell split over lines or a scan leaves around a name: a note cut open at the end
 * (…学院（定向专), the end of a note before it (业）…), an opening bracket never closed, and
 * characters that are neither Chinese nor brackets at either end (•, CATIC, 1C, 1220…).
 */
const CUT_NOTE_END = /[（【][^（）【】]*$/;
const CUT_NOTE_START = /^[^（）【】]*[）】]/;
const LONE_OPEN_START = /^[（【](?=[^）】]*$)/;
const LONE_CLOSE_END = /^([^（【]*)[）】]$/;
const NOISE_START = /^[^\u4e00-\u9fff（【]+/;
const NOISE_END = /[^\u4e00-\u9fff）】]+$/;

/** The name without cut notes and stray characters at its ends (itself when there are none). */
function withoutDebris(name: string): string {
  let current = name;
  for (;;) {
    const next = current
      .replace(NOISE_START, '')
      .replace(NOISE_END, '')
      .replace(LONE_CLOSE_END, '$1')
      .replace(CUT_NOTE_START, '')
      .replace(LONE_OPEN_START, '')
      .replace(CUT_NOTE_END, '');
    if (next === current || !next) return current;
    current = next;
  }
}

/**
 * The names to try for one published school name, most specific first: the name itself, then
 * without each trailing note in parentheses ((威海), (珠海校区), [民办], (地方专项), (保定市)),
 * a leading one ((民办)…), and a campus, branch or medical-school suffix. Exact names are tried
 * first, so 中国石油大学(华东) matches itself before 中国石油大学 is ever tried. A name with debris
 * at its ends (see withoutDebris) is tried without it after itself.
 */
export function nameCandidates(name: string): string[] {
  let current = canonicalName(name);
  const out = [current];
  for (;;) {
    const next =
      current.replace(TRAILING_NOTE, '') !== current
        ? current.replace(TRAILING_NOTE, '')
        : current.replace(LEADING_NOTE, '') !== current
          ? current.replace(LEADING_NOTE, '')
          : withoutDebris(current) !== current
            ? withoutDebris(current)
            : (TRAILING_UNIT.exec(current)?.[1] ?? current);
    if (!next || next === current) return out;
    out.push(next);
    current = next;
  }
}

const AMBIGUOUS = '';
const TRUNCATED_MIN = 8;
const TRUNCATED_MAX_MISSING = 2;

/**
 * Matches the school names of admission lines to institution ids: by the national 院校代码 when
 * the source gives it (广东's files), else by exact name, former name, alias (school_alias), then the name without
 * campus and branch notes. Names are national (no two institutions share one), so the province
 * does not take part; a name cut short is completed only when one institution fits. Built once
 * per import from the institution table; answers are cached.
 */
export class InstitutionMatcher {
  private readonly byName = new Map<string, string>();
  private readonly byFormerName = new Map<string, string>();
  private readonly byCode = new Map<string, string>();
  private readonly byAlias = new Map<string, string>();
  private readonly cache = new Map<string, string | null>();

  constructor(rows: readonly MatchableInstitution[], aliases: readonly { alias: string; institutionId: string }[] = []) {
    const add = (map: Map<string, string>, key: string, id: string) => {
      const had = map.get(key);
      map.set(key, had === undefined || had === id ? id : AMBIGUOUS);
    };
    for (const r of rows) {
      add(this.byName, canonicalName(r.name), r.id);
      for (const former of r.formerNames) add(this.byFormerName, canonicalName(former), r.id);
      if (r.guobiaoCode) this.byCode.set(r.guobiaoCode, r.id);
    }
    for (const a of aliases) this.byAlias.set(canonicalName(a.alias), a.institutionId);
  }

  /** The catalog's names and, unless `aliases: false`, the alias table (short, former and campus names). */
  static async load(db: Db, opts: { aliases?: boolean } = {}): Promise<InstitutionMatcher> {
    const rows = await db
      .select({
        id: institutions.id,
        name: institutions.name,
        formerNames: institutions.formerNames,
        guobiaoCode: institutions.guobiaoCode,
      })
      .from(institutions);
    const aliases =
      opts.aliases === false
        ? []
        : await db
            .select({ alias: schoolAliases.alias, institutionId: schoolAliases.institutionId })
            .from(schoolAliases)
            .where(ne(schoolAliases.source, REMOVED_SEED));
    return new InstitutionMatcher(rows, aliases);
  }

  get size(): number {
    return this.byName.size;
  }

  /** The institution's id, or null when nothing (or more than one institution) matches. */
  match(schoolName: string, guobiaoCode?: string | null): string | null {
    if (guobiaoCode) {
      const id = this.byCode.get(guobiaoCode);
      if (id) return id;
    }
    const cached = this.cache.get(schoolName);
    if (cached !== undefined) return cached;
    let found: string | null | undefined;
    for (const candidate of nameCandidates(schoolName)) {
      const id = this.byName.get(candidate) ?? this.byFormerName.get(candidate) ?? this.byAlias.get(candidate);
      if (id !== undefined) {
        found = id || null;
        break;
      }
    }
    found ??= this.matchTruncated(canonicalName(schoolName));
    this.cache.set(schoolName, found);
    return found;
  }

  /**
   * A name cut short by a table column (重庆水利电力职业技术学 for …学院): at least 8 characters,
   * at most 2 missing, and only one institution whose name goes on from there.
   */
  private matchTruncated(name: string): string | null {
    if (name.length < TRUNCATED_MIN) return null;
    const ids = new Set<string>();
    for (const [full, id] of this.byName) {
      if (full.length > name.length && full.length <= name.length + TRUNCATED_MAX_MISSING && full.startsWith(name)) ids.add(id);
    }
    return ids.size === 1 ? [...ids][0] || null : null;
  }
}
