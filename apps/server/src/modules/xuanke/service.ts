import { findProvince, NEW_GAOKAO_FIRST_YEAR, type ElectiveSubject, type TestKind, type TestReport } from '@zhiyuan/shared';
import type { XuankeCombination, XuankeReport, XuankeTop, XuankeYear } from '@zhiyuan/shared/contracts/xuanke';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { t, type Lang, type MessageKey } from '../../lib/i18n.ts';
import { combinationsOf, modeOf, type XuankeMode } from './combinations.ts';
import { prepareCoverage, withTargets, type Coverage, type CombinationCoverage } from './coverage.ts';
import { coveragePart, fitOf, interestOf, potentialOf, rankByFit, weightsFor, type FitInputs } from './fit.ts';
import { memo, type SchoolCatalog } from '../school/catalog.ts';
import { catalogue, profileOf, requirementPublishers, requirementRows, requirementYears, type YearCount } from './repo.ts';

/** A student's latest finished report of a kind, or null (modules/assessment). */
export type LatestReport = (userId: string, kind: TestKind) => Promise<TestReport | null>;

export interface XuankeQuery {
  province?: string;
  targets: string[];
}

/** Requirements changed with the MoE guideline of 2021, applied to admissions from 2024 (research §5.2). */
const GUIDELINE_YEAR = 2024;
const TOP = 3;
const WATCH_OUT_NAMES = 3;
/** Above this share of rows stating only 首选物理 / 首选历史, the report says the 再选 part may be missing. */
const FIRST_ONLY_NOTE = 0.9;

/**
 * The year a report reads: the latest whose rows with a requirement are at least half those of the
 * richest year. A year with a handful of school-site rows (2026 plans of a few universities) does
 * not hide the full table of the year before.
 */
export function chooseYear(years: readonly YearCount[]): number | null {
  const most = Math.max(0, ...years.map((y) => y.withRequirement));
  if (most === 0) return null;
  return Math.max(...years.filter((y) => y.withRequirement * 2 >= most).map((y) => y.year));
}

const EN_SUBJECTS: Record<ElectiveSubject, string> = {
  物理: 'Physics',
  化学: 'Chemistry',
  生物: 'Biology',
  政治: 'Politics',
  历史: 'History',
  地理: 'Geography',
  技术: 'Technology',
};

export function xuankeService(db: Db, latestReport: LatestReport, catalog: SchoolCatalog) {
  /**
   * A province's requirement table and the catalogue, remembered until the data changes (as the
   * major detail keeps its lines): on PGlite the grouped read of a big province (贵州 2025, 24,500
   * rows) takes 1–2 s, the coverage over it in memory under 100 ms.
   */
  const remembered = async <T>(key: string, load: () => Promise<T>) => memo(await catalog.current(), `xuanke:${key}`, load);
  const majorCatalogue = () => remembered('catalogue', () => catalogue(db));
  const tableOf = (province: string, mode: XuankeMode, fromYear: number) =>
    remembered(`${province}|${mode}|${fromYear}`, async () => {
      const yearCounts = await requirementYears(db, province, mode, fromYear);
      const year = chooseYear(yearCounts);
      if (year === null) return { yearCounts, year, prepared: null, publishers: [] };
      const [rows, majors, publishers] = await Promise.all([
        requirementRows(db, province, mode, year),
        majorCatalogue(),
        requirementPublishers(db, province, mode, year),
      ]);
      return { yearCounts, year, prepared: prepareCoverage(rows, combinationsOf(mode), mode, majors), publishers };
    });

  return {
    async report(userId: string, query: XuankeQuery, lang: Lang): Promise<XuankeReport> {
      const user = await profileOf(db, userId);
      const province = query.province ?? user?.province ?? null;
      if (!province) throw fieldError('province', 'required');
      const say = (key: MessageKey, params: Record<string, string | number> = {}) => t(lang, key, params);
      const list = (items: string[]) => items.join(say('xkList'));
      const subjectName = (s: ElectiveSubject) => (lang === 'en-US' ? EN_SUBJECTS[s] : s);
      const label = (c: { short: string; subjects: ElectiveSubject[] }) => (lang === 'en-US' ? c.subjects.map(subjectName).join('+') : c.short);

      const config = findProvince(province);
      const mode = config ? modeOf(config.type) : null;
      const empty = (summary: string, years: XuankeYear[] = [], dataMode: XuankeReport['dataMode'] = null): XuankeReport => ({
        province,
        mode,
        dataMode,
        year: null,
        years,
        source: {
          rows: 0,
          withoutRequirement: 0,
          unknownRows: 0,
          unknownSeats: 0,
          unknown: [],
          seatRows: 0,
          seats: 0,
          official: 0,
          files: [],
          majors: 0,
          pairs: 0,
          groups: 0,
          mapped: 0,
          firstOnlyRows: 0,
          coverageBasis: 'pairs',
        },
        categories: [],
        classes: [],
        combinations: [],
        current: null,
        targets: query.targets.map((name) => ({ name, majors: [] })),
        student: { subjectPotential: null, interest: null },
        weights: { coverage: 1, targets: 0, potential: 0, interest: 0 },
        top: [],
        summary,
        notes: [],
      });
      if (!config || !mode) return empty(say('xkSummaryNoMode', { province }));

      const fromYear = NEW_GAOKAO_FIRST_YEAR[province] ?? config.year;
      const { yearCounts, year, prepared, publishers } = await tableOf(province, mode, fromYear);
      const years = yearCounts.map((y) => ({ year: y.year, rows: y.rows, withRequirement: y.withRequirement }));
      const dataMode = yearCounts.length ? (yearCounts.some((y) => y.demo) ? 'demo' : 'real') : null;
      if (year === null || !prepared)
        return { ...empty(say('xkSummaryNoData', { province }), years, dataMode), notes: dataMode === 'demo' ? [say('xkNoteDemo')] : [] };

      const combinations = combinationsOf(mode);
      const [majors, potentialReport, interestReport] = await Promise.all([
        majorCatalogue(),
        latestReport(userId, 'subject-potential'),
        latestReport(userId, 'interest'),
      ]);
      const coverage = withTargets(prepared, majors, query.targets);
      const yearCount = yearCounts.find((y) => y.year === year)!;
      const withoutRequirement = yearCount.rows - yearCount.withRequirement;

      const potential = potentialOf(potentialReport);
      const interest = interestOf(interestReport);
      const inputs: FitInputs = { coverageBasis: coverage.source.coverageBasis, potential, interest: interest?.bySubject ?? null };
      const hasTargets = coverage.targets.some((x) => x.majors.length > 0);
      const weights = weightsFor(hasTargets, inputs);
      const items: XuankeCombination[] = coverage.combinations.map((c) => ({
        key: c.combination.key,
        subjects: c.combination.subjects,
        short: c.combination.short,
        byMajor: c.byMajor,
        byPair: c.byPair,
        bySeats: c.bySeats,
        byGroup: c.byGroup,
        byCategory: c.byCategory,
        byClass: c.byClass,
        closed: c.closed,
        targetShare: c.targetShare,
        fit: fitOf(c, weights, inputs),
      }));
      const coverageOf = new Map(coverage.combinations.map((c) => [c.combination.key, c]));

      const pct = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);
      const score100 = (v: number) => String(Math.round(v * 100));
      const top: XuankeTop[] = rankByFit(items)
        .slice(0, TOP)
        .map((item, i) => {
          const c = coverageOf.get(item.key)!;
          let reason = say('xkReasonCoverage', {
            pairShare: pct(c.byPair.share),
            pairs: c.byPair.admissible,
            pairTotal: c.byPair.total,
            majorShare: pct(c.byMajor.share),
          });
          if (c.bySeats) reason = say('xkReasonSeats', { reason, seatShare: pct(c.bySeats.share) });
          if (coverage.source.coverageBasis === 'groups' && c.byGroup)
            reason = say('xkReasonGroups', { reason, groupShare: pct(c.byGroup.share), groups: c.byGroup.admissible, groupTotal: c.byGroup.total });
          const reasons = [reason];
          if (item.fit.targets !== null) reasons.push(targetReason(c, coverage, say, list));
          const bySubject = (values: Map<ElectiveSubject, number>) =>
            list(
              [...item.subjects]
                .filter((s) => values.has(s))
                .sort((x, y) => values.get(y)! - values.get(x)!)
                .map((s) => `${subjectName(s)} ${score100(values.get(s)!)}`),
            );
          if (potential) reasons.push(say('xkReasonPotential', { subjects: bySubject(potential) }));
          if (interest) reasons.push(say('xkReasonInterest', { code: interest.code, subjects: bySubject(interest.bySubject) }));
          return {
            rank: i + 1,
            key: item.key,
            short: item.short,
            subjects: item.subjects,
            score: Math.round(item.fit.score * 1000) / 10,
            recommended: item.fit.targets === 1,
            reasons,
            watchOut: c.closed.count
              ? say('xkWatchOut', { count: c.closed.count, names: list(c.closed.top.slice(0, WATCH_OUT_NAMES).map((m) => m.name)) })
              : null,
          };
        });

      const summary = summaryOf({
        province,
        year,
        coverage,
        lang,
        top,
        hasTargets,
        inputs,
        say,
        list,
        pct,
        label: (key) => label(coverageOf.get(key)!.combination),
      });
      const notes: string[] = [];
      if (dataMode === 'demo') notes.push(say('xkNoteDemo'));
      if (year < GUIDELINE_YEAR) notes.push(say('xkNoteOldYear', { year }));
      if (coverage.source.unknownRows) notes.push(say('xkNoteUnknown', { rows: coverage.source.unknownRows, example: coverage.source.unknown[0].text }));
      if (coverage.source.firstOnlyRows >= coverage.source.rows * FIRST_ONLY_NOTE)
        notes.push(say('xkNoteFirstOnly', { share: pct(coverage.source.firstOnlyRows / coverage.source.rows) }));
      if (coverage.source.seats > 0 && coverage.source.coverageBasis !== 'seats')
        notes.push(say('xkNoteSeatsPartial', { seatRows: coverage.source.seatRows, rows: coverage.source.rows }));
      if (!potential && !interest) notes.push(say('xkNoteNoTests', { targets: hasTargets ? say('xkNoteNoTestsTargets') : '' }));
      else if (!potential || !interest) notes.push(say('xkNoteOneTest', { test: say(potential ? 'xkInputInterest' : 'xkInputPotential') }));
      const missing = coverage.targets.filter((x) => x.majors.length === 0).map((x) => x.name);
      if (missing.length) notes.push(say('xkNoteTargetsMissing', { names: list(missing), province, year }));

      const subjects = new Set(user?.subjects ?? []);
      const current = combinations.find((c) => c.subjects.length === subjects.size && c.subjects.every((s) => subjects.has(s)))?.key ?? null;
      return {
        province,
        mode,
        dataMode,
        year,
        years,
        source: { ...coverage.source, withoutRequirement, publishers },
        categories: coverage.categories,
        classes: coverage.classes,
        combinations: items,
        current,
        targets: coverage.targets,
        student: {
          subjectPotential:
            potentialReport && potential
              ? { recordId: potentialReport.recordId, finishTime: potentialReport.finishTime, summary: bestSubjects(potential, subjectName, list) }
              : null,
          interest: interestReport && interest ? { recordId: interestReport.recordId, finishTime: interestReport.finishTime, summary: interest.code } : null,
        },
        weights,
        top,
        summary,
        notes,
      };
    },
  };
}

type Say = (key: MessageKey, params?: Record<string, string | number>) => string;

function targetReason(c: CombinationCoverage, coverage: Coverage, say: Say, list: (items: string[]) => string): string {
  const found = coverage.targets.map((x, i) => ({ name: x.name, found: x.majors.length > 0, admitted: c.targetsAdmitted[i] })).filter((x) => x.found);
  const missing = found.filter((x) => !x.admitted).map((x) => x.name);
  if (!missing.length) return say('xkReasonTargetsAll', { n: found.length });
  return say('xkReasonTargetsSome', { k: found.length - missing.length, n: found.length, missing: list(missing) });
}

function bestSubjects(values: Map<ElectiveSubject, number>, name: (s: ElectiveSubject) => string, list: (items: string[]) => string): string {
  return list(
    [...values]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([s]) => name(s)),
  );
}

function summaryOf(o: {
  province: string;
  year: number;
  coverage: Coverage;
  lang: Lang;
  top: XuankeTop[];
  hasTargets: boolean;
  inputs: FitInputs;
  say: Say;
  list: (items: string[]) => string;
  pct: (share: number | null) => string;
  label: (key: string) => string;
}): string {
  const { coverage, say, pct } = o;
  const basis = coverage.source.coverageBasis;
  const shareOf = (c: CombinationCoverage) => coveragePart(c, basis);
  const ordered = [...coverage.combinations].sort((a, b) => shareOf(b) - shareOf(a));
  const best = ordered[0];
  const worst = ordered[ordered.length - 1];
  const parts = [
    say('xkSummary', {
      province: o.province,
      year: o.year,
      rows: coverage.source.rows,
      majors: coverage.source.majors,
      pairs: coverage.source.pairs,
      count: coverage.combinations.length,
      best: o.label(best.combination.key),
      bestShare: pct(shareOf(best)),
      worst: o.label(worst.combination.key),
      worstShare: pct(shareOf(worst)),
      basis: say(basis === 'seats' ? 'xkBasisSeats' : basis === 'groups' ? 'xkBasisGroups' : 'xkBasisPairs'),
    }),
  ];
  const withBoth = coverage.combinations.filter((c) => c.combination.subjects.includes('物理') && c.combination.subjects.includes('化学'));
  const others = coverage.combinations.filter((c) => !withBoth.includes(c));
  const mean = (cs: CombinationCoverage[]) => cs.reduce((s, c) => s + shareOf(c), 0) / cs.length;
  if (withBoth.length && others.length) parts.push(say('xkSummaryBinding', { with: pct(mean(withBoth)), without: pct(mean(others)) }));
  const inputs = [say('xkInputCoverage')];
  if (o.hasTargets) inputs.push(say('xkInputTargets'));
  if (o.inputs.potential) inputs.push(say('xkInputPotential'));
  if (o.inputs.interest) inputs.push(say('xkInputInterest'));
  parts.push(say('xkSummaryTop', { inputs: o.list(inputs), top: o.list(o.top.map((x) => o.label(x.key))) }));
  // Chinese sentences end in 。 and follow on; English ones need a space.
  return parts.join(o.lang === 'en-US' ? ' ' : '');
}
