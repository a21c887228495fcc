import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_KINDS, PROVINCES } from '@zhiyuan/shared';
import { optionalText, pageQuery } from '../../lib/schema.ts';
import { contentDisposition } from '../file/view.ts';
import { ensureContent } from './seed.ts';
import {
  allCases,
  allCourses,
  allPathways,
  allTemplates,
  article,
  articleIndex,
  articlePage,
  autonomousItem,
  autonomousList,
  autonomousMajor,
  autonomousMajors,
  camp,
  campList,
  caseItem,
  competitions,
  conditions,
  course,
  coursesByName,
  experts,
  hotArticles,
  pathway,
  pathwaySteps,
  questionList,
  recommendedArticles,
  recommendedCourses,
  recommendedQuestions,
  search,
  tableOfArticle,
  tablesOfArticle,
  templateDownload,
} from './service.ts';
import { autonomousMajorSchema, autonomousMajorViewSchema, pathwayStepSchema, searchHitSchema, simpleTableSchema } from '@zhiyuan/shared/schemas/content';
import {
  campCardSchema,
  campViewSchema,
  contentCardSchema,
  contentDetailSchema,
  courseViewSchema,
  informationIndexSchema,
  pageSchema,
  questionListSchema,
} from '@zhiyuan/shared/schemas/generic';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const limitOf = (def: number, max: number) => z.preprocess(blank, z.coerce.number().int().min(1).max(max).optional()).transform((n) => n ?? def);
const idField = z
  .string()
  .trim()
  .regex(/^\d{1,20}$/, 'badFormat');
const idParam = z.object({ id: idField });
const keyword = optionalText(50);
const PROVINCE_NAMES = new Set(PROVINCES.map((p) => p.province));
/** A province's short name (广东), or blank for all. */
const provinceQuery = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .refine((p) => PROVINCE_NAMES.has(p), 'contentUnknownProvince')
    .optional(),
);
/** Published content, the same for every visitor (plugins/http-cache.ts). */
const publicContent = { auth: 'public' as const, cache: 'content' as const };
const user = { auth: 'user' as const };
const TAGS = ['content'];

/** Content the site shows (no token: the index cards; token: the lists, details and search). */
const contentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // Courses need the file service for their videos: seeded here once the app is up (the other kinds by seed.ts).
  app.addHook('onReady', async () => {
    try {
      await ensureContent(app.db, app.files);
    } catch (err) {
      app.log.error({ err }, 'content seed failed');
    }
  });

  // ───────── no token ─────────
  app.get(
    '/expertIntroduce/getAll',
    {
      config: publicContent,
      schema: {
        tags: TAGS,
        summary: 'Every published expert (body = bio HTML), in order; a 示例 expert (isExample) has no booking text: it cannot be booked',
        response: { 200: z.array(contentDetailSchema('expert')) },
      },
    },
    () => experts(app),
  );

  app.get(
    '/information/getIndex',
    {
      config: publicContent,
      schema: {
        tags: TAGS,
        summary: "The index card of articles: the province's first, then national ones; pinned first; with category counts",
        querystring: z.object({ province: optionalText(10), limit: limitOf(6, 20) }),
        response: { 200: informationIndexSchema },
      },
    },
    (req) => articleIndex(app, req.query.province, req.query.limit),
  );

  app.get(
    '/information/getRecommend',
    {
      config: publicContent,
      schema: {
        tags: TAGS,
        summary: 'Recommended articles, newest first',
        querystring: z.object({ limit: limitOf(6, 20) }),
        response: { 200: z.array(contentCardSchema('article')) },
      },
    },
    (req) => recommendedArticles(app, req.query.limit),
  );

  app.get(
    '/hundredQuestion/getRecommend',
    {
      config: publicContent,
      schema: {
        tags: TAGS,
        summary: 'Recommended questions of the 百问 (body = answer HTML)',
        querystring: z.object({ limit: limitOf(10, 50) }),
        response: { 200: z.array(contentDetailSchema('question')) },
      },
    },
    (req) => recommendedQuestions(app, req.query.limit),
  );

  app.get(
    '/zhiyuanVideo/getRecommend',
    {
      config: publicContent,
      schema: { tags: TAGS, summary: 'Recommended courses with their lessons', response: { 200: z.array(courseViewSchema) } },
    },
    () => recommendedCourses(app),
  );

  // ───────── articles ─────────
  app.get(
    '/information/getByPage',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: "Articles by category, province (that province's and national ones) and keyword; pinned, then newest; paged",
        querystring: pageQuery.extend({ category: optionalText(50), province: optionalText(10), keyword }),
        response: { 200: pageSchema(contentCardSchema('article')) },
      },
    },
    (req) => articlePage(app, req.query),
  );

  app.get(
    '/information/get/:id',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'One article (+1 view), with its neighbours in the list order',
        params: idParam,
        response: { 200: contentDetailSchema('article') },
      },
    },
    (req) => article(app, req.params.id),
  );

  app.get(
    '/information/hot',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'The most read articles',
        querystring: z.object({ limit: limitOf(6, 20) }),
        response: { 200: z.array(contentCardSchema('article')) },
      },
    },
    (req) => hotArticles(app, req.query.limit),
  );

  app.get(
    '/informationSimpleTable/get/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'The data tables of an article', params: idParam, response: { 200: z.array(simpleTableSchema) } },
    },
    (req) => tablesOfArticle(app.db, req.params.id),
  );

  app.get(
    '/informationSimpleTable/get/:id/:id2',
    {
      config: user,
      schema: { tags: TAGS, summary: 'One data table of an article', params: z.object({ id: idField, id2: idField }), response: { 200: simpleTableSchema } },
    },
    (req) => tableOfArticle(app.db, req.params.id, req.params.id2),
  );

  // ───────── 百问 ─────────
  app.get(
    '/hundredQuestion/getAll',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'The 百问 by category and keyword (question or answer), with category counts',
        querystring: z.object({ category: optionalText(50), keyword }),
        response: { 200: questionListSchema },
      },
    },
    (req) => questionList(app, req.query.category, req.query.keyword),
  );

  // ───────── courses ─────────
  app.get(
    '/zhiyuanVideo/getAll',
    {
      config: user,
      schema: { tags: TAGS, summary: 'Every published course with its lessons', response: { 200: z.array(courseViewSchema) } },
    },
    () => allCourses(app),
  );

  app.get(
    '/zhiyuanVideo/get/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'One course with its lessons (+1 view)', params: idParam, response: { 200: courseViewSchema } },
    },
    (req) => course(app, req.params.id),
  );

  app.get(
    '/zhiyuanVideo/getByName',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'Courses whose title or a lesson title contains the text',
        querystring: z.object({ name: z.string().trim().min(1).max(50) }),
        response: { 200: z.array(courseViewSchema) },
      },
    },
    (req) => coursesByName(app, req.query.name),
  );

  // ───────── pathways ─────────
  app.get(
    '/backProcess/getAllList/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'The steps of a pathway', params: idParam, response: { 200: z.array(pathwayStepSchema) } },
    },
    (req) => pathwaySteps(app.db, req.params.id),
  );

  app.get(
    '/content/pathway/getAll',
    {
      config: user,
      schema: { tags: TAGS, summary: 'Every published pathway, in order', response: { 200: z.array(contentDetailSchema('pathway')) } },
    },
    () => allPathways(app),
  );

  app.get(
    '/content/pathway/get/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'One pathway', params: idParam, response: { 200: contentDetailSchema('pathway') } },
    },
    (req) => pathway(app, req.params.id),
  );

  // ───────── competitions, conditions, templates ─────────
  app.get(
    '/prizeAnswer/getAll',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'The competition whitelist by subject and keyword (name or organiser)',
        querystring: z.object({ subject: optionalText(50), keyword }),
        response: { 200: z.array(contentDetailSchema('competition')) },
      },
    },
    (req) => competitions(app, req.query.subject, req.query.keyword),
  );

  app.get(
    '/content/condition/getAll',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: '报考条件 by kind (category) and keyword (what it applies to, rule, note)',
        querystring: z.object({ category: optionalText(50), keyword }),
        response: { 200: z.array(contentDetailSchema('condition')) },
      },
    },
    (req) => conditions(app, req.query.category, req.query.keyword),
  );

  app.get(
    '/content/template/getAll',
    {
      config: user,
      schema: { tags: TAGS, summary: 'Every published material template', response: { 200: z.array(contentDetailSchema('template')) } },
    },
    () => allTemplates(app),
  );

  app.get(
    '/content/template/download/:id',
    {
      config: { ...user, tokenInQuery: true },
      schema: { tags: TAGS, summary: 'A template as a UTF-8 .txt attachment (or its uploaded file)', params: idParam },
    },
    async (req, reply) => {
      const download = await templateDownload(app, req.params.id);
      if ('redirect' in download) return reply.redirect(download.redirect);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', download.name))
        .header('cache-control', 'private, no-store')
        .send(download.text);
    },
  );

  // ───────── cases ─────────
  app.get(
    '/content/case/getAll',
    {
      config: user,
      schema: { tags: TAGS, summary: 'Every published case, in order', response: { 200: z.array(contentCardSchema('case')) } },
    },
    () => allCases(app),
  );

  app.get(
    '/content/case/get/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'One case (+1 view)', params: idParam, response: { 200: contentDetailSchema('case') } },
    },
    (req) => caseItem(app, req.params.id),
  );

  // ───────── 自主招生 ─────────
  app.get(
    '/yuanxiaoAutonomousEnrolment/getAll',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: '自主招生 items by programme and keyword (title or school)',
        querystring: z.object({ programme: optionalText(50), keyword }),
        response: { 200: z.array(contentCardSchema('autonomous')) },
      },
    },
    (req) => autonomousList(app, req.query.programme, req.query.keyword),
  );

  app.get(
    '/yuanxiaoAutonomousEnrolment/get/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'One 自主招生 item', params: idParam, response: { 200: contentDetailSchema('autonomous') } },
    },
    (req) => autonomousItem(app, req.params.id),
  );

  app.get(
    '/majorAutonomousEnrolment/getMajor/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'The majors of a 自主招生 item', params: idParam, response: { 200: z.array(autonomousMajorSchema) } },
    },
    (req) => autonomousMajors(app.db, req.params.id),
  );

  app.get(
    '/majorAutonomousEnrolment/get/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'One major of a 自主招生 item, with its item', params: idParam, response: { 200: autonomousMajorViewSchema } },
    },
    (req) => autonomousMajor(app.db, req.params.id),
  );

  // ───────── 高校营 ─────────
  app.get(
    '/content/camp/getAll',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary:
          '高校营 (夏令营, 冬令营, 科学营, 开放日) by season, keyword (title, school, who) and province (its own and national ones); still to come first by start date, then ended ones newest first, each flagged ended',
        querystring: z.object({ season: optionalText(20), keyword, province: provinceQuery }),
        response: { 200: z.array(campCardSchema) },
      },
    },
    (req) => campList(app, req.query),
  );

  app.get(
    '/content/camp/get/:id',
    {
      config: user,
      schema: { tags: TAGS, summary: 'One 高校营 with its text (+1 view), flagged ended', params: idParam, response: { 200: campViewSchema } },
    },
    (req) => camp(app, req.params.id),
  );

  // ───────── search ─────────
  app.get(
    '/content/search',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'Full-text search of the site content (Chinese words by Intl.Segmenter), ranked, with a highlighted passage',
        querystring: pageQuery.pick({ pageNumber: true, pageSize: true }).extend({
          q: z.string({ error: 'required' }).trim().min(1).max(50),
          kind: z.preprocess(blank, z.enum(CONTENT_KINDS).optional()),
        }),
        response: { 200: pageSchema(searchHitSchema) },
      },
    },
    (req) => search(app.db, req.query),
  );
};

export default contentPublicRoutes;
