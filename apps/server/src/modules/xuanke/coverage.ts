import type { ElectiveSubject } from '@zhiyuan/shared';
import type { XuankeClosedMajor, XuankeCombination, XuankeShare, XuankeSource, XuankeTarget } from '@zhiyuan/shared/contracts/xuanke';
import type { Combination, XuankeMode } from './combinations.ts';
import { admits, parseRequirement, type ParsedRequirement } from './requirement.ts';

/**
 * Coverage of each combination over one province-year of requirements (research §5.4): pure
 * code over rows the repo grouped. A school's major is admissible to a combination when any of
 * its rows admits it (the student may apply through that row); rows whose requirement is not read
 * are left out of every share and counted apart.
 */

/** One grouped row of the requirement table (repo.ts): a school's major or group in one source. */
export interface RequirementRow {
  /** The matched institution id, or the published name when unmatched. */
  schoolKey: string;
  level: 'major' | 'plan' | 'group';
  majorName: string | null;
  groupCode: string | null;
  subjectType: string;
  requirement: string;
  source: string;
  rows: number;
  /** Sum of the plan counts of those rows (null when none carries one) and how many carry one. */
  seats: number | null;
  seatRows: number;
  official: number;
}

export interface CatalogueEntry {
  classCode: string;
  className: string;
  categoryCode: string;
  categoryName: string;
}

/** The MoE 本科 catalogue by major name and by 专业类 name (a class name is published for 大类招生). */
export interface Catalogue {
  byMajorName: ReadonlyMap<string, CatalogueEntry>;
  byClassName: ReadonlyMap<string, CatalogueEntry>;
}

/** A combination's numbers as the report gives them (the contract's fields), before the fit. */
export interface CombinationCoverage extends Pick<
  XuankeCombination,
  'byMajor' | 'byPair' | 'bySeats' | 'byGroup' | 'byCategory' | 'byClass' | 'closed' | 'targetShare'
> {
  combination: Combination;
  /** Per target of `Coverage.targets`: whether it admits one of its majors (false when not found). */
  targetsAdmitted: boolean[];
}

export interface Coverage {
  combinations: CombinationCoverage[];
  source: Omit<XuankeSource, 'withoutRequirement'>;
  categories: { code: string; name: string; total: number }[];
  classes: { code: string; name: string; categoryCode: string; total: number }[];
  targets: XuankeTarget[];
}

/** How many closed majors each combination lists, and how many unread spellings the source lists. */
const CLOSED_SHOWN = 8;
const UNKNOWN_SHOWN = 20;
const TARGET_MAJORS_SHOWN = 10;

/** 计算机类(图灵实验班) → 计算机类: a major is counted once whatever class, plan or campus it came through. */
export function majorBaseName(name: string): string {
  const compact = name.normalize('NFKC').replace(/\s+/g, '');
  const cut = compact.search(/[([【]/);
  return (cut > 0 ? compact.slice(0, cut) : compact) || compact;
}

const collator = new Intl.Collator('zh-CN');

const share = (admissible: number, total: number): XuankeShare => ({ admissible, total, share: total > 0 ? admissible / total : null });

/** In 3+1+2 a 物理类 row is open only to 物理 students, a 历史类 row only to 历史 students. */
function categoryAllows(mode: XuankeMode, subjectType: string, subjects: ReadonlySet<ElectiveSubject>): boolean {
  if (mode !== '3+1+2') return true;
  if (subjectType === '物理类') return subjects.has('物理');
  if (subjectType === '历史类') return subjects.has('历史');
  return true;
}

/** The combinations something admits, as bits (combination i: bit i of lo below 30, of hi above). */
export interface Mask {
  lo: number;
  hi: number;
}
type Unit = Mask;

const emptyMask = (): Mask => ({ lo: 0, hi: 0 });
const has = (m: Mask, i: number) => (i < 30 ? (m.lo >>> i) & 1 : (m.hi >>> (i - 30)) & 1) === 1;
function orInto(target: Mask, from: Mask) {
  target.lo |= from.lo;
  target.hi |= from.hi;
}
function maskOf(flags: boolean[]): Mask {
  const m = emptyMask();
  flags.forEach((on, i) => {
    if (on && i < 30) m.lo |= 1 << i;
    else if (on) m.hi |= 1 << (i - 30);
  });
  return m;
}

/**
 * Coverage without targets: a pure function of the province-year's rows, so the service keeps it
 * until the data changes; each major's mask stays for the targets of each request.
 */
export interface PreparedCoverage extends Omit<Coverage, 'targets'> {
  majorMasks: ReadonlyMap<string, Mask>;
}

export function prepareCoverage(
  rows: readonly RequirementRow[],
  combinations: readonly Combination[],
  mode: XuankeMode,
  catalogue: Catalogue,
): PreparedCoverage {
  const sets = combinations.map((c) => new Set(c.subjects));
  const parsed = new Map<string, ParsedRequirement>();
  const vectors = new Map<string, Mask | null>();
  /** The combinations one requirement of one subject type admits (null: not read). */
  const admittedBy = (requirement: string, subjectType: string): Mask | null => {
    const key = `${subjectType}\u0000${requirement}`;
    let vector = vectors.get(key);
    if (vector !== undefined) return vector;
    let req = parsed.get(requirement);
    if (req === undefined) parsed.set(requirement, (req = parseRequirement(requirement)));
    vector = req === 'unknown' ? null : maskOf(sets.map((s) => admits(req, s) && categoryAllows(mode, subjectType, s)));
    vectors.set(key, vector);
    return vector;
  };

  const baseNames = new Map<string, string>();
  const unknown = new Map<string, number>();
  const files = new Set<string>();
  let readRows = 0,
    unknownRows = 0,
    unknownSeats = 0,
    seatRows = 0,
    official = 0,
    firstOnlyRows = 0;
  const majors = new Map<string, Unit & { schools: Set<string> }>();
  const pairs = new Map<string, Unit>();
  const groups = new Map<string, Unit>();
  /** Seats per school-major, subject type and requirement (a seat unit), summed per source. */
  const seatsBySource = new Map<string, number>();
  const seatUnits = new Map<string, { admitted: Mask; base: string; seats: number }>();

  for (const row of rows) {
    const admitted = admittedBy(row.requirement, row.subjectType);
    if (!admitted) {
      unknownRows += row.rows;
      unknownSeats += row.seats ?? 0;
      unknown.set(row.requirement, (unknown.get(row.requirement) ?? 0) + row.rows);
      continue;
    }
    readRows += row.rows;
    if (mode === '3+1+2' && isFirstOnly(parsed.get(row.requirement))) firstOnlyRows += row.rows;
    seatRows += row.seatRows;
    official += row.official;
    files.add(row.source);
    if (row.level === 'group') {
      const key = `${row.schoolKey}\u0000${row.subjectType}\u0000${row.groupCode ?? ''}`;
      let unit = groups.get(key);
      if (!unit) groups.set(key, (unit = emptyMask()));
      orInto(unit, admitted);
    } else {
      if (!row.majorName) continue;
      let base = baseNames.get(row.majorName);
      if (base === undefined) baseNames.set(row.majorName, (base = majorBaseName(row.majorName)));
      const pairKey = `${row.schoolKey}\u0000${base}`;
      let pair = pairs.get(pairKey);
      if (!pair) pairs.set(pairKey, (pair = emptyMask()));
      orInto(pair, admitted);
      let major = majors.get(base);
      if (!major) majors.set(base, (major = { lo: 0, hi: 0, schools: new Set() }));
      orInto(major, admitted);
      major.schools.add(row.schoolKey);
      if (row.seats !== null && row.seatRows > 0) {
        const unitKey = `${pairKey}\u0000${row.subjectType}\u0000${row.requirement}`;
        if (!seatUnits.has(unitKey)) seatUnits.set(unitKey, { admitted, base, seats: 0 });
        const sourceKey = `${unitKey}\u0000${row.source}`;
        seatsBySource.set(sourceKey, (seatsBySource.get(sourceKey) ?? 0) + row.seats);
      }
    }
  }

  // Seats: the largest count any one source gives a school-major (two sources of one plan are not added).
  const seatsAdmitted = new Array<number>(combinations.length).fill(0);
  let seatsTotal = 0;
  const seatsOfMajor = new Map<string, number>();
  for (const [sourceKey, seats] of seatsBySource) {
    const seat = seatUnits.get(sourceKey.slice(0, sourceKey.lastIndexOf('\u0000')))!;
    seat.seats = Math.max(seat.seats, seats);
  }
  for (const seat of seatUnits.values()) {
    const { seats, base } = seat;
    seatsTotal += seats;
    for (let i = 0; i < combinations.length; i++) if (has(seat.admitted, i)) seatsAdmitted[i] += seats;
    seatsOfMajor.set(base, (seatsOfMajor.get(base) ?? 0) + seats);
  }

  // 门类 / 专业类 of each major, where its name is a catalogue major or class.
  const categoryIndex = new Map<string, number>();
  const classIndex = new Map<string, number>();
  const categories: Coverage['categories'] = [];
  const classes: Coverage['classes'] = [];
  const placeOf = new Map<string, { category: number; cls: number }>();
  for (const base of [...majors.keys()].sort()) {
    const entry = catalogue.byMajorName.get(base) ?? catalogue.byClassName.get(base);
    if (!entry) continue;
    if (!categoryIndex.has(entry.categoryCode)) {
      categoryIndex.set(entry.categoryCode, categories.length);
      categories.push({ code: entry.categoryCode, name: entry.categoryName, total: 0 });
    }
    if (!classIndex.has(entry.classCode)) {
      classIndex.set(entry.classCode, classes.length);
      classes.push({ code: entry.classCode, name: entry.className, categoryCode: entry.categoryCode, total: 0 });
    }
    const place = { category: categoryIndex.get(entry.categoryCode)!, cls: classIndex.get(entry.classCode)! };
    categories[place.category].total++;
    classes[place.cls].total++;
    placeOf.set(base, place);
  }
  // Catalogue order (门类 01 哲学 … 14), so every report reads the same way.
  const categoryOrder = categories.map((c, i) => ({ c, i })).sort((a, b) => a.c.code.localeCompare(b.c.code));
  const classOrder = classes.map((c, i) => ({ c, i })).sort((a, b) => a.c.code.localeCompare(b.c.code));

  const basis: Coverage['source']['coverageBasis'] = seatsTotal > 0 && seatRows * 2 >= readRows ? 'seats' : groups.size > pairs.size ? 'groups' : 'pairs';
  const majorList = [...majors.entries()];
  const result = combinations.map((combination, i): CombinationCoverage => {
    const byCategory = new Array<number>(categories.length).fill(0);
    const byClass = new Array<number>(classes.length).fill(0);
    const closed: XuankeClosedMajor[] = [];
    let majorsAdmitted = 0;
    for (const [base, major] of majorList) {
      if (has(major, i)) {
        majorsAdmitted++;
        const place = placeOf.get(base);
        if (place) {
          byCategory[place.category]++;
          byClass[place.cls]++;
        }
      } else {
        closed.push({ name: base, seats: seatsOfMajor.get(base) ?? null, schools: major.schools.size });
      }
    }
    closed.sort((a, b) => (b.seats ?? -1) - (a.seats ?? -1) || b.schools - a.schools || collator.compare(a.name, b.name));
    const count = (units: Map<string, Unit>) => {
      let k = 0;
      for (const u of units.values()) if (has(u, i)) k++;
      return k;
    };
    return {
      combination,
      byMajor: share(majorsAdmitted, majors.size),
      byPair: share(count(pairs), pairs.size),
      bySeats: basis === 'seats' ? share(seatsAdmitted[i], seatsTotal) : null,
      byGroup: groups.size > 0 ? share(count(groups), groups.size) : null,
      byCategory: categoryOrder.map(({ i: k }) => byCategory[k]),
      byClass: classOrder.map(({ i: k }) => byClass[k]),
      closed: { count: closed.length, top: closed.slice(0, CLOSED_SHOWN) },
      targetShare: null,
      targetsAdmitted: [],
    };
  });

  return {
    combinations: result,
    source: {
      rows: readRows,
      unknownRows,
      unknownSeats,
      unknown: [...unknown.entries()]
        .sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]))
        .slice(0, UNKNOWN_SHOWN)
        .map(([text, rows]) => ({ text, rows })),
      seatRows,
      seats: seatsTotal,
      official,
      files: [...files].sort(),
      majors: majors.size,
      pairs: pairs.size,
      groups: groups.size,
      mapped: placeOf.size,
      firstOnlyRows,
      coverageBasis: basis,
    },
    categories: categoryOrder.map(({ c }) => c),
    classes: classOrder.map(({ c }) => c),
    majorMasks: majors,
  };
}

/** Target coverage of each combination: the share of the targets found whose majors it admits somewhere. */
export function withTargets(prepared: PreparedCoverage, catalogue: Catalogue, targetNames: readonly string[]): Coverage {
  const { majorMasks, ...coverage } = prepared;
  const targets = matchTargets(targetNames, [...majorMasks.keys()], catalogue);
  const found = targets.filter((t) => t.majors.length > 0).length;
  return {
    ...coverage,
    combinations: coverage.combinations.map((c, i) => {
      const targetsAdmitted = targets.map((t) => t.majors.some((m) => has(majorMasks.get(m)!, i)));
      const admitted = targetsAdmitted.filter((ok) => ok).length;
      return { ...c, targetShare: found ? admitted / found : null, targetsAdmitted };
    }),
    targets: targets.map((t) => ({ name: t.name, majors: t.majors.slice(0, TARGET_MAJORS_SHOWN) })),
  };
}

const isFirstOnly = (req: ParsedRequirement | undefined) =>
  req !== undefined && req !== 'unknown' && (req.first === '物理' || req.first === '历史') && !req.allOf.length && !req.anyOf.length;

/**
 * A target major → the majors of the data it stands for: the same name; its 专业类 (计算机科学与技术
 * is enrolled as 计算机类) or, for a class name, the majors of that class; failing those, the
 * names that contain it (计算机 → 计算机类, 计算机科学与技术).
 */
function matchTargets(names: readonly string[], majors: string[], catalogue: Catalogue): { name: string; majors: string[] }[] {
  return names.map((raw) => {
    const name = majorBaseName(raw);
    const entry = catalogue.byMajorName.get(name);
    const asClass = catalogue.byClassName.get(name);
    const exact = majors.filter((m) => {
      if (m === name) return true;
      if (entry && m === entry.className) return true;
      if (asClass) {
        const of = catalogue.byMajorName.get(m);
        return of?.classCode === asClass.classCode;
      }
      return false;
    });
    return { name: raw, majors: exact.length ? exact : majors.filter((m) => m.includes(name)) };
  });
}
