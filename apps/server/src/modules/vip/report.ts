import { formatDateTime, type VipReport } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { collectionService } from '../collection/service.ts';
import { majorService } from '../major/service.ts';
import { schoolService } from '../school/service.ts';
import { userViewById } from '../user/view.ts';

/** At most this many saved majors are worked out in one report (each reads its lines). */
export const REPORT_MAJORS_MAX = 10;

/**
 * 专业定位报告, the content of the VIP-only route `report`: the member's saved majors with their
 * admission lines in the member's province, and the saved schools. Callers check membership first.
 */
export function reportService(db: Db) {
  const schools = schoolService(db);
  const majors = majorService(db, schools);
  const collections = collectionService(db, schools, majors);

  return {
    async forUser(userId: string): Promise<VipReport> {
      const [user, saved] = await Promise.all([userViewById(db, userId), collections.list(userId)]);
      const province = user?.province ?? null;
      const savedMajors = saved.filter((s) => s.kind === 'major' && s.major).slice(0, REPORT_MAJORS_MAX);
      const details = await Promise.all(savedMajors.map((s) => majors.detail(s.targetId, userId, province ?? undefined)));
      return {
        generatedAt: formatDateTime(new Date()),
        province,
        subjects: user?.subjects ?? [],
        majors: details.filter((d) => d !== null).map((d) => ({
          major: { id: d.id, code: d.code, name: d.name, level: d.level, classCode: d.classCode, className: d.className, categoryCode: d.categoryCode, categoryName: d.categoryName },
          schoolCount: d.schools.total,
          lines: d.lines,
        })),
        schools: saved.filter((s) => s.kind === 'school' && s.school).map((s) => s.school!),
      };
    },
  };
}
