import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ELECTIVE_SUBJECTS, findProvince, type BatchSelect, type ElectiveSubject } from '@zhiyuan/shared';
import { fieldError } from '../../lib/errors.ts';
import { formInt } from '../../lib/schema.ts';
import { BATCH_NAMES } from '../../engine/index.ts';
import { provinceField, optionalYear, optionalSubjectType } from '../reference/fields.ts';
import { resolveSubjectType, resolveYear } from './service.ts';
import { saveScoreProfile, toScoreProfile } from './score-profile.ts';
import { findScoreProfile } from './repo.ts';
import { batchSelectSchema, scoreProfileSchema } from '@zhiyuan/shared/schemas/engine';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/**
 * 选科 as a list or comma-joined text (`物理,化学,生物`). Only text is split: a nested list, a number
 * or an object is left as it came and refused by name, never turned into text that happens to match.
 */
const subjectsField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const arr = Array.isArray(v) ? v : [v];
    if (!arr.every((x) => typeof x === 'string')) return v;
    return arr
      .flatMap((x) => x.split(/[,，]/))
      .map((s) => s.trim())
      .filter(Boolean);
  },
  z
    .array(z.enum(ELECTIVE_SUBJECTS as [ElectiveSubject, ...ElectiveSubject[]]))
    .max(3)
    .optional(),
);

/** A score as a number or its decimal text (a form post); a list, an object or a boolean is refused, not coerced. */
const scoreField = z.preprocess((v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), z.number().min(0).max(1000));

const saveBody = z.object({
  province: provinceField,
  year: formInt(2000, 2100),
  subjectType: optionalSubjectType,
  subjects: subjectsField,
  score: scoreField,
  rank: z.preprocess(blank, formInt(1, 5_000_000).optional()),
});

/** Admission engine calls besides recommend mode (which lives on the score-line routes). */
const engineRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.engine;

  app.get(
    '/smartFill/info/piciSelect',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['engine'],
        summary:
          'Batches (批次) a student of a province/subject type can fill, with their limits from the province config (volunteers × majors) and whether the engine has lines for them',
        querystring: z.object({ province: provinceField, subjectType: optionalSubjectType, year: optionalYear }),
        response: { 200: batchSelectSchema },
      },
    },
    async (req) => {
      const config = findProvince(req.query.province);
      if (!config) throw fieldError('province', 'engineProvinceUnknown');
      const index = (await store.get(config.province))!;
      const subjectType = req.query.subjectType ? resolveSubjectType(config, req.query.subjectType, undefined) : null;
      const en = req.lang === 'en-US';
      const result: BatchSelect = {
        province: config.province,
        year: req.query.year ?? (subjectType ? resolveYear(index, subjectType, undefined) : config.year),
        subjectType,
        fillType: config.fillType,
        batches: Object.entries(config.batchs)
          .map(([b, limit]) => {
            const batch = Number(b);
            const pools = subjectType ? [index.pool(subjectType, batch)] : [...index.pools.values()].filter((p) => p.batch === batch);
            const names = [...new Set(pools.flatMap((p) => p?.batchNames ?? []))].sort();
            return {
              batch,
              name: BATCH_NAMES[batch] ? (en ? BATCH_NAMES[batch].en : BATCH_NAMES[batch].zh) : String(batch),
              volunteerNum: limit.volunteerNum ?? null,
              majorNum: limit.majorNum,
              dataBatches: names,
              hasData: pools.some((p) => !!p && p.units.length > 0),
            };
          })
          .sort((a, b) => a.batch - b.batch),
      };
      return result;
    },
  );

  app.get(
    '/xueShengCjb/getScoreByYhId',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['engine'],
        summary: "The logged-in user's score profile (我的成绩): province, year, subject type/选科, score, rank and same-score range; null when none is saved",
        response: { 200: scoreProfileSchema.nullable() },
      },
    },
    async (req) => {
      const row = await findScoreProfile(app.db, req.auth!.userId);
      return row ? toScoreProfile(row) : null;
    },
  );

  app.post(
    '/xueShengCjb/save',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['engine'],
        summary:
          "Saves the logged-in user's score profile; the rank is derived from the year's rank table unless given (the same-score range is kept either way). The account's 所在省份 and 选科 become the score's (one profile of truth)",
        body: saveBody,
        response: { 200: scoreProfileSchema },
      },
    },
    (req) => saveScoreProfile(app.db, app.engine, req.auth!.userId, req.body, req.lang ?? 'zh-CN'),
  );
};

export default engineRoutes;
