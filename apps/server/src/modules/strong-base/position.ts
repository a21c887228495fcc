import type {
  CompetitionLevel,
  CompetitionSubject,
  DirectionFit,
  DirectionGroup,
  DirectionMajor,
  FitReason,
  InterestSubject,
  LineCoverage,
  MajorAnswer,
  QjPositionInputs,
  PositionEntryItem,
  PositionItem,
  TestNeededStatus,
} from '@zhiyuan/shared';
import { round, testNeeded } from './composite.ts';
import type { MajorRow, SchoolRow, ScoreRow } from './model.ts';

/**
 * 强基定位 (research §6.3): with a 高考 score, the 校测 needed to reach each published composite
 * line of the student's province, ranked by margin; and the 强基 directions (and their majors) that
 * fit the student's favourite subjects and 竞赛 record. Pure code: the rows come in, the answer out.
 */

/** A 银牌 or better of the national final may open 破格入围 for the matching major (research §6.2). */
export const BREAKS_ENTRY: ReadonlySet<CompetitionLevel> = new Set(['silver', 'gold']);

/**
 * The 强基 directions of research §6.1 (basic sciences, humanities, national-need areas): the words
 * that put a major under one, the subjects that lead there, and the olympiads that match it.
 */
export interface Direction {
  key: string;
  group: DirectionGroup;
  keywords: string[];
  interests: InterestSubject[];
  competitions: CompetitionSubject[];
}

export const DIRECTIONS: readonly Direction[] = [
  { key: 'math', group: 'basic', keywords: ['数学', '统计'], interests: ['数学'], competitions: ['数学'] },
  { key: 'physics', group: 'basic', keywords: ['物理', '天文', '力学'], interests: ['物理'], competitions: ['物理'] },
  { key: 'chemistry', group: 'basic', keywords: ['化学'], interests: ['化学'], competitions: ['化学'] },
  { key: 'biology', group: 'basic', keywords: ['生物', '生命', '草业', '植物', '农学'], interests: ['生物'], competitions: ['生物'] },
  { key: 'history', group: 'humanities', keywords: ['历史', '考古'], interests: ['历史'], competitions: [] },
  { key: 'philosophy', group: 'humanities', keywords: ['哲学'], interests: ['政治', '历史'], competitions: [] },
  { key: 'paleography', group: 'humanities', keywords: ['古文字', '汉语言', '中国语言文学'], interests: ['语文', '历史'], competitions: [] },
  { key: 'chips', group: 'national', keywords: ['微电子', '集成电路', '芯片'], interests: ['物理', '信息技术'], competitions: ['物理', '信息学'] },
  { key: 'intelligence', group: 'national', keywords: ['智能', '计算机'], interests: ['数学', '信息技术'], competitions: ['信息学', '数学'] },
  { key: 'materials', group: 'national', keywords: ['材料'], interests: ['化学', '物理'], competitions: ['化学', '物理'] },
  { key: 'manufacturing', group: 'national', keywords: ['制造', '机械', '飞行器', '航空', '航天'], interests: ['物理', '数学'], competitions: ['物理'] },
  { key: 'security', group: 'national', keywords: ['安全', '密码', '核'], interests: ['数学', '信息技术', '物理'], competitions: ['数学', '信息学'] },
];

/** The direction a major's name puts it under (the first whose word it contains), or null. */
export function directionOf(majorName: string): Direction | null {
  return DIRECTIONS.find((d) => d.keywords.some((k) => majorName.includes(k))) ?? null;
}

/** A 银牌-or-better olympiad whose subject matches the major's direction: 破格入围 may be open. */
export function competitionOpens(inputs: Pick<QjPositionInputs, 'competition' | 'competitionSubject'>, majorName: string | null): boolean {
  if (!majorName || !inputs.competitionSubject || !BREAKS_ENTRY.has(inputs.competition)) return false;
  return directionOf(majorName)?.competitions[0] === inputs.competitionSubject;
}

export interface LineWithOwners {
  line: ScoreRow;
  school: SchoolRow;
  major: MajorRow | null;
}

/**
 * The reachable list: one item per school (or school and major) and 科类 with a composite line in
 * the province, its latest year only; 科类 lines other than the student's are left out. Ranked: lines
 * whose 入围 the score passes first, then by margin (largest first), then by name.
 */
export function positionItems(inputs: QjPositionInputs, rows: LineWithOwners[]): PositionItem[] {
  const latest = new Map<string, LineWithOwners>();
  for (const row of rows) {
    const { line, school, major } = row;
    if (line.compositeLine === null || line.province !== inputs.province) continue;
    if (inputs.subjectType && line.subjectType && line.subjectType !== inputs.subjectType) continue;
    const key = `${school.name}|${major?.name ?? ''}|${line.subjectType}`;
    const kept = latest.get(key);
    if (!kept || line.year > kept.line.year || (line.year === kept.line.year && line.id > kept.line.id)) latest.set(key, row);
  }
  const items: PositionItem[] = [];
  for (const { line, school, major } of latest.values()) {
    const rule = {
      gaokaoWeight: Number(school.gaokaoWeight),
      gaokaoFullMark: line.gaokaoFullMark,
      testFullMark: school.testFullMark,
      scale: line.compositeScale,
    };
    const compositeLine = Number(line.compositeLine);
    const gaokao = Math.min(inputs.score, line.gaokaoFullMark);
    const n = testNeeded(rule, gaokao, compositeLine);
    const entryScore = line.entryScore === null ? null : Number(line.entryScore);
    items.push({
      schoolId: school.id,
      schoolName: school.name,
      majorId: major?.id ?? null,
      majorName: major?.name ?? null,
      lineId: line.id,
      province: line.province,
      year: line.year,
      subjectType: line.subjectType,
      compositeLine,
      compositeScale: line.compositeScale,
      gaokaoFullMark: line.gaokaoFullMark,
      gaokaoWeight: rule.gaokaoWeight,
      testFullMark: rule.testFullMark,
      gaokaoPart: round(n.gaokaoPart, 3),
      testShare: round(n.testShare, 3),
      neededPoints: round(n.points, 2),
      neededTest: round(n.test, 1),
      status: n.status,
      margin: round(1 - n.ratio, 4),
      entryScore,
      belowEntry: entryScore !== null && inputs.score < entryScore,
      competitionRoute: competitionOpens(inputs, major?.name ?? null),
      source: line.source,
      isExample: line.isExample,
    });
  }
  return items.sort(
    (a, b) =>
      Number(a.belowEntry) - Number(b.belowEntry) ||
      b.margin - a.margin ||
      a.schoolName.localeCompare(b.schoolName, 'zh-CN') ||
      (a.majorName ?? '').localeCompare(b.majorName ?? '', 'zh-CN'),
  );
}

/**
 * The 入围-only lines of the province (no composite line published): one per school (or school and
 * major) and 科类, its latest year; ranked: lines the score reaches first, then by the gap.
 */
export function entryItems(inputs: QjPositionInputs, rows: LineWithOwners[]): PositionEntryItem[] {
  const latest = new Map<string, LineWithOwners>();
  for (const row of rows) {
    const { line, school, major } = row;
    if (line.compositeLine !== null || line.entryScore === null || line.province !== inputs.province) continue;
    if (inputs.subjectType && line.subjectType && line.subjectType !== inputs.subjectType) continue;
    const key = `${school.name}|${major?.name ?? ''}|${line.subjectType}`;
    const kept = latest.get(key);
    if (!kept || line.year > kept.line.year || (line.year === kept.line.year && line.id > kept.line.id)) latest.set(key, row);
  }
  const items: PositionEntryItem[] = [...latest.values()].map(({ line, school, major }) => {
    const entryScore = Number(line.entryScore);
    const gap = round(Math.min(inputs.score, line.gaokaoFullMark) - entryScore, 1);
    return {
      schoolId: school.id,
      schoolName: school.name,
      majorId: major?.id ?? null,
      majorName: major?.name ?? null,
      lineId: line.id,
      province: line.province,
      year: line.year,
      subjectType: line.subjectType,
      entryScore,
      gap,
      passes: gap >= 0,
      competitionRoute: competitionOpens(inputs, major?.name ?? null),
      source: line.source,
      isExample: line.isExample,
    };
  });
  return items.sort((a, b) => Number(b.passes) - Number(a.passes) || b.gap - a.gap || a.schoolName.localeCompare(b.schoolName, 'zh-CN'));
}

/** Provinces with lines on record and their years (newest first), by province name. */
export function coverageOf(rows: { province: string; year: number; lines: number }[]): LineCoverage[] {
  const by = new Map<string, LineCoverage>();
  for (const r of rows) {
    const c = by.get(r.province) ?? { province: r.province, years: [], lines: 0 };
    if (!c.years.includes(r.year)) c.years.push(r.year);
    c.lines += r.lines;
    by.set(r.province, c);
  }
  return [...by.values()].map((c) => ({ ...c, years: c.years.sort((a, b) => b - a) })).sort((a, b) => a.province.localeCompare(b.province, 'zh-CN'));
}

export function countsOf(items: PositionItem[]): Record<TestNeededStatus, number> {
  const counts: Record<TestNeededStatus, number> = { reached: 0, reachable: 0, unreachable: 0 };
  for (const i of items) counts[i.status] += 1;
  return counts;
}

// ───────── majors by direction (/qjPositionMajor/getAnswer) ─────────

/**
 * The directions that fit (score > 0) ranked by fit, each with the 强基 majors on record that fall
 * under it; with no inputs, every direction in order with score 0.
 */
export function majorFits(inputs: MajorAnswer['inputs'], majors: DirectionMajor[]): DirectionFit[] {
  const hasInputs = inputs.interests.length > 0 || inputs.competition !== 'none';
  const fits = DIRECTIONS.map((d, order) => {
    const reasons: FitReason[] = [];
    let score = 0;
    for (const subject of inputs.interests) {
      if (d.interests.includes(subject)) {
        reasons.push({ kind: 'interest', subject });
        score += 2;
      }
    }
    if (inputs.competition !== 'none' && inputs.competitionSubject && d.competitions.includes(inputs.competitionSubject)) {
      reasons.push({ kind: 'competition', subject: inputs.competitionSubject, level: inputs.competition });
      score += BREAKS_ENTRY.has(inputs.competition) ? 3 : 1;
    }
    return { fit: { key: d.key, group: d.group, score, reasons, majors: majors.filter((m) => directionOf(m.name)?.key === d.key) }, order };
  });
  const shown = hasInputs ? fits.filter((f) => f.fit.score > 0) : fits;
  return shown.sort((a, b) => b.fit.score - a.fit.score || a.order - b.order).map((f) => f.fit);
}
