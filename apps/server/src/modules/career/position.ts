import type { FastifyInstance } from 'fastify';
import type { MajorPositionReport, PositionClass, PositionInput, PositionMajor, PositionSchool } from '@zhiyuan/shared/contracts/career';
import { RIASEC_TYPES } from '@zhiyuan/shared/contracts/career';
import { AppError } from '../../lib/errors.ts';
import { positionProfile } from '../../assessment/instruments/major-position.ts';
import { RIASEC_LABELS } from '../../assessment/instruments/interest.ts';
import { stemName, type EngineUnit, type ProvinceIndex } from '../../engine/index.ts';
import { assessmentService, latestReport } from '../assessment/service.ts';
import { userViewById } from '../user/view.ts';
import { memberSubjectType } from '../vip/report.ts';
import { occupationOf } from '../../career/library.ts';
import { ONET_ATTRIBUTION } from '../../career/occupations.ts';
import { rankClasses } from './rank.ts';
import { scoreProfileOf } from './repo.ts';
import { undergraduateCatalogue, type CatalogueMajor } from './service.ts';

/** How many 专业类 the report ranks, majors shown per class, and schools per major. */
export const POSITION_CLASSES = 10;
export const POSITION_MAJORS = 3;
export const POSITION_SCHOOLS = 5;
/** Years of lines shown per school. */
export const POSITION_YEARS = 3;
/** The main undergraduate batches (本科批, 本科二批): the lines most students apply in. */
const BATCHES = new Set([2, 3]);

export const noPositionTest = () => new AppError(404, 'careerNoPositionTest');

/** A major's base name as the engine's units carry it: the stem without any bracket (programme notes too). */
const baseName = (name: string) => stemName(name).replace(/\(.*$/, '');

/**
 * The province's units of the main batches in the student's 科类 (every 科类 when it is not known),
 * by base major name: the engine's in-memory index, so no query per major.
 */
export function unitsByMajor(index: ProvinceIndex, subjectType: string | null): Map<string, { unit: EngineUnit; subjectType: string }[]> {
  const out = new Map<string, { unit: EngineUnit; subjectType: string }[]>();
  for (const pool of index.pools.values()) {
    if (!BATCHES.has(pool.batch) || (subjectType && pool.subjectType !== subjectType)) continue;
    for (const unit of pool.units) {
      if (!unit.majorName) continue;
      const key = baseName(unit.majorName);
      const list = out.get(key) ?? [];
      list.push({ unit, subjectType: pool.subjectType });
      out.set(key, list);
    }
  }
  return out;
}

/**
 * A major's schools: nearest the student's rank first when it is known (by the newest line with a
 * rank), else the highest newest score first; at most POSITION_SCHOOLS, each with its newest years.
 */
export function schoolsOf(units: { unit: EngineUnit; subjectType: string }[], rank: number | null): { schools: PositionSchool[]; schoolCount: number } {
  const newest = (u: EngineUnit) => u.lines[0];
  const withRank = (u: EngineUnit) => u.lines.find((l) => l.minRank !== null)?.minRank ?? null;
  const sorted = [...units].sort((a, b) => {
    if (rank !== null) {
      const ra = withRank(a.unit);
      const rb = withRank(b.unit);
      if (ra === null || rb === null) return ra === null ? (rb === null ? 0 : 1) : -1;
      return Math.abs(ra - rank) - Math.abs(rb - rank);
    }
    return (newest(b.unit)?.minScore ?? -1) - (newest(a.unit)?.minScore ?? -1);
  });
  const schools = sorted.slice(0, POSITION_SCHOOLS).map(({ unit, subjectType }): PositionSchool => ({
    schoolId: unit.schoolId,
    schoolName: unit.schoolName,
    subjectType,
    majorName: unit.majorName ?? '',
    lines: unit.lines.slice(0, POSITION_YEARS).map((l) => ({ year: l.year, minScore: l.minScore, minRank: l.minRank, planCount: l.planCount })),
  }));
  return { schools, schoolCount: new Set(units.map(({ unit }) => unit.schoolId ?? unit.schoolName)).size };
}

/** 专业定位报告: the latest major-position sitting, ranked with values and personality, schools from the engine's index. Members only (the route checks). */
export function positionService(app: FastifyInstance) {
  const { db } = app;
  const catalogue = undergraduateCatalogue(app.majors, app.schools);
  const tests = assessmentService(db);

  return {
    async forUser(userId: string): Promise<MajorPositionReport> {
      const sitting = await latestReport(app, userId, 'major-position');
      if (!sitting) throw noPositionTest();
      const [record, values, personality, user, score, { byClass }] = await Promise.all([
        tests.record(userId, sitting.recordId),
        latestReport(app, userId, 'job-value'),
        latestReport(app, userId, 'personality'),
        userViewById(db, userId),
        scoreProfileOf(db, userId),
        catalogue(),
      ]);
      const profile = positionProfile(record.answers);
      const { weights, ranked } = rankClasses({ profile, values: values?.dimensions, personality: personality?.dimensions });

      const province = user?.province ?? null;
      const subjectType = province ? memberSubjectType(province, user?.subjects ?? [], score ?? null) : null;
      const rank = province && score && score.province === province ? score.rank : null;
      const index = province ? await app.engine.get(province, 'major') : null;
      const units: ReturnType<typeof unitsByMajor> = index ? unitsByMajor(index, subjectType) : new Map();

      // Equal fits (classes whose occupations share a code): the one more schools admit to in the province first.
      const schoolsIn = (code: string) => (byClass.get(code) ?? []).reduce((n, m) => n + (units.get(m.name)?.length ?? 0), 0);
      const ordered = ranked
        .map((r, i) => ({ r, i, n: schoolsIn(r.profile.code) }))
        .sort((a, b) => b.r.fit - a.r.fit || b.n - a.n || a.i - b.i)
        .map((x) => x.r);

      const classes: PositionClass[] = ordered.slice(0, POSITION_CLASSES).map((r, i) => {
        const catalogueMajors: CatalogueMajor[] = byClass.get(r.profile.code) ?? [];
        const majors: PositionMajor[] = catalogueMajors
          .map((m) => ({ m, found: units.get(m.name) ?? [] }))
          .map(({ m, found }) => ({ id: m.id, code: m.code, name: m.name, ...schoolsOf(found, rank) }))
          .sort((a, b) => b.schoolCount - a.schoolCount || a.code.localeCompare(b.code))
          .slice(0, POSITION_MAJORS);
        return {
          rank: i + 1,
          code: r.profile.code,
          name: r.profile.name,
          riasec: r.profile.riasec,
          fit: r.fit,
          parts: r.parts,
          reasons: r.reasons,
          majors,
          moreMajors: Math.max(0, catalogueMajors.length - majors.length),
          occupations: r.profile.occupations.map((id) => occupationOf(id)!).map((o) => ({ id: o.id, name: o.name, riasec: o.riasec })),
        };
      });

      const inputs: PositionInput[] = [
        { key: 'interest', test: 'major-position', used: true, weight: weights.interest, finishTime: sitting.finishTime },
        { key: 'preference', test: 'major-position', used: true, weight: weights.preference, finishTime: sitting.finishTime },
        { key: 'values', test: 'job-value', used: !!values, weight: weights.values, finishTime: values?.finishTime ?? null },
        { key: 'personality', test: 'personality', used: !!personality, weight: weights.personality, finishTime: personality?.finishTime ?? null },
      ];
      const notes = [
        '兴趣题为 O*NET 兴趣量表（Mini-IP 结构）的自译，偏好题为志愿通自编，均尚无中国常模；匹配度是按公开规则算出的参考，不是录取或职业成功的预测。',
        '专业类与职业的对应（职业库与对照表）由志愿通整理，职业的兴趣代码和价值观取自 O*NET 中最接近的美国职业，中国的岗位要求可能不同。',
      ];
      if (!values || !personality)
        notes.push(`还没有${[!values && '职业价值观', !personality && '性格'].filter(Boolean).join('和')}测评结果：排序暂未考虑这一项，做完后报告会自动更新。`);
      if (!province) notes.push('还没有设置省份：设置后会列出本省开设这些专业的院校和近年录取线。');
      else if (!index || units.size === 0) notes.push(`${province}暂无本科专业录取线数据，只列出专业。`);
      if (index?.dataMode === 'demo') notes.push('院校与录取线为内置演示数据，仅用于展示报告的样子。');

      const top = classes
        .slice(0, 3)
        .map((c) => `${c.name}（${c.fit}）`)
        .join('、');
      return {
        recordId: sitting.recordId,
        finishTime: sitting.finishTime,
        profile: RIASEC_TYPES.map((key) => ({ key, label: RIASEC_LABELS[key], score: profile.sums[key], max: profile.max })),
        code: profile.code,
        preferences: profile.preferences,
        inputs,
        province,
        subjectType,
        rank,
        dataMode: index?.dataMode ?? 'real',
        classes,
        leastFit: ordered
          .slice(-3)
          .reverse()
          .map((r) => ({ code: r.profile.code, name: r.profile.name, fit: r.fit })),
        summary: `你的兴趣代码是 ${profile.code}。综合${inputs
          .filter((x) => x.used && x.key !== 'preference')
          .map((x) => ({ interest: '兴趣', values: '职业价值观', personality: '性格' })[x.key as 'interest'])
          .join('、')}和学习偏好，匹配度最高的专业类是：${top}。`,
        notes,
        attribution: ONET_ATTRIBUTION,
      };
    },
  };
}
