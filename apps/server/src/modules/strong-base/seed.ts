import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qjMajors, qjSchools, qjScores, settings } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import {
  DEFAULT_ENTRY_RULE, SEED_DATES, SEED_LINE, SEED_LINE_YEAR, SEED_SCHOOLS, SEED_SOURCE, SEED_YEAR, TYPICAL_MAJORS,
} from './seed-data.ts';

/** The setting that marks the 强基 seed as done (once per database: an operator's deletions stick). */
export const STRONG_BASE_SEED_MARKER = 'strongBaseSeeded';

type NewSchool = typeof qjSchools.$inferInsert;
type NewMajor = typeof qjMajors.$inferInsert;
type NewScore = typeof qjScores.$inferInsert;

/** The seed rows, all 示例: the 39 schools of SEED_YEAR, the majors the research names, its one line. */
export function seedRows(): { schools: NewSchool[]; majors: NewMajor[]; scores: NewScore[] } {
  const schools: NewSchool[] = [];
  const majors: NewMajor[] = [];
  const scores: NewScore[] = [];
  SEED_SCHOOLS.forEach((school, i) => {
    const id = newId();
    const summary = [school.fact, school.majors.length ? '下列专业为公开资料提到的强基专业；其余专业与计划数以当年简章为准。' : TYPICAL_MAJORS].filter(Boolean).join('');
    schools.push({
      id, year: SEED_YEAR, name: school.name, institutionId: null, ...SEED_DATES,
      entryRule: school.entryRule || DEFAULT_ENTRY_RULE, gaokaoWeight: '0.85', testFullMark: 100,
      summary, source: SEED_SOURCE, isExample: true, sortOrder: i + 1,
    });
    school.majors.forEach((m, j) => {
      const majorId = newId();
      majors.push({ id: majorId, qjSchoolId: id, name: m.name, category: m.category, planCount: null, subjectRequirement: '', note: m.note, sortOrder: j + 1 });
      if (school.name === SEED_LINE.school && m.name === SEED_LINE.major) {
        scores.push({
          id: newId(), qjSchoolId: id, qjMajorId: majorId, province: SEED_LINE.province, year: SEED_LINE_YEAR, subjectType: '',
          gaokaoFullMark: SEED_LINE.gaokaoFullMark, entryScore: null, compositeLine: SEED_LINE.compositeLine, compositeScale: SEED_LINE.compositeScale,
          source: SEED_LINE.source, isExample: true,
        });
      }
    });
  });
  return { schools, majors, scores };
}

/**
 * Seeds the 强基 示例 once per database (the settings marker is claimed in the same transaction, so
 * two instances starting together seed once). Schools link to the reference institutions by name
 * when they are read (repo.ts), so an import after the seed links them too.
 */
export async function ensureStrongBase(db: Db): Promise<boolean> {
  const [done] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, STRONG_BASE_SEED_MARKER)).limit(1);
  if (done) return false;
  const rows = seedRows();
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(settings).values({ key: STRONG_BASE_SEED_MARKER, value: { at: new Date().toISOString() } }).onConflictDoNothing().returning({ key: settings.key });
    if (!claimed.length) return false;
    // A school the operator already entered by hand for that year is kept, with its majors and lines.
    const inserted = new Set((await tx.insert(qjSchools).values(rows.schools).onConflictDoNothing().returning({ id: qjSchools.id })).map((r) => r.id));
    const majors = rows.majors.filter((m) => inserted.has(m.qjSchoolId));
    if (majors.length) await tx.insert(qjMajors).values(majors);
    const scores = rows.scores.filter((l) => inserted.has(l.qjSchoolId));
    if (scores.length) await tx.insert(qjScores).values(scores);
    return true;
  });
}
