import {
  findProvince,
  formatDateTime,
  type ElectiveSubject,
  type MajorLinePoint,
  type ReportStanding,
  type VipReport,
  type VipReportMajor,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { subjectTypeOf } from '../../engine/electives.ts';
import type { CollectionService } from '../collection/service.ts';
import type { MajorService } from '../major/service.ts';
import { userViewById } from '../user/view.ts';
import { scoreProfileOf } from './repo.ts';

/** At most this many saved majors are worked out in one report (each reads its lines). */
export const REPORT_MAJORS_MAX = 10;

/** 科类 a line table calls "not listed on the official site": shown with a readable label, listed last. */
export const UNLISTED_SUBJECT_TYPE = '官网未列科类';
/** Labels of the sources that say the same thing ("默认": the source gave none); merged into the one above. */
const UNLISTED_ALIASES = new Set([UNLISTED_SUBJECT_TYPE, '默认']);

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const maxOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** One line per year for the sources' "no 科类" labels, whatever each source called it. */
export function mergeUnlisted(lines: readonly MajorLinePoint[]): MajorLinePoint[] {
  const out: MajorLinePoint[] = [];
  const unlisted = new Map<number, MajorLinePoint>();
  for (const l of lines) {
    if (!UNLISTED_ALIASES.has(l.subjectType)) {
      out.push(l);
      continue;
    }
    const had = unlisted.get(l.year);
    unlisted.set(
      l.year,
      had
        ? {
            ...had,
            minScore: minOf(had.minScore, l.minScore),
            maxScore: maxOf(had.maxScore, l.maxScore),
            minRank: minOf(had.minRank, l.minRank),
            maxRank: maxOf(had.maxRank, l.maxRank),
            records: had.records + l.records,
            official: had.official && l.official,
          }
        : { ...l, subjectType: UNLISTED_SUBJECT_TYPE },
    );
  }
  return [...out, ...unlisted.values()];
}

/**
 * The member's 科类 in a province: 我的成绩's when it is for that province, else the one the
 * profile's 选科 imply (物理 → 物理类, 历史 → 历史类 in 3+1+2 provinces; 综合 in 3+3 ones).
 */
export function memberSubjectType(province: string, subjects: readonly string[], score: { province: string; subjectType: string } | null): string | null {
  if (score && score.province === province) return score.subjectType;
  const config = findProvince(province);
  if (!config || config.type === 1) return null;
  return subjectTypeOf(subjects as ElectiveSubject[], config.type === 2 ? 'split' : 'combined');
}

/**
 * A rank against one year's lines of a major: `above` when it is better (smaller) than the best
 * school's lowest admitted rank, `within` up to the worst one's, `below` past every school's.
 */
export function standingOf(rank: number, line: Pick<MajorLinePoint, 'minRank' | 'maxRank'>): ReportStanding | null {
  if (line.minRank === null || line.maxRank === null) return null;
  if (rank <= line.minRank) return 'above';
  return rank <= line.maxRank ? 'within' : 'below';
}

/**
 * The member's 科类 first, then the others by how many admission records they hold (the main
 * tracks before the odd ones a single source used), the unlisted one last; newest year first in each.
 */
export function orderLines(lines: readonly MajorLinePoint[], subjectType: string | null): MajorLinePoint[] {
  const merged = mergeUnlisted(lines);
  const records = new Map<string, number>();
  for (const l of merged) records.set(l.subjectType, (records.get(l.subjectType) ?? 0) + l.records);
  const group = (s: string) => (s === subjectType ? 0 : s === UNLISTED_SUBJECT_TYPE ? 2 : 1);
  return merged.sort(
    (a, b) =>
      group(a.subjectType) - group(b.subjectType) ||
      records.get(b.subjectType)! - records.get(a.subjectType)! ||
      a.subjectType.localeCompare(b.subjectType, 'zh-CN') ||
      b.year - a.year,
  );
}

/**
 * 专业定位报告, the content of the VIP-only route `report`: the member's saved majors with their
 * admission lines in the member's province (the profile's, one province only: none are listed
 * while it is not set), where the member's rank stands against them, and the saved schools.
 * Callers check membership first.
 */
export function reportService(db: Db, majors: MajorService, collections: CollectionService) {
  return {
    async forUser(userId: string): Promise<VipReport> {
      const [user, saved, score] = await Promise.all([userViewById(db, userId), collections.list(userId), scoreProfileOf(db, userId)]);
      const province = user?.province ?? null;
      const subjects = user?.subjects ?? [];
      const allMajors = saved.filter((s) => s.kind === 'major' && s.major);
      const savedMajors = allMajors.slice(0, REPORT_MAJORS_MAX);
      const subjectType = province ? memberSubjectType(province, subjects, score ?? null) : null;
      const position =
        province && score && score.province === province ? { year: score.year, subjectType: score.subjectType, score: score.score, rank: score.rank } : null;
      // Without a province no lines are read: a report never mixes provinces.
      const details = province ? await Promise.all(savedMajors.map((s) => majors.detail(s.targetId, userId, province))) : [];
      const byId = new Map(details.filter((d) => d !== null).map((d) => [d.id, d]));
      const rows: VipReportMajor[] = savedMajors.map((s) => {
        const d = byId.get(s.targetId);
        const lines = orderLines(
          (d?.lines ?? []).filter((l) => l.province === province),
          subjectType,
        );
        const own = lines.find((l) => l.subjectType === (position?.subjectType ?? subjectType));
        const standing = own && position?.rank ? standingOf(position.rank, own) : null;
        const m = d ?? s.major!;
        return {
          major: {
            id: m.id,
            code: m.code,
            name: m.name,
            level: m.level,
            classCode: m.classCode,
            className: m.className,
            categoryCode: m.categoryCode,
            categoryName: m.categoryName,
          },
          schoolCount: d ? d.schools.total : null,
          lines,
          standing: own && standing ? { year: own.year, subjectType: own.subjectType, standing } : null,
        };
      });
      const years = [...new Set(rows.flatMap((r) => r.lines.map((l) => l.year)))].sort((a, b) => b - a);
      return {
        generatedAt: formatDateTime(new Date()),
        province,
        subjects,
        subjectType,
        position,
        years,
        majors: rows,
        majorsLeftOut: allMajors.length - savedMajors.length,
        schools: saved.filter((s) => s.kind === 'school' && s.school).map((s) => s.school!),
      };
    },
  };
}
