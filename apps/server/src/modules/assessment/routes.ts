import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEST_ANSWER_CALLS, type TestKind } from '@zhiyuan/shared';
import {
  testAnswerSavedSchema,
  testDefinitionViewSchema,
  testGroupCreatedSchema,
  testGroupLeftSchema,
  testGroupReportSchema,
  testGroupsDeletedSchema,
  testGroupViewSchema,
  testListItemSchema,
  testRecordAnswerSchema,
  testRecordViewSchema,
  testReportSchema,
} from '@zhiyuan/shared/schemas/assessment';
import {
  answerInsertSchema,
  groupAddSchema,
  groupIdSchema,
  groupIdsSchema,
  groupJoinSchema,
  idParam,
  kindParam,
  optionalRecordQuery,
  recordIdQuery,
  recordQuery,
  reportQuery,
} from './schema.ts';
import { assessmentService, availableInstrument } from './service.ts';
import { testGroupService } from './groups.ts';

const TAGS = ['assessment'];
const GROUP_TAGS = ['testGroup'];
/** Answers are saved one by one as the user goes: generous, but per user (not per address: a class shares one). */
export const ANSWER_SAVES_PER_MINUTE = 120;
/** Joining by code is limited per user, so codes cannot be guessed by trying. */
export const GROUP_CALLS_PER_MINUTE = 20;
const perUser = (name: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `${name}:${req.auth?.userId ?? req.ip}`,
});
const user = { auth: 'user' as const };

/** 测评 (spec §7 "Tests"): the tests, sittings saved as the user goes, reports scored on the server, group reports. */
const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tests = assessmentService(app.db);
  const groups = testGroupService(app.db);

  app.get(
    '/test/getAll',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'The tests offered (TestListItem[]): time, item count, what each tells you, and my sitting in progress and latest finished one',
        response: { 200: z.array(testListItemSchema) },
      },
    },
    (req) => tests.list(req.auth!.userId),
  );

  app.get(
    '/test/get/:kind',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'One test to take (TestDefinitionView): its items without keys, scale, source and licence; 404 for a kind not offered yet',
        params: kindParam,
        response: { 200: testDefinitionViewSchema },
      },
    },
    async (req) => tests.definition(req.params.kind),
  );

  app.get(
    '/testRecord/get',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'My sittings (TestRecordView[]), newest first, optionally of one kind; with ?id= that one sitting (404 when it is not mine)',
        querystring: recordQuery,
        response: { 200: testRecordAnswerSchema },
      },
    },
    async (req) => (req.query.id ? await tests.record(req.auth!.userId, req.query.id) : await tests.history(req.auth!.userId, req.query.kind)),
  );

  app.post(
    '/testAnswer/insert',
    {
      config: { ...user, rateLimit: perUser('testAnswer', ANSWER_SAVES_PER_MINUTE) },
      schema: {
        tags: TAGS,
        summary:
          'Save answers as I go ({kind, recordId?, answers: {itemId: value}, context?, finish?}): merged into the sitting in progress (created when none; a finished one never changes, a retake is a new sitting). Every item id and value is checked (400 naming answers.<id>); finish needs every item and scores on the server. Answers TestAnswerSaved',
        body: answerInsertSchema,
        response: { 200: testAnswerSavedSchema },
      },
    },
    (req) => tests.save(req.auth!.userId, req.body),
  );

  app.get(
    '/testAnswer/getAnswer',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'The saved answers of one of my sittings (TestRecordView), to resume on another device',
        querystring: recordIdQuery,
        response: { 200: testRecordViewSchema },
      },
    },
    (req) => tests.record(req.auth!.userId, req.query.recordId),
  );

  app.get(
    '/testAnswer/getTestAnswer',
    {
      config: user,
      schema: {
        tags: TAGS,
        summary: 'The report (TestReport) of one of my sittings (?recordId=) or of my latest finished sitting of a kind (?kind=); 404 when there is none',
        querystring: reportQuery,
        response: { 200: testReportSchema },
      },
    },
    (req) => tests.report(req.auth!.userId, req.query),
  );

  // The nine `/answer<Name>Test/getAnswer` calls of spec §7: one per kind.
  for (const [kind, call] of Object.entries(TEST_ANSWER_CALLS) as [TestKind, string][]) {
    app.get(
      `/${call}/getAnswer`,
      {
        config: user,
        schema: {
          tags: TAGS,
          summary: `The report (TestReport) of my latest finished ${kind} test, or of the sitting ?recordId=; 404 when none or the test is not offered yet`,
          querystring: optionalRecordQuery,
          response: { 200: testReportSchema },
        },
      },
      async (req) => {
        availableInstrument(kind);
        return await tests.report(req.auth!.userId, { kind, recordId: req.query.recordId });
      },
    );
  }

  // ───────── group reports ─────────
  app.post(
    '/testGroup/add',
    {
      config: { ...user, rateLimit: perUser('testGroup', GROUP_CALLS_PER_MINUTE) },
      schema: {
        tags: GROUP_TAGS,
        summary: 'Create a group report ({name, type: class|family, kind}); answers {id, code}: the invitation code members join with',
        body: groupAddSchema,
        response: { 200: testGroupCreatedSchema },
      },
    },
    (req) => groups.add(req.auth!.userId, req.body),
  );

  app.post(
    '/testGroup/join',
    {
      config: { ...user, rateLimit: perUser('testGroup', GROUP_CALLS_PER_MINUTE) },
      schema: {
        tags: GROUP_TAGS,
        summary: 'Join a group by its code ({code, role}: member for a class, parent or child for a family); answers the TestGroupView',
        body: groupJoinSchema,
        response: { 200: testGroupViewSchema },
      },
    },
    (req) => groups.join(req.auth!.userId, req.body),
  );

  app.get(
    '/testGroup/getMine',
    {
      config: user,
      schema: {
        tags: GROUP_TAGS,
        summary: 'Groups I own or joined (TestGroupView[]; the code shown to the owner only)',
        response: { 200: z.array(testGroupViewSchema) },
      },
    },
    (req) => groups.mine(req.auth!.userId),
  );

  app.get(
    '/testGroup/report/:id',
    {
      config: user,
      schema: {
        tags: GROUP_TAGS,
        summary:
          "A group's report (TestGroupReport), for its owner and members only: each member's latest finished result of the group's test (never answers) and the mean per dimension",
        params: idParam,
        response: { 200: testGroupReportSchema },
      },
    },
    (req) => groups.report(req.auth!.userId, req.params.id),
  );

  app.post(
    '/testGroup/leave',
    {
      config: user,
      schema: {
        tags: GROUP_TAGS,
        summary: 'Leave a group I joined ({id}); 404 when I am not a member',
        body: groupIdSchema,
        response: { 200: testGroupLeftSchema },
      },
    },
    (req) => groups.leave(req.auth!.userId, req.body.id),
  );

  app.post(
    '/testGroup/delByIds',
    {
      config: user,
      schema: {
        tags: GROUP_TAGS,
        summary: 'Delete groups I own (ids=1,2,3); ids of groups I do not own are ignored',
        body: groupIdsSchema,
        response: { 200: testGroupsDeletedSchema },
      },
    },
    (req) => groups.remove(req.auth!.userId, req.body.ids),
  );
};

export default assessmentRoutes;
