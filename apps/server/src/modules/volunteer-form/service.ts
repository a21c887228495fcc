import {
  BATCH_NAMES,
  findProvince,
  formatDateTime,
  type FormProblem,
  type FormsDeleted,
  type RiskReport,
  type VolunteerForm,
  type VolunteerFormSummary,
  type VolunteerRow,
} from '@zhiyuan/shared';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { t, type Lang } from '../../lib/i18n.ts';
import { checkForm, normalizeName, singleMajorMode, type RuleProblem, type UnitFacts } from './rules.ts';
import { riskOf } from './risk.ts';
import { safeChoicesLeft } from './current.ts';
import type { EngineStore } from '../engine/store.ts';
import { deleteForms, formCount, formOf, formsOf, insertForm, unitLines, updateForm, type FormRow } from './repo.ts';
import type { FormSaveInput } from './schema.ts';

/** A user keeps at most this many forms per province and batch. */
export const FORMS_PER_BATCH = 20;
/** Years of lines consulted for group membership and 选科 (the engine's history plus one). */
const LOOKBACK_YEARS = 4;

/** The batch's limits from the province config, or a 400 naming the field. */
export function batchLimitOf(provinceName: string, batch: number) {
  const province = findProvince(provinceName);
  if (!province) throw fieldError('province', 'formProvince', { province: provinceName });
  const limit = province.batchs[batch];
  if (!limit) {
    // Batches by name, with the number the API takes beside it (issue 30: users never see bare batch numbers).
    const named = (b: number, lang: 'zh' | 'en') => (BATCH_NAMES[b] ? `${BATCH_NAMES[b][lang]} (${b})` : lang === 'zh' ? `第 ${b} 批次` : `batch ${b}`);
    const options = Object.keys(province.batchs).map(Number);
    throw fieldError('batch', 'formBatch', {
      province: province.province,
      batchZh: named(batch, 'zh'),
      batchEn: named(batch, 'en'),
      optionsZh: options.map((b) => named(b, 'zh')).join('、'),
      optionsEn: options.map((b) => named(b, 'en')).join(', '),
    });
  }
  return { province, limit };
}

function limitsOf(row: Pick<FormRow, 'province' | 'batch'>) {
  const { province, limit } = batchLimitOf(row.province, row.batch);
  return { fillType: province.fillType, volunteerNum: limit.volunteerNum ?? limit.majorNum, majorNum: singleMajorMode(limit) ? 1 : limit.majorNum };
}

function tiersOf(rows: VolunteerRow[]) {
  const tiers: VolunteerFormSummary['tiers'] = {};
  for (const r of rows) if (r.tier) tiers[r.tier] = (tiers[r.tier] ?? 0) + 1;
  return tiers;
}

const summaryOf = (f: FormRow): VolunteerFormSummary => ({
  id: f.id,
  name: f.name,
  province: f.province,
  year: f.year,
  subjectType: f.subjectType,
  batch: f.batch,
  rowCount: f.rows.length,
  tiers: tiersOf(f.rows),
  version: f.version,
  createTime: formatDateTime(f.createTime),
  updateTime: formatDateTime(f.updateTime),
});

const viewOf = (f: FormRow): VolunteerForm => ({
  id: f.id,
  name: f.name,
  province: f.province,
  year: f.year,
  subjectType: f.subjectType,
  batch: f.batch,
  subjects: f.subjects as VolunteerForm['subjects'],
  score: f.score,
  rank: f.rank,
  rankTableYear: f.rankTableYear,
  rows: f.rows,
  version: f.version,
  createTime: formatDateTime(f.createTime),
  updateTime: formatDateTime(f.updateTime),
  limits: limitsOf(f),
});

/** 志愿表 ("my wish"): a user's forms, checked on every save against the province rules and the admission data. */
export function volunteerFormService(db: Db, engine: EngineStore) {
  async function own(userId: string, id: string): Promise<FormRow> {
    const row = await formOf(db, userId, id);
    // Someone else's form answers exactly like a missing one.
    if (!row) throw notFound();
    return row;
  }

  /** What the admission lines say about each row's unit: subject types, majors, 选科. */
  async function factsFor(input: FormSaveInput): Promise<(row: VolunteerRow) => UnitFacts | undefined> {
    if (!input.rows.length) return () => undefined;
    const ids = [...new Set(input.rows.map((r) => r.schoolId).filter((v): v is string => !!v))];
    const names = [...new Set(input.rows.map((r) => r.schoolName))];
    const lines = await unitLines(db, input.province, input.year - LOOKBACK_YEARS, names, ids);

    return (row) => {
      const school = lines.filter(
        (l) =>
          ((row.schoolId && l.institutionId === row.schoolId) || l.schoolName === row.schoolName) &&
          (!row.schoolCode || !l.schoolCode || l.schoolCode === row.schoolCode),
      );
      const unit = row.groupCode ? school.filter((l) => l.groupCode === row.groupCode) : school;
      if (!unit.length) return undefined;
      const sameType = unit.filter((l) => l.subjectType === input.subjectType);
      const majorLines = sameType.filter((l) => l.level === 'major' && l.majorName);
      const majors = new Set<string>();
      const majorRequirements = new Map<string, { year: number; text: string }>();
      for (const l of majorLines) {
        const name = normalizeName(l.majorName!);
        majors.add(name);
        if (l.majorCode) majors.add(normalizeName(l.majorCode));
        const prev = majorRequirements.get(name);
        if (l.electiveRequirement && (!prev || l.year > prev.year)) majorRequirements.set(name, { year: l.year, text: l.electiveRequirement });
      }
      const groupLines = sameType.filter((l) => l.level === 'group' && l.electiveRequirement);
      const latest = Math.max(0, ...groupLines.map((l) => l.year));
      return {
        subjectTypes: new Set(unit.map((l) => l.subjectType)),
        majors,
        unitRequirements: row.groupCode ? [...new Set(groupLines.filter((l) => l.year === latest).map((l) => l.electiveRequirement!))] : [],
        majorRequirements: new Map([...majorRequirements].map(([k, v]) => [k, v.text])),
      };
    };
  }

  function reject(lang: Lang, problems: RuleProblem[]): never {
    const worded: FormProblem[] = problems.map((p) => ({ row: p.row, reason: p.key, message: t(lang, p.key, p.params) }));
    const first = worded[0].message;
    const message = worded.length > 1 ? t(lang, 'formMoreProblems', { first, more: worded.length - 1 }) : first;
    throw new AppError(400, 'formInvalid', { text: message }, { problems: worded });
  }

  return {
    async listMine(userId: string, filter: { province?: string; batch?: number }): Promise<VolunteerFormSummary[]> {
      const rows = await formsOf(db, userId, filter, 200);
      return rows.map(summaryOf);
    },

    async get(userId: string, id: string): Promise<VolunteerForm> {
      return viewOf(await own(userId, id));
    },

    /**
     * Checks the whole form, then writes it in one statement. A form that fails any rule is
     * refused with every problem listed and the stored version stays as it was.
     */
    async save(userId: string, input: FormSaveInput, lang: Lang): Promise<VolunteerForm> {
      const { province, limit } = batchLimitOf(input.province, input.batch);
      const existing = input.id ? await own(userId, input.id) : null;
      const problems = checkForm(input.rows, {
        province: province.province,
        subjectType: input.subjectType,
        subjects: input.subjects,
        fillType: province.fillType,
        limit,
        checkElectives: province.type !== 1,
        facts: await factsFor({ ...input, province: province.province }),
      });
      if (problems.length) reject(lang, problems);

      const rows: VolunteerRow[] = input.rows.map((r) => ({ ...r, majors: r.majors.map((m) => ({ name: m.name, code: m.code })) }));
      const values = {
        name: input.name,
        province: province.province,
        year: input.year,
        subjectType: input.subjectType,
        subjects: input.subjects,
        batch: input.batch,
        score: input.score ?? null,
        rank: input.rank ?? null,
        rankTableYear: input.rankTableYear ?? null,
        rows,
      };
      if (existing) {
        const expected = input.version ?? existing.version;
        const updated = await updateForm(db, userId, existing.id, expected, values);
        if (!updated) throw fieldError('version', 'formStale', { version: (await own(userId, existing.id)).version });
        return viewOf(updated);
      }
      const held = await formCount(db, userId, province.province, input.batch);
      if (held >= FORMS_PER_BATCH) throw fieldError('batch', 'formLimit', { max: FORMS_PER_BATCH });
      const created = await insertForm(db, { id: newId(), userId, ...values });
      return viewOf(created);
    },

    async remove(userId: string, ids: string[]): Promise<FormsDeleted> {
      return { deleted: await deleteForms(db, userId, ids) };
    },

    async risk(userId: string, input: { id?: string; province?: string; batch?: number; rows?: VolunteerRow[] }, lang: Lang): Promise<RiskReport> {
      let rows: VolunteerRow[];
      let maxRows = 45;
      let single = false;
      let form: VolunteerForm | null = null;
      if (input.id) {
        form = viewOf(await own(userId, input.id));
        // Rows sent with the id are the editor's unsaved ones, checked as that form's.
        rows = input.rows ?? form.rows;
        const { limit } = batchLimitOf(form.province, form.batch);
        single = singleMajorMode(limit);
        maxRows = limit.volunteerNum ?? limit.majorNum;
      } else {
        if (!input.rows) throw fieldError('rows', 'formRowsRequired');
        rows = input.rows;
        if (input.province && input.batch) {
          const { limit } = batchLimitOf(input.province, input.batch);
          single = singleMajorMode(limit);
          maxRows = limit.volunteerNum ?? limit.majorNum;
        }
      }
      const numbers = riskOf(
        rows.map((r) => ({ probability: r.probability, tier: r.tier, obeyAdjust: r.obeyAdjust, isGroup: !single })),
        maxRows,
      );
      const key = {
        fewSafe: 'riskFewSafe',
        noProbability: 'riskNoProbability',
        notObeying: 'riskNotObeying',
        short: 'riskShort',
        highRisk: 'riskHigh',
      } as const;
      // "Add 保 choices" only when there are some to add (issue 30); else what exists is said.
      const left = form && numbers.warnings.some((w) => w.kind === 'fewSafe') ? await safeChoicesLeft(engine, form, numbers.safeRows, lang) : null;
      const message = (w: RiskReport['warnings'][number] & { params: Record<string, number> }) => {
        if (w.kind !== 'fewSafe' || !left) return t(lang, key[w.kind], w.params);
        return (
          t(lang, 'riskFewSafe', w.params) +
          (left.safe > 0 ? t(lang, 'riskSafeLeft', left) : t(lang, left.thin > 0 ? 'riskSafeNoneThin' : 'riskSafeNone', left))
        );
      };
      return { ...numbers, warnings: numbers.warnings.map((w) => ({ kind: w.kind, message: message({ ...w, message: '' }) })) };
    },

    /** The stored form for the export (owner only). */
    async forExport(userId: string, id: string): Promise<VolunteerForm> {
      return viewOf(await own(userId, id));
    },
  };
}

export type VolunteerFormService = ReturnType<typeof volunteerFormService>;
