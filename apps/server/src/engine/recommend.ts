import type {
  DataMode,
  ElectiveSubject,
  FillType,
  ProvinceConfig,
  RecommendFilters,
  RecommendResult,
  RecommendSort,
  RecommendUnit,
  StudentPosition,
  Tier,
  UnitYear,
} from '@zhiyuan/shared';
import { filingSeason, NEW_GAOKAO_FIRST_YEAR, TIER_THRESHOLDS, TIERS } from '@zhiyuan/shared';
import { mappedSubject, normalizeSubject } from './batches.ts';
import { impliedSubjects, mayMeetElective, meetsElective } from './electives.ts';
import { explainUnit, note, type EngineLang } from './explain.ts';
import { chance, DEFAULT_PARAMS, fitUnit, rankFloor, tierOf, zAtLeast, type ModelParams, type UnitFit } from './probability.ts';
import { RankScale, type RankRowInput } from './rank-scale.ts';
import { buildPools, poolKey, type EngineUnit, type LineRecord, type UnitPool } from './units.ts';
import { PlanIndex } from './plans.ts';

/** What the filters need to know about a school (from the institution table). */
export interface SchoolInfo {
  /** Short province name where the school is. */
  region: string | null;
  city: string | null;
  level: string | null;
  type: string | null;
  tags: string[];
  isPrivate: boolean;
  is985: boolean;
  is211: boolean;
  isDoubleFirstClass: boolean;
}

export interface RankTableInput {
  year: number;
  subjectType: string;
  rows: RankRowInput[];
}

export interface ProvinceIndexInput {
  config: ProvinceConfig;
  records: Iterable<LineRecord>;
  rankTables: RankTableInput[];
  /** By institution id. */
  schools: ReadonlyMap<string, SchoolInfo>;
  /** Major name → 专业类 and 门类 names (catalog). */
  majorClasses: ReadonlyMap<string, { className: string | null; categoryName: string | null }>;
  dataMode: DataMode;
  params?: ModelParams;
  /** The coming filing season (高考 year); `filingSeason()` of the clock when not given. */
  season?: number;
}

interface Entry {
  unit: EngineUnit;
  fit: UnitFit;
  school: SchoolInfo | null;
  categories: string[];
  search: string;
}

interface Prepared {
  pool: UnitPool;
  /** Sorted by expected rank (best first): the index order is the tie-break of every sort. */
  entries: Entry[];
  floor: number;
  targetCohort: number | null;
  dataYears: number[];
  /** Per entry, flat for the hot loop: ln r̄, 1/σ, elite cap (bit 1) and thin data (bit 2), latest min score. */
  logCenter: Float64Array;
  inverseSigma: Float64Array;
  elite: Uint8Array;
  latestScore: Float64Array;
  hasMapped: boolean;
  hasThirdParty: boolean;
  /** Schools behind the entries (units name their school even without a national match). */
  schoolCount: number;
  /** Elective pass masks per subject selection (or per subject type without one). */
  electiveMasks: Map<string, Uint8Array>;
  /** Scratch buffers reused by every request (recommend() is synchronous, so never shared between two). */
  keys: Float64Array;
  /** Per entry: its place for this request, the tier's index in TIERS, or APART. */
  tiers: Uint8Array;
}

export class EngineError extends Error {
  constructor(readonly reason: 'noRankTable' | 'noSubjectType' | 'badSubjectType') {
    super(reason);
  }
}

/** Everything the engine needs about one province, in memory: units per subject type/batch and rank tables. */
export class ProvinceIndex {
  readonly config: ProvinceConfig;
  readonly pools: Map<string, UnitPool>;
  readonly dataMode: DataMode;
  readonly params: ModelParams;
  /** The coming filing season: no default year is earlier. */
  readonly season: number;
  /** 招生计划 rows (level 'plan') of the records, for each unit's plan of the filing year. */
  readonly plans: PlanIndex;
  private readonly scales = new Map<string, RankScale>();
  /** tableYears, per subject type. */
  private readonly yearsOf = new Map<string, readonly number[]>();
  private readonly schools: ReadonlyMap<string, SchoolInfo>;
  private readonly majorClasses: ProvinceIndexInput['majorClasses'];
  private readonly prepared = new Map<string, Prepared>();
  /** Per pool: units per school (made once per pool, for plans of groups known only by their line). */
  private readonly schoolUnits = new Map<string, Map<string, number>>();

  constructor(input: ProvinceIndexInput) {
    this.config = input.config;
    this.dataMode = input.dataMode;
    this.params = input.params ?? DEFAULT_PARAMS;
    this.season = input.season ?? filingSeason();
    this.schools = input.schools;
    this.majorClasses = input.majorClasses;
    const records = Array.isArray(input.records) ? (input.records as LineRecord[]) : [...input.records];
    this.pools = buildPools(records, {
      fillType: input.config.fillType,
      examMode: input.config.type,
      reformYear: NEW_GAOKAO_FIRST_YEAR[input.config.province],
    });
    this.plans = new PlanIndex(records, input.config.type);
    for (const t of input.rankTables) {
      const subject = normalizeSubject(t.subjectType);
      if (!subject || !t.rows.length) continue;
      const { subjectType, mapped } = mappedSubject(subject, input.config.type);
      const key = `${t.year}|${subjectType}`;
      // A reformed year's own table beats a mapped 文/理 one.
      if (mapped && this.scales.has(key)) continue;
      try {
        this.scales.set(key, new RankScale(t.rows));
      } catch {
        /* an empty or broken table is no table */
      }
    }
  }

  get unitCount(): number {
    let n = 0;
    for (const p of this.pools.values()) n += p.units.length;
    return n;
  }

  scale(year: number, subjectType: string): RankScale | null {
    return this.scales.get(`${year}|${subjectType}`) ?? null;
  }

  /** Years with a rank table for the subject type, newest first (read-only; made once per subject type). */
  tableYears(subjectType: string): readonly number[] {
    let years = this.yearsOf.get(subjectType);
    if (!years) {
      const found: number[] = [];
      for (const key of this.scales.keys()) {
        const [y, s] = key.split('|');
        if (s === subjectType) found.push(Number(y));
      }
      this.yearsOf.set(subjectType, (years = Object.freeze(found.sort((a, b) => b - a))));
    }
    return years;
  }

  /** Subject types with units or rank tables. */
  subjectTypes(): string[] {
    const set = new Set<string>();
    for (const p of this.pools.values()) set.add(p.subjectType);
    for (const key of this.scales.keys()) set.add(key.split('|')[1]);
    return [...set];
  }

  pool(subjectType: string, batch: number): UnitPool | null {
    return this.pools.get(poolKey(subjectType, batch)) ?? null;
  }

  /**
   * The default filing year of a subject type and batch: the coming filing season (late 2026 →
   * 2027), or the year after its latest lines when those are newer. A rank table of that year may
   * not exist yet: the latest before it stands in. Without lines, the latest rank table's year,
   * else the config's.
   */
  defaultYear(subjectType: string, batch: number): number {
    const latest = this.pool(subjectType, batch)?.years[0];
    return latest !== undefined ? Math.max(latest + 1, this.season) : (this.tableYears(subjectType)[0] ?? this.config.year);
  }

  /** Whether a unit is its school's only one in the pool of a subject type and batch. */
  soleUnitOfSchool(unit: EngineUnit, subjectType: string, batch: number): boolean {
    const key = poolKey(subjectType, batch);
    let counts = this.schoolUnits.get(key);
    if (!counts) {
      counts = new Map();
      for (const u of this.pool(subjectType, batch)?.units ?? []) counts.set(u.schoolId ?? u.schoolName, (counts.get(u.schoolId ?? u.schoolName) ?? 0) + 1);
      this.schoolUnits.set(key, counts);
    }
    return counts.get(unit.schoolId ?? unit.schoolName) === 1;
  }

  /** The target year's table, else the latest one before it. */
  tableFor(year: number, subjectType: string): { year: number; scale: RankScale } | null {
    for (const y of this.tableYears(subjectType)) if (y <= year) return { year: y, scale: this.scale(y, subjectType)! };
    return null;
  }

  /** Fits of every unit of a pool for a target year, cached (they do not depend on the student). */
  prepare(subjectType: string, batch: number, targetYear: number): Prepared | null {
    const cacheKey = `${subjectType}|${batch}|${targetYear}`;
    const cached = this.prepared.get(cacheKey);
    if (cached) return cached;
    const pool = this.pool(subjectType, batch);
    if (!pool) return null;
    const targetTable = this.tableFor(targetYear, subjectType)?.scale ?? null;
    const targetCohort = targetTable?.cohort ?? null;
    const floor = rankFloor(targetCohort, this.params);
    const ctx = {
      targetYear,
      history: this.config.history,
      targetCohort,
      targetScale: targetTable,
      floor,
      latestYear: pool.years[0],
      province: this.config.province,
      scaleOf: (year: number) => this.scale(year, subjectType),
    };
    const entries: Entry[] = [];
    const years = new Set<number>();
    // The filing year's own plan, once the province has published it (from June of that year):
    // its seats against each earlier year's move the expected line (planElasticity).
    const plansOut = this.params.planElasticity > 0 && this.plans.planYear(subjectType, batch, targetYear) === targetYear;
    for (const unit of pool.units) {
      const targetPlan = plansOut
        ? (this.plans.planFor(unit, subjectType, batch, targetYear, this.soleUnitOfSchool(unit, subjectType, batch))?.planCount ?? null)
        : null;
      const fit = fitUnit(unit.lines, ctx, this.params, targetPlan);
      if (!fit) continue;
      for (const y of fit.years) years.add(y.line.year);
      const school = unit.schoolId ? (this.schools.get(unit.schoolId) ?? null) : null;
      const categories = new Set<string>();
      for (const m of unit.majors) {
        const c = this.majorClasses.get(m.name) ?? this.majorClasses.get(m.name.replace(/[（(].*$/, ''));
        if (c?.className) categories.add(c.className);
        if (c?.categoryName) categories.add(c.categoryName);
        if (m.name.endsWith('类')) categories.add(m.name.replace(/[（(].*$/, ''));
      }
      const search = [unit.schoolName, unit.majorName ?? '', ...unit.majors.map((m) => m.name)].join('\u0001').toLowerCase();
      entries.push({ unit, fit, school, categories: [...categories], search });
    }
    entries.sort((a, b) => a.fit.expectedRank - b.fit.expectedRank);
    const n = entries.length;
    const prepared: Prepared = {
      pool,
      entries,
      floor,
      targetCohort,
      dataYears: [...years].sort((a, b) => b - a),
      logCenter: Float64Array.from(entries, (e) => e.fit.logCenter),
      inverseSigma: Float64Array.from(entries, (e) => 1 / e.fit.sigma),
      elite: Uint8Array.from(entries, (e) => (e.fit.elite ? 1 : 0) | (e.fit.thin.length ? 2 : 0)),
      latestScore: Float64Array.from(entries, (e) => e.fit.years[0].line.minScore ?? -1000),
      hasMapped: entries.some((e) => e.fit.flags.includes('oldSubjectMapped')),
      hasThirdParty: entries.some((e) => e.fit.flags.includes('thirdPartyOnly')),
      schoolCount: new Set(entries.map((e) => e.unit.schoolId ?? e.unit.schoolName)).size,
      electiveMasks: new Map(),
      keys: new Float64Array(n),
      tiers: new Uint8Array(n),
    };
    if (n > 1_000_000) throw new Error('too many units');
    this.prepared.set(cacheKey, prepared);
    return prepared;
  }
}

export interface EngineRequest {
  year: number;
  subjectType: string;
  subjects: ElectiveSubject[] | null;
  score: number;
  rank: number | null;
  batch: number;
  filters: RecommendFilters;
  tiers: Tier[] | null;
  /** Only the units shown apart (数据不足); `tiers` is then ignored. */
  thinOnly?: boolean;
  includeUnlikely: boolean;
  sort: RecommendSort;
  pageNumber: number;
  pageSize: number;
  lang: EngineLang;
  /** Write each unit's explanation text (explainUnit) into the answer. */
  explain?: boolean;
}

/** The student's rank: given, or looked up in the year's table (or the latest before it). */
export function studentPosition(
  index: ProvinceIndex,
  year: number,
  subjectType: string,
  score: number,
  rank: number | null,
  lang: EngineLang,
): { position: StudentPosition; notes: string[] } {
  const notes: string[] = [];
  const table = index.tableFor(year, subjectType);
  const at = table ? table.scale.rankAt(score) : null;
  const sameScore = at && at.source === 'table' ? { rankStart: at.rankStart, rankEnd: at.rank, count: at.count } : null;
  if (rank !== null) {
    notes.push(note(lang, 'givenRank', { rank }));
    if (table && table.year !== year) notes.push(note(lang, 'olderTable', { year, tableYear: table.year }));
  } else if (at && table) {
    if (table.year !== year) notes.push(note(lang, 'olderTable', { year, tableYear: table.year }));
    if (at.source === 'table')
      notes.push(note(lang, 'tableRank', { year: table.year, score, rank: at.rank, count: at.count, start: at.rankStart, end: at.rank }));
    else notes.push(note(lang, 'estimatedRank', { year: table.year, score, rank: at.rank }));
  } else {
    throw new EngineError('noRankTable');
  }
  const used = rank ?? at!.rank;
  const cohort = table?.scale.cohort ?? null;
  return {
    position: {
      score,
      rank: used,
      rankSource: rank !== null ? 'given' : at!.source === 'table' && table!.year === year ? 'table' : 'estimated',
      sameScore,
      rankTableYear: table?.year ?? null,
      cohortSize: cohort,
      percentile: cohort ? Math.min(1, used / cohort) : null,
    },
    notes,
  };
}

/**
 * The k smallest of keys[0..n) in order. A page needs only the top of the order: a bounded
 * insertion keeps the work near O(n) and allocation-free; deep pages fall back to a full sort.
 */
function smallest(keys: Float64Array, n: number, k: number): Float64Array {
  if (k === 0) return new Float64Array(0);
  if (k > 2000 || k * 8 > n) return Float64Array.from(keys.subarray(0, n)).sort().subarray(0, k);
  const top = new Float64Array(k);
  let size = 0;
  for (let i = 0; i < n; i++) {
    const v = keys[i];
    if (size === k && v >= top[k - 1]) continue;
    let lo = 0;
    let hi = size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (top[mid] <= v) lo = mid + 1;
      else hi = mid;
    }
    const end = size === k ? k - 1 : size;
    top.copyWithin(lo + 1, lo, end);
    top[lo] = v;
    if (size < k) size++;
  }
  return top;
}

function hasFilters(f: RecommendFilters): boolean {
  return !!(
    f.regions?.length ||
    f.cities?.length ||
    f.levels?.length ||
    f.types?.length ||
    f.ownership ||
    f.tags?.length ||
    f.tuitionMax !== undefined ||
    f.majorCategories?.length ||
    f.keyword ||
    f.excludeSchoolIds?.length ||
    f.excludeMajors?.length
  );
}

/** Which units a selection may fill (cached per selection: the check is the same for every student with it). */
function electiveMask(prepared: Prepared, subjectType: string, subjects: ElectiveSubject[] | null): Uint8Array {
  const key = subjects ? [...subjects].sort().join('+') : `type:${subjectType}`;
  let mask = prepared.electiveMasks.get(key);
  if (mask) return mask;
  const set = subjects ? new Set(subjects) : null;
  const lacks = new Set(impliedSubjects(subjectType).lacks);
  mask = Uint8Array.from(prepared.entries, (e) => ((set ? meetsElective(e.unit.elective, set) : mayMeetElective(e.unit.elective, lacks)) ? 1 : 0));
  if (prepared.electiveMasks.size > 200) prepared.electiveMasks.clear();
  prepared.electiveMasks.set(key, mask);
  return mask;
}

const lower = (list: string[] | undefined) => (list?.length ? list.map((s) => s.toLowerCase()) : null);

function passesFilters(e: Entry, f: RecommendFilters, fillType: FillType): boolean {
  const s = e.school;
  if (f.regions?.length && !(s?.region && f.regions.includes(s.region))) return false;
  if (f.cities?.length && !(s?.city && f.cities.some((c) => s.city!.startsWith(c.replace(/市$/, ''))))) return false;
  if (f.levels?.length && !(s?.level && f.levels.includes(s.level))) return false;
  if (f.types?.length && !(s?.type && f.types.includes(s.type))) return false;
  if (f.ownership && !(s && (f.ownership === 'private') === s.isPrivate)) return false;
  if (f.tags?.length) {
    if (!s) return false;
    const ok = f.tags.some((t) => (t === '985' && s.is985) || (t === '211' && s.is211) || (t === '双一流' && s.isDoubleFirstClass) || s.tags.includes(t));
    if (!ok) return false;
  }
  if (f.tuitionMax !== undefined && e.unit.tuition !== null && e.unit.tuition > f.tuitionMax) return false;
  if (f.majorCategories?.length && !f.majorCategories.some((c) => e.categories.includes(c) || e.unit.majors.some((m) => m.name.includes(c)))) return false;
  if (f.keyword && !e.search.includes(f.keyword.toLowerCase())) return false;
  if (f.excludeSchoolIds?.length && e.unit.schoolId && f.excludeSchoolIds.includes(e.unit.schoolId)) return false;
  const ex = lower(f.excludeMajors);
  if (ex) {
    const names = fillType === 2 ? [e.unit.majorName ?? ''] : e.unit.majors.map((m) => m.name);
    if (names.length && names.every((n) => ex.some((x) => n.toLowerCase().includes(x)))) return false;
  }
  return true;
}

/**
 * A full recommendation for one student over a province's in-memory units: rank, elective filter,
 * filters, probability and tier per unit, counts, one page (with explanation texts if asked).
 */
export function recommend(index: ProvinceIndex, req: EngineRequest): RecommendResult {
  const { config } = index;
  const { position, notes } = studentPosition(index, req.year, req.subjectType, req.score, req.rank, req.lang);
  const prepared = index.prepare(req.subjectType, req.batch, req.year);
  const counts: Record<Tier, number> = { 冲: 0, 稳: 0, 保: 0, 垫: 0 };
  const years = yearChoice(index, req, prepared);
  const table = position.rankTableYear !== null ? index.scale(position.rankTableYear, req.subjectType) : null;
  const base: Omit<RecommendResult, 'units' | 'total' | 'electiveFiltered' | 'dataYears' | 'thinCount'> = {
    province: config.province,
    year: req.year,
    ...years,
    rankTable:
      table && position.rankTableYear !== null
        ? {
            province: config.province,
            year: position.rankTableYear,
            subjectType: req.subjectType,
            cohort: table.cohort,
            standIn: position.rankTableYear !== req.year,
          }
        : null,
    subjectType: req.subjectType,
    subjects: req.subjects,
    batch: req.batch,
    batchNames: prepared?.pool.batchNames ?? [],
    fillType: config.fillType,
    student: position,
    counts,
    pageNumber: req.pageNumber,
    pageSize: req.pageSize,
    notes,
    dataMode: index.dataMode,
  };
  if (index.dataMode === 'demo') notes.unshift(note(req.lang, 'demo'));
  if (years.fullerYear !== null) {
    const asked = years.yearOptions.find((o) => o.year === req.year)!;
    const fuller = years.yearOptions.find((o) => o.year === years.fullerYear)!;
    notes.unshift(
      note(req.lang, 'thinYear', {
        year: req.year,
        units: asked.units,
        schools: asked.schools,
        fuller: fuller.year,
        fullerUnits: fuller.units,
        fullerSchools: fuller.schools,
      }),
    );
  }
  if (!prepared || !prepared.entries.length) {
    notes.push(note(req.lang, 'noHistory'));
    return { ...base, dataYears: [], electiveFiltered: 0, total: 0, thinCount: 0, units: [] };
  }
  const R = position.rank;
  const subjects = req.subjects ? new Set(req.subjects) : null;
  const mask = electiveMask(prepared, req.subjectType, req.subjects);
  // Wanted places: the four tiers, then APART (数据不足).
  const wanted = req.thinOnly ? [false, false, false, false, true] : req.tiers?.length ? [...TIERS.map((t) => req.tiers!.includes(t)), false] : null;
  const filtered = hasFilters(req.filters);
  const { entries, logCenter, inverseSigma, elite } = prepared;
  const n = entries.length;
  const x = Math.log(Math.max(R, prepared.floor));
  // The unit's chance is phi(z), z = (ln r̄ − ln R) / σ, capped for elite units (chance() in
  // probability.ts). phi is monotone, so the tier and the order by probability follow from z and
  // phi is computed for the page only: thresholds on z replace thresholds on phi(z).
  const zCap = zAtLeast(index.params.eliteCap);
  const zFloor = req.includeUnlikely ? -Infinity : zAtLeast(TIER_THRESHOLDS.冲);
  const z稳 = zAtLeast(TIER_THRESHOLDS.稳);
  const z保 = zAtLeast(TIER_THRESHOLDS.保);
  const z垫 = zAtLeast(TIER_THRESHOLDS.垫);
  const tierCounts = [0, 0, 0, 0, 0];
  const { keys, tiers, latestScore } = prepared;
  const sort = req.sort === 'rank' ? 0 : req.sort === 'score' ? 1 : 2;
  let hitCount = 0;
  let electiveFiltered = 0;
  for (let i = 0; i < n; i++) {
    if (!mask[i]) {
      electiveFiltered++;
      continue;
    }
    if (filtered && !passesFilters(entries[i], req.filters, config.fillType)) continue;
    let z = (logCenter[i] - x) * inverseSigma[i];
    if (elite[i] & 1 && z > zCap) z = zCap;
    if (z < zFloor) continue;
    // TIERS order: 冲 (also below 冲 when unlikely units are asked for), 稳, 保, 垫.
    let tier = z >= z垫 ? 3 : z >= z保 ? 2 : z >= z稳 ? 1 : 0;
    // A unit with thin data whose chance makes it 保/垫 is shown apart (shownApart).
    if (elite[i] & 2 && tier > 1) tier = APART;
    tierCounts[tier]++;
    if (wanted && !wanted[tier]) continue;
    tiers[i] = tier;
    // Packed sort keys (value, then entry order = expected rank): a numeric typed-array sort, no
    // comparator. By probability means by z (phi is monotone), to 1e-5, clamped to ±40 (phi 0 or 1).
    keys[hitCount++] =
      sort === 0
        ? i
        : sort === 1
          ? Math.round((2000 - latestScore[i]) * 10) * 1_048_576 + i
          : Math.round((Math.min(Math.max(z, -40), 40) + 40) * 1e5) * 1_048_576 + i;
  }
  TIERS.forEach((t, k) => (counts[t] = tierCounts[k]));
  const start = (req.pageNumber - 1) * req.pageSize;
  const order = smallest(keys, hitCount, Math.min(hitCount, start + req.pageSize));

  if (prepared.hasMapped) notes.push(note(req.lang, 'mapped'));
  if (prepared.hasThirdParty) notes.push(note(req.lang, 'thirdParty'));
  if (subjects) {
    if (electiveFiltered) notes.push(note(req.lang, 'elective', { n: electiveFiltered }));
  } else {
    notes.push(note(req.lang, 'electiveUnknown'));
  }
  notes.push(note(req.lang, 'dataYears', { years: prepared.dataYears.join('/'), history: config.history }));
  // The public data covers some provinces thinly: say how much was there to recommend from.
  notes.push(note(req.lang, 'coverage', { units: entries.length, schools: prepared.schoolCount }));
  notes.push(note(req.lang, 'method'));

  const units: RecommendUnit[] = [];
  for (let k = start; k < Math.min(hitCount, start + req.pageSize); k++) {
    const i = order[k] % 1_048_576;
    const e = entries[i];
    const { probability, band } = chance(e.fit, R, prepared.floor, index.params);
    units.push(toUnit(index, e, probability, band, tiers[i], R, prepared, req));
  }
  return { ...base, dataYears: prepared.dataYears, electiveFiltered, total: hitCount, thinCount: tierCounts[APART], units };
}

/**
 * The default filing year and, when another year was asked for, how the two compare: a year
 * with under half the default's units is thin, and the default is offered as the fuller choice.
 * Both fits are the index's own (prepare caches them per year; the default is fitted at load).
 */
function yearChoice(index: ProvinceIndex, req: EngineRequest, prepared: Prepared | null): Pick<RecommendResult, 'defaultYear' | 'yearOptions' | 'fullerYear'> {
  const defaultYear = index.defaultYear(req.subjectType, req.batch);
  const option = (year: number, p: Prepared | null) => ({ year, units: p?.entries.length ?? 0, schools: p?.schoolCount ?? 0, isDefault: year === defaultYear });
  const asked = option(req.year, prepared);
  if (req.year === defaultYear) return { defaultYear, yearOptions: [asked], fullerYear: null };
  const fuller = option(defaultYear, index.prepare(req.subjectType, req.batch, defaultYear));
  const yearOptions = [asked, fuller].sort((a, b) => b.year - a.year);
  return { defaultYear, yearOptions, fullerYear: asked.units * 2 < fuller.units ? defaultYear : null };
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The place of a unit shown apart (数据不足), after the four tiers' indexes. */
const APART = 4;

function toUnit(
  index: ProvinceIndex,
  e: Entry,
  p: number,
  band: [number, number],
  place: number,
  R: number,
  prepared: Prepared,
  req: EngineRequest,
): RecommendUnit {
  const { unit, fit, school } = e;
  const years: UnitYear[] = fit.years.map((y) => {
    const scale = index.scale(y.line.year, req.subjectType);
    const ratio = y.ratio;
    const studentRank = Math.max(1, Math.round(R / ratio));
    return {
      year: y.line.year,
      subjectType: y.line.subjectType,
      minScore: y.line.minScore,
      minRank: y.rank,
      normalizedRank: Math.round(y.normalizedRank),
      studentRank,
      equivalentScore: scale ? scale.scoreAt(studentRank) : null,
      planCount: y.line.planCount,
      official: y.line.official,
      sourceQuality: y.line.sourceQuality,
      rankDerived: y.line.rankDerived || y.derivedHere,
      mapped: y.line.mapped,
      weight: round(y.weight, 2),
    };
  });
  const out: RecommendUnit = {
    key: unit.key,
    fillType: index.config.fillType,
    schoolId: unit.schoolId,
    schoolName: unit.schoolName,
    schoolCode: unit.schoolCode,
    groupCode: unit.groupCode,
    majorName: unit.majorName,
    majorCode: unit.majorCode,
    majors: unit.majors,
    tier: place === APART ? null : TIERS[place],
    thin: place === APART ? { reasons: fit.thin, tier: tierOf(p) === '垫' ? '垫' : '保' } : null,
    probability: round(p),
    band: [round(band[0]), round(band[1])],
    confidence: fit.confidence,
    expectedRank: Math.round(fit.expectedRank),
    spread: Math.round(fit.expectedRank * fit.sigma),
    years,
    flags: fit.flags,
    electiveRequirement: unit.electiveRaw,
    tuition: unit.tuition,
    region: school?.region ?? null,
    city: school?.city ?? null,
    tags: school?.tags ?? [],
    level: school?.level ?? null,
    type: school?.type ?? null,
    isPrivate: school?.isPrivate ?? false,
    elite: fit.elite,
    plan: index.plans.planFor(unit, req.subjectType, req.batch, req.year, index.plans.size > 0 && index.soleUnitOfSchool(unit, req.subjectType, req.batch)),
  };
  if (req.explain) out.explanation = explainUnit(out, R, req.lang);
  return out;
}

export { TIERS };
