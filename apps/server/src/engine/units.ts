import type { FillType, UnitMajor } from '@zhiyuan/shared';
import { batchNumber, mappedSubject, normalizeSubject } from './batches.ts';
import { parseElective, type ElectiveRequirement } from './electives.ts';
import { cachedGroupKey } from '../lib/group-code.ts';

/** One published admission line, as the index reads it from admission_record (or a test builds it). */
export interface LineRecord {
  year: number;
  subjectType: string;
  batch: string;
  level: 'institution' | 'group' | 'major' | 'plan';
  schoolId: string | null;
  schoolName: string;
  schoolCode: string | null;
  groupCode: string | null;
  /** The group's linking key (lib/group-code.ts) as stored; computed from groupCode when absent. */
  groupKey?: string | null;
  majorName: string | null;
  majorCode: string | null;
  electiveRequirement: string | null;
  minScore: number | null;
  minRank: number | null;
  /** Set when the published min score (`580及以上`) or the rank is a bound, not the cut-off itself. */
  minScoreBound?: 'atLeast' | 'atMost' | null;
  minRankBound?: 'atLeast' | 'atMost' | null;
  rankDerived: boolean;
  planCount: number | null;
  tuition: string | null;
  official: boolean;
  sourceQuality: string;
}

/**
 * A line whose score or rank is a bound (`580及以上`: the cut-off was 580 or better) is no
 * cut-off: it is left out of the units' history, so it is never fitted, shown or back-tested as
 * one (a censored fit is engine/probability.ts's to add).
 */
export const isBoundLine = (r: Pick<LineRecord, 'minScoreBound' | 'minRankBound'>) => Boolean(r.minScoreBound || r.minRankBound);

/** A unit's line in one year. */
export interface YearLine {
  year: number;
  /** As published (理科 for a mapped year). */
  subjectType: string;
  minScore: number | null;
  minRank: number | null;
  rankDerived: boolean;
  planCount: number | null;
  official: boolean;
  sourceQuality: string;
  mapped: boolean;
  /** Linked from an older year whose group had a different make-up (majors overlap under one half). */
  changed?: boolean;
  /** Linked through the major's name without its campus/programme note (航海技术(海滨) ≡ 航海技术). */
  stemLinked?: boolean;
}

export interface EngineUnit {
  key: string;
  schoolId: string | null;
  schoolName: string;
  schoolCode: string | null;
  groupCode: string | null;
  majorName: string | null;
  majorCode: string | null;
  majors: UnitMajor[];
  electiveRaw: string | null;
  elective: ElectiveRequirement;
  tuition: number | null;
  /** One per year, newest first. */
  lines: YearLine[];
}

export interface UnitPool {
  subjectType: string;
  batch: number;
  /** Data batch names seen. */
  batchNames: string[];
  /** Years with lines, newest first. */
  years: number[];
  units: EngineUnit[];
}

export const poolKey = (subjectType: string, batch: number) => `${subjectType}|${batch}`;

const normName = (s: string) => s.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')');
/**
 * Notes that make a different programme with its own cut-off (中外合作, 定向, 预科 …): kept in the
 * linking name. Other trailing notes (a campus, a direction, a class name) are dropped.
 */
const PROGRAMME_NOTE = /合作|中外|联合|定向|专项|预科|民族|收费|学费|双学位|贯通|本硕|本博|硕博|校企|国际|实验班|试验班|强基|师范|公费|免费|订单/;
/** A major's name for linking years: without trailing campus notes ("航海技术(海滨)" → "航海技术"). */
export const stemName = (s: string) => {
  let name = normName(s);
  for (;;) {
    const m = /(\([^()]*\)|\[[^[\]]*\])$/.exec(name);
    if (!m || PROGRAMME_NOTE.test(m[0]) || m.index === 0) return name;
    name = name.slice(0, m.index);
  }
};

/** "5760", "5760元/年", "4.5万" → yuan per year; ranges take the highest. */
export function parseTuition(text: string | null): number | null {
  if (!text) return null;
  const nums = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(万)?/g)].map((m) => Number(m[1]) * (m[2] ? 10000 : 1)).filter((n) => n >= 100 && n <= 500000);
  return nums.length ? Math.max(...nums) : null;
}

function lineOf(r: LineRecord, mapped: boolean): YearLine {
  return {
    year: r.year,
    subjectType: r.subjectType,
    minScore: r.minScore,
    minRank: r.minRank,
    rankDerived: r.rankDerived,
    planCount: r.planCount,
    official: r.official,
    sourceQuality: r.sourceQuality,
    mapped,
  };
}

/** The worse (easier) of two lines of the same unit and year: the unit's line is its lowest admitted student. */
function worse(a: YearLine, b: YearLine): YearLine {
  if (a.minRank !== null && b.minRank !== null) return a.minRank >= b.minRank ? a : b;
  if (a.minRank !== null) return a;
  if (b.minRank !== null) return b;
  return (a.minScore ?? Infinity) <= (b.minScore ?? Infinity) ? a : b;
}

interface Tagged {
  r: LineRecord;
  subjectType: string;
  batch: number;
  mapped: boolean;
}

/**
 * Builds the recommendable units of one province, per (subject type, batch): for fillType 2 one
 * unit per school + major; for fillType 1/3 one per 院校专业组 (from group lines, else from its
 * major lines: the group's line is its lowest major), or per school where no groups exist.
 * A unit is what the school offers in its latest year; older years are linked by group code when
 * the majors overlap, else by the group with the most majors in common.
 */
export function buildPools(records: Iterable<LineRecord>, cfg: { fillType: FillType; examMode: number; reformYear?: number }): Map<string, UnitPool> {
  const byPool = new Map<string, { tagged: Tagged[]; names: Set<string> }>();
  for (const r of records) {
    if (r.level === 'plan' || (r.minScore === null && r.minRank === null) || isBoundLine(r)) continue;
    const subject = normalizeSubject(r.subjectType);
    const batch = batchNumber(r.batch);
    if (!subject || batch === null) continue;
    const { subjectType, mapped } = mappedSubject(subject, cfg.examMode);
    const key = poolKey(subjectType, batch);
    let pool = byPool.get(key);
    if (!pool) byPool.set(key, (pool = { tagged: [], names: new Set() }));
    // A year before the province's new gaokao is a stand-in whatever its label says.
    pool.tagged.push({ r, subjectType, batch, mapped: mapped || (cfg.reformYear !== undefined && r.year < cfg.reformYear) });
    pool.names.add(r.batch);
  }
  const out = new Map<string, UnitPool>();
  for (const [key, { tagged, names }] of byPool) {
    const [subjectType, batch] = key.split('|');
    const units = cfg.fillType === 2 ? majorUnits(tagged) : groupUnits(tagged);
    if (!units.length) continue;
    const years = [...new Set(units.flatMap((u) => u.lines.map((l) => l.year)))].sort((a, b) => b - a);
    out.set(key, { subjectType, batch: Number(batch), batchNames: [...names].sort(), years, units });
  }
  return out;
}

function majorOf(r: LineRecord): UnitMajor {
  return {
    name: r.majorName ?? '',
    code: r.majorCode,
    year: r.year,
    minScore: r.minScore,
    minRank: r.minRank,
    electiveRequirement: r.electiveRequirement,
    planCount: r.planCount,
    tuition: parseTuition(r.tuition),
  };
}

function majorUnits(tagged: Tagged[]): EngineUnit[] {
  const bySchool = new Map<string, Map<string, Map<number, { line: YearLine; r: LineRecord }>>>();
  for (const { r, mapped } of tagged) {
    if (r.level !== 'major' || !r.majorName) continue;
    const school = normName(r.schoolName);
    const major = normName(r.majorName);
    let majors = bySchool.get(school);
    if (!majors) bySchool.set(school, (majors = new Map()));
    let years = majors.get(major);
    if (!years) majors.set(major, (years = new Map()));
    const line = lineOf(r, mapped);
    const prev = years.get(r.year);
    if (!prev || worse(prev.line, line) === line) years.set(r.year, { line, r });
  }
  const units: EngineUnit[] = [];
  for (const majors of bySchool.values()) {
    const byStem = new Map<string, string[]>();
    for (const name of majors.keys()) {
      const stem = stemName(name);
      byStem.set(stem, [...(byStem.get(stem) ?? []), name]);
    }
    for (const [name, own] of majors) {
      const years = new Map(own);
      const latestYear = Math.max(...years.keys());
      // A year without a line under this exact name takes the line of the one name sharing its stem.
      const kin = (byStem.get(stemName(name)) ?? []).filter((k) => k !== name);
      if (kin.length) {
        const other = new Map<number, { line: YearLine; r: LineRecord }[]>();
        for (const k of kin) for (const [y, v] of majors.get(k)!) other.set(y, [...(other.get(y) ?? []), v]);
        for (const [y, list] of other)
          if (y < latestYear && !years.has(y) && list.length === 1) years.set(y, { line: { ...list[0].line, stemLinked: true }, r: list[0].r });
      }
      const sorted = [...years.values()].sort((a, b) => b.line.year - a.line.year);
      const latest = sorted[0].r;
      units.push({
        key: `${latest.schoolCode ?? latest.schoolName}||${latest.majorName}`,
        schoolId: latest.schoolId,
        schoolName: latest.schoolName,
        schoolCode: latest.schoolCode,
        groupCode: latest.groupCode,
        majorName: latest.majorName,
        majorCode: latest.majorCode,
        majors: [majorOf(latest)],
        electiveRaw: latest.electiveRequirement,
        elective: parseElective(latest.electiveRequirement),
        tuition: parseTuition(latest.tuition),
        lines: sorted.map((s) => s.line),
      });
    }
  }
  return units;
}

interface GroupYear {
  year: number;
  line: YearLine | null;
  majors: LineRecord[];
  record: LineRecord;
}

function groupUnits(tagged: Tagged[]): EngineUnit[] {
  // school → year → group key ('' for a school-level line) → the group's line and majors. The key,
  // not the published code, links the years: `01` and `复旦大学(01)` are one group.
  const bySchool = new Map<string, Map<number, Map<string, GroupYear>>>();
  const slot = (r: LineRecord) => {
    const school = normName(r.schoolName);
    let years = bySchool.get(school);
    if (!years) bySchool.set(school, (years = new Map()));
    let groups = years.get(r.year);
    if (!groups) years.set(r.year, (groups = new Map()));
    const code = r.level === 'institution' ? '' : (r.groupKey ?? cachedGroupKey(r.groupCode) ?? '');
    let g = groups.get(code);
    if (!g) groups.set(code, (g = { year: r.year, line: null, majors: [], record: r }));
    return g;
  };
  // Published group (or school) lines win; otherwise the group's line is its lowest major.
  const mappedOf = new Map<LineRecord, boolean>();
  for (const { r, mapped } of tagged) {
    const g = slot(r);
    mappedOf.set(r, mapped);
    if (r.level === 'major') {
      g.majors.push(r);
      continue;
    }
    const line = lineOf(r, mapped);
    g.line = g.line ? worse(g.line, line) : line;
    g.record = r;
  }
  for (const years of bySchool.values()) {
    for (const groups of years.values()) {
      for (const g of groups.values()) {
        if (g.line || !g.majors.length) continue;
        let agg: YearLine | null = null;
        let plan: number | null = null;
        for (const m of g.majors) {
          const line = lineOf(m, mappedOf.get(m) ?? false);
          agg = agg ? worse(agg, line) : line;
          if (m.planCount !== null) plan = (plan ?? 0) + m.planCount;
        }
        g.line = {
          ...agg!,
          planCount: plan,
          official: g.majors.every((m) => m.official),
          rankDerived: g.majors.some((m) => m.rankDerived && m.minRank === agg!.minRank),
        };
        g.record = g.majors.find((m) => m.electiveRequirement) ?? g.majors[0];
      }
    }
  }

  const units: EngineUnit[] = [];
  for (const years of bySchool.values()) {
    const order = [...years.keys()].sort((a, b) => b - a);
    const latestYear = order[0];
    const latest = years.get(latestYear)!;
    const hasGroups = [...latest.keys()].some((k) => k !== '');
    for (const [code, g] of latest) {
      if (code === '' && hasGroups) continue; // the school's own line when its groups are known: groups win
      if (!g.line) continue;
      const names = new Set(g.majors.map((m) => stemName(m.majorName ?? '')));
      const lines: YearLine[] = [g.line];
      for (const year of order.slice(1)) {
        const prev = years.get(year)!;
        const match = linkGroup(code, names, prev);
        if (match?.group.line) lines.push(match.changed ? { ...match.group.line, changed: true } : match.group.line);
      }
      const r = g.record;
      // Shown and keyed as the latest year published it (a unit's key stays what it was before keys).
      const published = code ? (r.groupCode ?? code) : '';
      const majorRows = new Map<string, LineRecord>();
      for (const m of g.majors) {
        const k = normName(m.majorName ?? '');
        const seen = majorRows.get(k);
        if (!seen || (m.minRank ?? 0) > (seen.minRank ?? 0)) majorRows.set(k, m);
      }
      const majors = [...majorRows.values()].sort((a, b) => (a.minRank ?? Infinity) - (b.minRank ?? Infinity)).map(majorOf);
      const elective = r.electiveRequirement ?? g.majors.find((m) => m.electiveRequirement)?.electiveRequirement ?? null;
      const tuitions = majors.map((m) => m.tuition).filter((t): t is number => t !== null);
      const ownTuition = parseTuition(r.tuition);
      units.push({
        key: `${r.schoolCode ?? r.schoolName}|${published}|`,
        schoolId: r.schoolId,
        schoolName: r.schoolName,
        schoolCode: r.schoolCode,
        groupCode: published || null,
        majorName: null,
        majorCode: null,
        majors,
        electiveRaw: elective,
        elective: parseElective(elective),
        tuition: tuitions.length ? Math.max(...tuitions) : ownTuition,
        lines,
      });
    }
  }
  return units;
}

/** Majors overlap (Jaccard) under which a linked group counts as changed in make-up. */
export const CHANGED_OVERLAP = 0.5;

/**
 * The same group in an older year: same code with overlapping majors, else the best overlap
 * (names compared without campus/programme notes). `changed` when the make-up differs (overlap
 * under CHANGED_OVERLAP): the fit widens σ and says so rather than carry the old line over silently.
 */
function linkGroup(code: string, names: Set<string>, prev: Map<string, GroupYear>): { group: GroupYear; changed: boolean } | null {
  const found = linkGroupBy(code, names, prev);
  if (!found) return null;
  return { group: found.group, changed: found.overlap !== null && found.overlap < CHANGED_OVERLAP };
}

function linkGroupBy(code: string, names: Set<string>, prev: Map<string, GroupYear>): { group: GroupYear; overlap: number | null } | null {
  const overlap = (g: GroupYear) => {
    if (!names.size || !g.majors.length) return null;
    const other = new Set(g.majors.map((m) => stemName(m.majorName ?? '')));
    let common = 0;
    for (const n of names) if (other.has(n)) common++;
    return common / (names.size + other.size - common);
  };
  const same = prev.get(code);
  if (same) {
    const o = overlap(same);
    if (o === null || o >= 0.2) return { group: same, overlap: o };
  }
  let best: GroupYear | null = null;
  let bestScore = 0.34;
  for (const [c, g] of prev) {
    if (c === '') continue;
    const o = overlap(g);
    if (o !== null && o >= bestScore) {
      best = g;
      bestScore = o;
    }
  }
  if (best) return { group: best, overlap: bestScore };
  // A school with a single line in both years (no groups, or one group each) is the same unit.
  if (code === '' && prev.has('')) return { group: prev.get('')!, overlap: null };
  return null;
}
