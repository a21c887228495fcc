import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formInt, idList } from '../../lib/schema.ts';
import { formWorkbook } from './export.ts';
import { riskCheckSchema, formSaveSchema } from './schema.ts';
import { volunteerFormService } from './service.ts';
import { rescoreForm } from './current.ts';
import { formRescoreSchema, formsDeletedSchema, riskReportSchema, volunteerFormSchema, volunteerFormSummarySchema } from '@zhiyuan/shared/schemas/forms';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const idParam = z.object({ id: z.string().regex(/^\d{1,20}$/, 'badFormat') });
const user = { auth: 'user' } as const;

/** 志愿表 ("my wish"): every call is the logged-in user's own forms only. */
const volunteerFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const forms = volunteerFormService(app.db, app.engine);

  app.get(
    '/volunteerForm/getMine',
    {
      config: user,
      schema: {
        tags: ['volunteerForm'],
        summary: "The logged-in user's volunteer forms (newest first), optionally of one province and batch",
        querystring: z.object({ province: z.preprocess(blank, z.string().max(10).optional()), batch: z.preprocess(blank, formInt(1, 9).optional()) }),
        response: { 200: z.array(volunteerFormSummarySchema) },
      },
    },
    (req) => forms.listMine(req.auth!.userId, req.query),
  );

  app.get(
    '/volunteerForm/get/:id',
    {
      config: user,
      schema: {
        tags: ['volunteerForm'],
        summary: 'One of my forms with its rows and the batch limits',
        params: idParam,
        response: { 200: volunteerFormSchema },
      },
    },
    (req) => forms.get(req.auth!.userId, req.params.id),
  );

  app.post(
    '/volunteerForm/save',
    {
      config: user,
      schema: {
        tags: ['volunteerForm'],
        summary:
          'Create (no id) or update (id + version) a form, JSON body; refused with code 400 and result.problems naming each row and reason when any rule fails, the stored version unchanged',
        body: formSaveSchema,
        response: { 200: volunteerFormSchema },
      },
    },
    (req) => forms.save(req.auth!.userId, req.body, req.lang),
  );

  app.post(
    '/volunteerForm/delByIds',
    {
      config: user,
      schema: {
        tags: ['volunteerForm'],
        summary: 'Delete my forms (ids=1,2,3); ids of other users are ignored',
        body: z.object({ ids: idList }),
        response: { 200: formsDeletedSchema },
      },
    },
    (req) => forms.remove(req.auth!.userId, req.body.ids),
  );

  app.post(
    '/volunteerForm/riskCheck',
    {
      config: user,
      schema: {
        tags: ['volunteerForm'],
        summary:
          'Chance of no admission (Monte Carlo over row probabilities, independent draws: a floor) and tier-mix warnings, for a saved form (id) or unsaved rows',
        body: riskCheckSchema,
        response: { 200: riskReportSchema },
      },
    },
    (req) => forms.risk(req.auth!.userId, req.body, req.lang),
  );

  app.post(
    '/volunteerForm/rescore',
    {
      config: user,
      schema: {
        tags: ['volunteerForm'],
        summary: '按最新数据重新计算: each row of my form with the chance the engine gives now beside the one the form keeps; nothing is saved',
        body: idParam.strict(),
        response: { 200: formRescoreSchema },
      },
    },
    async (req) => await rescoreForm(app.engine, await forms.get(req.auth!.userId, req.body.id), req.lang),
  );

  app.get(
    '/volunteerForm/export/:id',
    {
      config: { ...user, tokenInQuery: true },
      schema: {
        tags: ['volunteerForm'],
        summary: 'My form as an Excel workbook (.xlsx); the token may come as ?accessToken= for a plain download link',
        params: idParam,
      },
    },
    async (req, reply) => {
      const form = await forms.forExport(req.auth!.userId, req.params.id);
      const file = await formWorkbook(form, req.lang);
      const name = `${form.name}-${form.province}${form.year}.xlsx`;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="volunteer-form-${form.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(file);
    },
  );
};

export default volunteerFormRoutes;
