import { findProvince, type ElectiveSubject, type ProvinceConfig, type ScoreProfile, type ScoreProfileInput, type StudentPosition } from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { EngineError, studentPosition } from '../../engine/index.ts';
import { resolveSubjectType } from './service.ts';
import type { EngineStore } from './store.ts';
import { findScoreProfile, storeScoreProfile, updateScoreProfile, type ScoreProfileRow as Row, type ScoreProfileValues as Values } from './repo.ts';

/**
 * One profile of truth (issue 30): the score profile (我的成绩) holds the student's province,
 * subject type, 选科, score, rank and the rank table's year. The account's 所在省份 and 选科 are
 * the same values: saving the score writes them to the account, and editing the account's province
 * or 选科 (POST /user/edit) carries the change into the score profile, its rank computed again
 * from the new province's or subject type's table. A rank is computed here, once per (score,
 * table); every page and export reads it.
 */

export function toScoreProfile(row: Row): ScoreProfile {
  return {
    province: row.province,
    year: row.year,
    subjectType: row.subjectType,
    subjects: (row.subjects as ElectiveSubject[] | null) ?? null,
    score: row.score,
    rank: row.rank,
    rankSource: row.rankSource ?? null,
    sameScore:
      row.rankStart !== null && row.rankEnd !== null
        ? { rankStart: row.rankStart, rankEnd: row.rankEnd, count: row.sameScoreCount ?? row.rankEnd - row.rankStart + 1 }
        : null,
    rankTableYear: row.rankTableYear,
    updateTime: row.updateTime.toISOString(),
  };
}

function positionValues(position: StudentPosition | null) {
  return {
    rank: position?.rank ?? null,
    rankSource: position?.rankSource ?? null,
    rankStart: position?.sameScore?.rankStart ?? null,
    rankEnd: position?.sameScore?.rankEnd ?? null,
    sameScoreCount: position?.sameScore?.count ?? null,
    rankTableYear: position?.rankTableYear ?? null,
  };
}

/** The student's place in the province's table for the year (the latest table before it stands in); null without any table. */
async function positionIn(
  engine: EngineStore,
  config: ProvinceConfig,
  year: number,
  subjectType: string,
  score: number,
  rank: number | null,
  lang: Lang,
): Promise<StudentPosition | null> {
  const index = await engine.get(config.province);
  if (!index) return null;
  try {
    return studentPosition(index, year, subjectType, score, rank, lang).position;
  } catch (err) {
    if (err instanceof EngineError) return null;
    throw err;
  }
}

/** POST /xueShengCjb/save: the score with its rank from the year's table (unless given), and the account follows. */
export async function saveScoreProfile(db: Db, engine: EngineStore, userId: string, input: ScoreProfileInput, lang: Lang): Promise<ScoreProfile> {
  const config = findProvince(input.province);
  if (!config) throw fieldError('province', 'engineProvinceUnknown');
  const subjectType = resolveSubjectType(config, input.subjectType, input.subjects);
  const position = await positionIn(engine, config, input.year, subjectType, input.score, input.rank ?? null, lang);
  if (!position) throw fieldError('rank', 'engineNoRankTable');
  const subjects = input.subjects?.length ? input.subjects : null;
  const row = await storeScoreProfile(
    db,
    userId,
    {
      province: config.province,
      year: input.year,
      subjectType,
      subjects,
      score: input.score,
      ...positionValues(position),
      updateTime: new Date(),
    },
    { province: config.province, subjects: subjects ?? undefined },
  );
  return toScoreProfile(row);
}

/** The subject type a score of one province keeps in another (物理类 ↔ 理科, 历史类 ↔ 文科, 综合 where there is no split). */
function carrySubjectType(config: ProvinceConfig, from: string, subjects: ElectiveSubject[] | null): string {
  if (config.type === 3) return '综合';
  const science =
    from === '物理类' || from === '理科' || (from === '综合' && (subjects ?? []).includes('物理')) || (from === '综合' && !(subjects ?? []).includes('历史'));
  if (config.type === 1) return science ? '理科' : '文科';
  return science ? '物理类' : '历史类';
}

/**
 * The account's province or 选科 changed (POST /user/edit): `write` stores the account and, in the
 * same transaction, the score profile takes the change, its rank computed again where the table
 * changes (a rank given for the old province or subject type does not hold in the new one). The
 * plan is made before anything is written: a 选科 the score's province refuses is refused by name
 * and nothing changes.
 */
export async function editWithScore(
  db: Db,
  engine: EngineStore,
  userId: string,
  change: { province?: string | null; subjects?: string[] },
  lang: Lang,
  write: (tx: Db) => Promise<void>,
): Promise<void> {
  const follow = await planFollow(db, engine, userId, change, lang);
  // The caller's write and the profile's follow-up share one transaction: db.transaction is the only
  // database call left in this file (the write itself is repo.ts's updateScoreProfile).
  await db.transaction(async (tx) => {
    await write(tx as unknown as Db);
    if (follow) await updateScoreProfile(tx as unknown as Db, userId, follow);
  });
}

async function planFollow(
  db: Db,
  engine: EngineStore,
  userId: string,
  change: { province?: string | null; subjects?: string[] },
  lang: Lang,
): Promise<Values | null> {
  const row = await findScoreProfile(db, userId);
  if (!row) return null;
  const province = change.province ? (findProvince(change.province)?.province ?? row.province) : row.province;
  const config = findProvince(province)!;
  const oldSubjects = (row.subjects as ElectiveSubject[] | null) ?? null;
  const subjects = change.subjects !== undefined ? (change.subjects.length ? (change.subjects as ElectiveSubject[]) : null) : oldSubjects;
  const provinceChanged = province !== row.province;
  const subjectsChanged = JSON.stringify(subjects ?? []) !== JSON.stringify(oldSubjects ?? []);
  if (!provinceChanged && !subjectsChanged) return null;
  // A complete 选科 decides the subject type where the province splits by it; otherwise the old one is carried over.
  const complete = subjects && subjects.length === 3 && config.type !== 1 ? subjects : undefined;
  const subjectType = complete ? resolveSubjectType(config, undefined, complete) : carrySubjectType(config, row.subjectType, subjects);
  const tableChanged = provinceChanged || subjectType !== row.subjectType;
  if (!tableChanged) return { province, year: row.year, subjectType, subjects, score: row.score, updateTime: new Date() };
  const position = await positionIn(engine, config, row.year, subjectType, row.score, null, lang);
  return { province, year: row.year, subjectType, subjects, score: row.score, ...positionValues(position), updateTime: new Date() };
}
