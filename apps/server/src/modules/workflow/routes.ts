import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { Lang } from '../../lib/i18n.ts';
import { calendarDate, formBool, formInt, idList, idText, noParams, optionalId, optionalText, pageQuery } from '../../lib/schema.ts';
import { successMessage } from '../../plugins/envelope.ts';
import { formFieldsSchema } from './bpmn.ts';
import {
  actBusinessViewSchema,
  actCategoryViewSchema,
  actDeployResultSchema,
  actDoneViewSchema,
  actHistoryViewSchema,
  actInstanceDiagramSchema,
  actInstanceViewSchema,
  actModelSourceSchema,
  actModelViewSchema,
  actNodeViewSchema,
  actProcessViewSchema,
  actTaskViewSchema,
  actUserRefSchema,
  leaveViewSchema,
} from '@zhiyuan/shared/schemas/workflow';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

/** A BPMN file: at most 512 kB (the modeler's documents are a few kB). */
const BPMN_MAX_BYTES = 512 * 1024;
const text = (max: number) => z.string().trim().max(max);
const comment = z.preprocess((v) => (v === null || v === undefined ? '' : v), text(500));
const xmlText = z.string().min(1).max(BPMN_MAX_BYTES);
const tags = ['admin:workflow'];
const lang = (req: { lang: string }) => req.lang as Lang;
const uid = (req: FastifyRequest) => req.auth!.userId;
const ok = z.null();
const count = z.number().int();
const byId = z.object({ id: idText }).strict();
const assigneeRule = z.object({ type: formInt(0, 4), relateId: z.string().max(64).default('') }).strict();
const leaveFields = {
  type: text(20).min(1),
  title: text(100).min(1),
  description: z.preprocess((v) => (v === null || v === undefined ? '' : v), text(1000)),
  startDate: calendarDate,
  endDate: calendarDate,
};

function download(reply: FastifyReply, file: { name: string; body: string; type: 'xml' | 'svg' }) {
  if (!file.body) throw new AppError(404, 'notFound');
  return reply
    .header('content-type', file.type === 'xml' ? 'application/xml; charset=utf-8' : 'image/svg+xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${encodeURIComponent(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(file.body);
}

/**
 * 工作流程: XBoot's /actCategory, /actModel, /act/model, /actProcess, /actBusiness, /actTask and
 * /leave calls, on bpmn-engine (modules/workflow/service.ts). Applying, 待办 and 已办 are the
 * caller's own (act:apply / act:todo / act:done); the rest is process management.
 */
const workflowRoutes: FastifyPluginAsyncZod = async (app) => {
  const wf = app.workflow;
  await app.register(multipart, { limits: { fileSize: BPMN_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.jobs.define({
    name: 'workflow.timers',
    title: { zh: '流程定时事件', en: 'Workflow timers' },
    description: {
      zh: '触发到期的流程定时事件（如审批超时转交），再继续流程',
      en: 'Fires due workflow timers (an approval that timed out is escalated) and moves the process on',
    },
    params: noParams,
    defaults: { cron: '0 * * * * ?' },
    run: async () => ({ fired: await wf.fireDueTimers() }),
  });

  // ——— 流程分类 ———

  app.get(
    '/actCategory/getByParentId/:parentId',
    {
      config: { permission: 'act:category:view' },
      schema: {
        tags,
        summary: "The categories under a parent ('0' = the root), in order",
        params: z.object({ parentId: idText }).strict(),
        response: { 200: z.array(actCategoryViewSchema) },
      },
    },
    (req) => wf.categories(req.params.parentId),
  );
  app.get(
    '/actCategory/search',
    {
      config: { permission: 'act:category:view' },
      schema: {
        tags,
        summary: 'Categories whose title contains title',
        querystring: z.object({ title: text(50) }).strict(),
        response: { 200: z.array(actCategoryViewSchema) },
      },
    },
    (req) => wf.searchCategories(req.query.title),
  );
  const categoryFields = {
    title: text(50).min(1),
    type: z.preprocess((v) => (v === '' || v === undefined ? 1 : v), formInt(0, 1)),
    sortOrder: z.preprocess((v) => (v === '' || v === undefined ? 0 : v), formInt(0, 100_000)),
  };
  app.post(
    '/actCategory/add',
    {
      config: { permission: 'act:category:add' },
      schema: {
        tags,
        summary: 'Add a category (type 0 group, 1 category)',
        body: z.object({ parentId: z.preprocess((v) => (v === '' || v === undefined ? '0' : v), idText), ...categoryFields }).strict(),
        response: { 200: actCategoryViewSchema },
      },
    },
    (req) => wf.addCategory(req.body, req.auth!.username),
  );
  app.post(
    '/actCategory/edit',
    {
      config: { permission: 'act:category:edit' },
      schema: {
        tags,
        summary: "Edit a category's title, type and order",
        body: z
          .object({ id: idText, ...categoryFields, parentId: z.unknown().optional(), isParent: z.unknown().optional(), createTime: z.unknown().optional() })
          .strict(),
        response: { 200: actCategoryViewSchema },
      },
    },
    (req) => wf.editCategory(req.body),
  );
  app.post(
    '/actCategory/delByIds',
    {
      config: { permission: 'act:category:delete' },
      schema: {
        tags,
        summary: 'Delete categories (refused while one holds subcategories, models or processes)',
        body: z.object({ ids: idList }).strict(),
        response: { 200: count },
      },
    },
    (req) => wf.deleteCategories(req.body.ids),
  );

  // ——— 模型 ———

  app.get(
    '/actModel/getByCondition',
    {
      config: { permission: 'act:model:view' },
      schema: {
        tags,
        summary: 'Models whose name or key contains the text, newest first',
        querystring: pageQuery.extend({ name: optionalText(50), modelKey: optionalText(64) }),
        response: { 200: pageSchema(actModelViewSchema) },
      },
    },
    (req) => wf.modelPage(req.query),
  );
  app.post(
    '/actModel/add',
    {
      config: { permission: 'act:model:add' },
      schema: {
        tags,
        summary: 'A new model: an empty diagram with a start event, its process id = modelKey',
        body: z
          .object({
            name: text(50).min(1),
            modelKey: text(64).regex(/^[A-Za-z][\w-]{0,63}$/, 'badFormat'),
            description: z.preprocess((v) => (v === null || v === undefined ? '' : v), text(200)),
            categoryId: z.preprocess((v) => (v === null || v === undefined || v === '' ? undefined : v), idText.optional()),
          })
          .strict(),
        response: { 200: actModelViewSchema },
      },
    },
    (req) => wf.addModel({ ...req.body, categoryId: req.body.categoryId ?? '' }, req.auth!.username),
  );
  app.get(
    '/act/model/:id/json',
    {
      config: { permission: 'act:model:view' },
      schema: { tags, summary: "A model and its BPMN XML (the modeler's document)", params: byId, response: { 200: actModelSourceSchema } },
    },
    (req) => wf.modelSource(req.params.id),
  );
  app.put(
    '/act/model/:id/save',
    {
      config: { permission: 'act:model:edit' },
      schema: {
        tags,
        summary: "Save the modeler's XML (and its SVG picture); a draft may be incomplete but must be BPMN with one process",
        // Any text: an unknown id is a 404 from the service, and the body's own errors come first.
        params: z.object({ id: z.string().max(32) }).strict(),
        body: z
          .object({
            xml: xmlText,
            svg: z
              .string()
              .max(BPMN_MAX_BYTES * 2)
              .optional(),
          })
          .strict(),
        response: { 200: actModelViewSchema },
      },
    },
    (req) => wf.saveModel(req.params.id, req.body, req.auth!.username),
  );
  app.post(
    '/actModel/deploy/:id',
    {
      config: { permission: 'act:model:deploy' },
      schema: {
        tags,
        summary: 'Deploy a model as the next version of its process (checked: only what the engine runs is accepted)',
        params: byId,
        response: { 200: actDeployResultSchema },
      },
    },
    (req) => wf.deployModel(req.params.id, req.auth!.username),
  );
  app.post(
    '/actModel/deployByFile',
    {
      config: { permission: 'act:model:deploy' },
      schema: {
        tags,
        summary: 'Deploy an uploaded .bpmn/.xml file (multipart: file, categoryId); it also becomes the model of its key; laid out when it has no diagram',
        response: { 200: actDeployResultSchema },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError(400, 'uploadNoFile');
      let xml = '';
      let categoryId = '';
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') xml = (await part.toBuffer()).toString('utf8');
          else if (part.fieldname === 'categoryId') categoryId = String(part.value ?? '').trim();
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'uploadTooLarge', { mb: 0.5 });
        throw new AppError(400, 'uploadNoFile');
      }
      if (!xml) throw new AppError(400, 'uploadNoFile');
      return wf.deployFile(xml, categoryId, req.auth!.username);
    },
  );
  app.get(
    '/actModel/export/:id',
    {
      config: { permission: 'act:model:view', tokenInQuery: true },
      schema: {
        tags,
        summary: 'Download a model as .bpmn (type=xml) or its last saved picture (type=svg)',
        params: byId,
        querystring: z.object({ type: z.enum(['xml', 'svg']).default('xml'), accessToken: z.string().optional() }).strict(),
      },
    },
    async (req, reply) => download(reply, await wf.modelExport(req.params.id, req.query.type)),
  );
  app.post(
    '/actModel/delByIds',
    {
      config: { permission: 'act:model:delete' },
      schema: { tags, summary: 'Delete models (their deployed versions stay)', body: z.object({ ids: idList }).strict(), response: { 200: count } },
    },
    (req) => wf.deleteModels(req.body.ids),
  );

  // ——— 流程定义与实例 ———

  app.get(
    '/actProcess/getByCondition',
    {
      config: { permission: 'act:process:view' },
      schema: {
        tags,
        summary: 'Deployed process versions (showLatest: only the newest of each key)',
        querystring: pageQuery.extend({
          name: optionalText(50),
          processKey: optionalText(64),
          categoryId: optionalId,
          showLatest: z.preprocess((v) => (v === '' ? undefined : v), formBool.optional()),
        }),
        response: { 200: pageSchema(actProcessViewSchema) },
      },
    },
    (req) => wf.processPage(req.query),
  );
  app.get(
    '/actProcess/getByKey/:key',
    {
      config: { permission: 'act:apply:view' },
      schema: {
        tags,
        summary: 'The newest active version of a process key (to apply with it)',
        params: z.object({ key: text(64).min(1) }).strict(),
        response: { 200: actProcessViewSchema },
      },
    },
    (req) => wf.processByKey(req.params.key),
  );
  app.post(
    '/actProcess/updateInfo',
    {
      config: { permission: 'act:process:edit' },
      schema: {
        tags,
        summary: "Edit a version's category, description, business page and table",
        body: z
          .object({
            id: idText,
            categoryId: z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), idText]).optional()),
            description: text(200).optional(),
            routeName: text(50).optional(),
            businessTable: z.enum(['', 'leave', 'content', 'vip_order']).optional(),
          })
          .strict(),
        response: { 200: actProcessViewSchema },
      },
    },
    (req) => wf.updateProcessInfo(req.body),
  );
  app.post(
    '/actProcess/updateStatus',
    {
      config: { permission: 'act:process:edit' },
      schema: {
        tags,
        summary: 'Suspend (0) or activate (1) a version: a suspended one takes no new applications',
        body: z.object({ id: idText, status: formInt(0, 1) }).strict(),
        response: { 200: actProcessViewSchema },
      },
    },
    (req) => wf.updateProcessStatus(req.body.id, req.body.status),
  );
  app.post(
    '/actProcess/editStartUser',
    {
      config: { permission: 'act:process:edit' },
      schema: {
        tags,
        summary: 'Who may start a version: everybody (allUser) or the listed users',
        body: z.object({ id: idText, allUser: formBool, userIds: z.preprocess((v) => (v === '' || v === undefined ? [] : v), idList) }).strict(),
        response: { 200: actProcessViewSchema },
      },
    },
    (req) => wf.editStartUsers(req.body.id, req.body.allUser, req.body.userIds),
  );
  app.get(
    '/actProcess/getProcessNode/:id',
    {
      config: { permission: 'act:process:view' },
      schema: { tags, summary: "A version's nodes with their assignee rules and form fields", params: byId, response: { 200: z.array(actNodeViewSchema) } },
    },
    (req) => wf.processNodes(req.params.id),
  );
  app.get(
    '/actProcess/getFirstNode/:id',
    {
      config: { permission: 'act:apply:view' },
      schema: { tags, summary: 'The first user task an application reaches, with who approves it', params: byId, response: { 200: actNodeViewSchema } },
    },
    (req) => wf.firstNode(req.params.id),
  );
  app.get(
    '/actProcess/getNextNode/:id/:nodeId',
    {
      config: { permission: 'act:apply:view' },
      schema: {
        tags,
        summary: 'The user tasks (or the end) a node of a version leads to next, through gateways and timers, with who approves them',
        params: z.object({ id: idText, nodeId: text(64).min(1) }).strict(),
        response: { 200: z.array(actNodeViewSchema) },
      },
    },
    (req) => wf.nextNodes(req.params.id, req.params.nodeId),
  );
  app.get(
    '/actProcess/getNode/:nodeId',
    {
      config: { permission: 'act:process:view' },
      schema: {
        tags,
        summary: "XBoot's node by id alone: a user task with its assignee rules and form fields, from the latest version holding it (else the newest)",
        params: z.object({ nodeId: text(64).min(1) }).strict(),
        response: { 200: actNodeViewSchema },
      },
    },
    (req) => wf.node(req.params.nodeId),
  );
  app.post(
    '/actProcess/editNodeUser',
    {
      config: { permission: 'act:process:edit' },
      schema: {
        tags,
        summary:
          "Set a user task's assignee rules (0 role, 1 user, 2 department, 3 a department's head, 4 the starter's department head) and form fields in a version",
        body: z
          .object({ procDefId: idText, nodeId: text(64).min(1), assignees: z.array(assigneeRule).max(50), formFields: formFieldsSchema.default([]) })
          .strict(),
        response: { 200: actNodeViewSchema },
      },
    },
    (req) => wf.editNodeUser({ ...req.body, assignees: req.body.assignees.map((a) => ({ type: a.type, relateId: a.relateId })) }),
  );
  app.post(
    '/actProcess/convertToModel/:id',
    {
      config: { permission: 'act:model:add' },
      schema: { tags, summary: "Make a version's XML the model of its key again (to redraw it)", params: byId, response: { 200: actModelViewSchema } },
    },
    (req) => wf.convertToModel(req.params.id, req.auth!.username),
  );
  app.get(
    '/actProcess/export',
    {
      config: { permission: 'act:process:view', tokenInQuery: true },
      schema: {
        tags,
        summary: "Download a version's BPMN XML",
        querystring: z.object({ id: idText, type: z.literal('xml').default('xml'), accessToken: z.string().optional() }).strict(),
      },
    },
    async (req, reply) => download(reply, await wf.processExport(req.query.id)),
  );
  app.post(
    '/actProcess/delByIds',
    {
      config: { permission: 'act:process:delete' },
      schema: {
        tags,
        summary: 'Delete versions (refused while instances of one still run)',
        body: z.object({ ids: idList }).strict(),
        response: { 200: count },
      },
    },
    (req) => wf.deleteProcesses(req.body.ids),
  );
  for (const [path, finished] of [
    ['/actProcess/getRunningProcess', false],
    ['/actProcess/getFinishedProcess', true],
  ] as const) {
    app.get(
      path,
      {
        config: { permission: 'act:process:view' },
        schema: {
          tags,
          summary: finished ? 'Finished and canceled instances' : 'Running and suspended instances, with the tasks they wait on',
          querystring: pageQuery.extend({ name: optionalText(50) }),
          response: { 200: pageSchema(actInstanceViewSchema) },
        },
      },
      (req) => wf.instancePage(finished, req.query),
    );
  }
  app.get(
    '/actProcess/getHighlightImg/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Where an instance stands, for bpmn-js to draw: its version's XML and the elements done, waiting and flows taken (not an image)",
        params: byId,
        response: { 200: actInstanceDiagramSchema },
      },
    },
    async (req) => wf.diagram(req.params.id, uid(req), (await req.permissionCodes()).has('act:process:view')),
  );
  app.post(
    '/actProcess/updateInsStatus',
    {
      config: { permission: 'act:process:edit' },
      schema: {
        tags,
        summary: 'Suspend (0) or activate (1) a running instance',
        body: z.object({ id: idText, status: formInt(0, 1) }).strict(),
        response: { 200: ok },
      },
    },
    async (req) => {
      await wf.setInstanceState(req.body.id, req.body.status, lang(req));
      return null;
    },
  );
  app.post(
    '/actProcess/delInsByIds',
    {
      config: { permission: 'act:process:delete' },
      schema: {
        tags,
        summary: 'Cancel running instances with a reason (their applications end as canceled)',
        body: z.object({ ids: idList, reason: comment }).strict(),
        response: { 200: count },
      },
    },
    (req) => wf.cancelInstances(req.body.ids, req.body.reason, lang(req)),
  );
  app.post(
    '/actProcess/delHistoricInsByIds',
    {
      config: { permission: 'act:process:delete' },
      schema: {
        tags,
        summary: 'Hide finished instances from the list (refused for running ones)',
        body: z.object({ ids: idList }).strict(),
        response: { 200: count },
      },
    },
    (req) => wf.deleteHistoricInstances(req.body.ids),
  );

  // ——— 我的申请 ———

  app.get(
    '/actBusiness/getByCondition',
    {
      config: { permission: 'act:apply:view' },
      schema: {
        tags,
        summary: "The caller's applications (status 0 draft, 1 dealing, 2 finished, 3 canceled; result 0–5)",
        querystring: pageQuery.extend({
          title: optionalText(100),
          status: z.preprocess((v) => (v === '' ? undefined : v), formInt(0, 3).optional()),
          result: z.preprocess((v) => (v === '' ? undefined : v), formInt(0, 5).optional()),
        }),
        response: { 200: pageSchema(actBusinessViewSchema) },
      },
    },
    (req) => wf.businessPage(uid(req), req.query),
  );
  app.get(
    '/actBusiness/startable',
    {
      config: { permission: 'act:apply:view' },
      schema: {
        tags,
        summary: 'The processes the caller may apply with (newest active version of each; content review and refunds start themselves)',
        response: { 200: z.array(actProcessViewSchema) },
      },
    },
    (req) => wf.startable(uid(req)),
  );
  app.post(
    '/actBusiness/add',
    {
      config: { permission: 'act:apply:add' },
      schema: {
        tags,
        summary: 'A general application (title and text) on a process without a business form of its own, saved as a draft',
        body: z
          .object({ procDefId: idText, title: text(100).min(1), description: z.preprocess((v) => (v === null || v === undefined ? '' : v), text(2000)) })
          .strict(),
        response: { 200: actBusinessViewSchema },
      },
    },
    (req) => wf.addGeneral(req.body, uid(req)),
  );
  for (const path of ['/actBusiness/apply', '/actBusiness/start']) {
    app.post(
      path,
      {
        config: { permission: 'act:apply:enable' },
        schema: {
          tags,
          summary: 'Submit a draft application: its process starts and the first node goes to its approvers',
          body: z.object({ id: idText, priority: z.preprocess((v) => (v === '' || v === undefined ? 0 : v), formInt(0, 2)) }).strict(),
          response: { 200: actBusinessViewSchema },
        },
      },
      (req) => wf.apply(req.body.id, uid(req), req.body.priority, lang(req)),
    );
  }
  app.post(
    '/actBusiness/cancel',
    {
      config: { permission: 'act:apply:disable' },
      schema: {
        tags,
        summary: 'Withdraw an application under review (its tasks close, result 4 canceled)',
        body: z.object({ id: idText, reason: comment }).strict(),
        response: { 200: actBusinessViewSchema },
      },
    },
    (req) => wf.cancel(req.body.id, uid(req), req.body.reason, lang(req)),
  );
  app.post(
    '/actBusiness/delByIds',
    {
      config: { permission: 'act:apply:delete' },
      schema: { tags, summary: "Delete the caller's applications not under review", body: z.object({ ids: idList }).strict(), response: { 200: count } },
    },
    (req) => wf.deleteDrafts(req.body.ids, uid(req)),
  );

  // ——— 待办、已办 ———

  app.get(
    '/actTask/todoList',
    {
      config: { permission: 'act:todo:view' },
      schema: {
        tags,
        summary: 'Tasks waiting on the caller, urgent first',
        querystring: pageQuery.extend({ name: optionalText(50), priority: z.preprocess((v) => (v === '' ? undefined : v), formInt(0, 2).optional()) }),
        response: { 200: pageSchema(actTaskViewSchema) },
      },
    },
    (req) => wf.todoPage(uid(req), req.query),
  );
  app.get(
    '/actTask/doneList',
    {
      config: { permission: 'act:done:view' },
      schema: {
        tags,
        summary: 'Tasks the caller acted on, newest first',
        querystring: pageQuery.extend({ name: optionalText(50) }),
        response: { 200: pageSchema(actDoneViewSchema) },
      },
    },
    (req) => wf.donePage(uid(req), req.query),
  );
  app.get(
    '/actTask/historicFlow/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "An instance's steps, oldest first (for its applicant, those asked, and process managers)",
        params: byId,
        response: { 200: z.array(actHistoryViewSchema) },
      },
    },
    async (req) => wf.history(req.params.id, uid(req), (await req.permissionCodes()).has('act:process:view'), lang(req)),
  );
  app.post(
    '/actTask/pass',
    {
      config: { permission: 'act:todo:pass' },
      schema: {
        tags,
        summary: "Approve a task with a comment and the node's form values; the process moves on",
        body: z
          .object({ id: idText, comment, values: z.record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean()])).default({}) })
          .strict(),
        response: { 200: ok },
      },
    },
    async (req) => {
      await wf.pass(req.body.id, uid(req), req.body.comment, req.body.values, lang(req));
      successMessage(req, 'ok');
      return null;
    },
  );
  app.post(
    '/actTask/passAll',
    {
      config: { permission: 'act:todo:pass' },
      schema: {
        tags,
        summary: 'Approve several tasks (each as pass without form values)',
        body: z.object({ ids: idList, comment }).strict(),
        response: { 200: count },
      },
    },
    async (req) => {
      for (const id of req.body.ids) await wf.pass(id, uid(req), req.body.comment, {}, lang(req));
      return req.body.ids.length;
    },
  );
  app.post(
    '/actTask/back',
    {
      config: { permission: 'act:todo:back' },
      schema: {
        tags,
        summary: 'Reject: the instance ends and the application fails (comment required)',
        body: z.object({ id: idText, comment: text(500).min(1) }).strict(),
        response: { 200: ok },
      },
    },
    async (req) => {
      await wf.back(req.body.id, uid(req), req.body.comment, lang(req));
      return null;
    },
  );
  app.post(
    '/actTask/backAll',
    {
      config: { permission: 'act:todo:back' },
      schema: { tags, summary: 'Reject several tasks', body: z.object({ ids: idList, comment: text(500).min(1) }).strict(), response: { 200: count } },
    },
    async (req) => {
      for (const id of req.body.ids) await wf.back(id, uid(req), req.body.comment, lang(req));
      return req.body.ids.length;
    },
  );
  app.get(
    '/actTask/getBackList/:id',
    {
      config: { permission: 'act:todo:back' },
      schema: { tags, summary: 'The user tasks an instance has passed, to send it back to', params: byId, response: { 200: z.array(actNodeViewSchema) } },
    },
    (req) => wf.backList(req.params.id),
  );
  app.post(
    '/actTask/backToTask',
    {
      config: { permission: 'act:todo:back' },
      schema: {
        tags,
        summary: 'Send the instance back to a user task it passed: that node waits again',
        body: z.object({ id: idText, backTaskKey: text(64).min(1), comment, procInstId: z.unknown().optional() }).strict(),
        response: { 200: ok },
      },
    },
    async (req) => {
      await wf.backToTask(req.body.id, uid(req), req.body.backTaskKey, req.body.comment, lang(req));
      return null;
    },
  );
  app.get(
    '/actTask/searchUser',
    {
      config: { permission: 'act:todo:delegate' },
      schema: {
        tags,
        summary: 'Enabled users whose name or username contains key, to delegate a task to (20 at most)',
        querystring: z.object({ key: text(30).min(1) }).strict(),
        response: { 200: z.array(actUserRefSchema) },
      },
    },
    (req) => wf.searchUsers(req.query.key),
  );
  app.post(
    '/actTask/delegate',
    {
      config: { permission: 'act:todo:delegate' },
      schema: {
        tags,
        summary: 'Hand a task to another user (recorded in the history)',
        body: z.object({ id: idText, userId: idText, comment }).strict(),
        response: { 200: ok },
      },
    },
    async (req) => {
      await wf.delegate(req.body.id, uid(req), req.body.userId, req.body.comment, lang(req));
      return null;
    },
  );
  app.post(
    '/actTask/deleteHistoric',
    {
      config: { permission: 'act:done:delete' },
      schema: { tags, summary: 'Hide tasks from the caller’s 已办 (the history stays)', body: z.object({ ids: idList }).strict(), response: { 200: count } },
    },
    (req) => wf.hideDone(req.body.ids, uid(req)),
  );

  // ——— 请假 ———

  app.post(
    '/leave/add',
    {
      config: { permission: 'act:apply:add' },
      schema: {
        tags,
        summary: 'A leave request and its draft application (submit it with /actBusiness/apply)',
        body: z.object({ ...leaveFields, procDefId: idText }).strict(),
        response: { 200: leaveViewSchema },
      },
    },
    (req) => wf.addLeave(req.body, uid(req)),
  );
  app.get(
    '/leave/get/:id',
    {
      config: { permission: 'act:apply:view' },
      schema: { tags, summary: 'A leave request (its applicant, its approvers, process managers)', params: byId, response: { 200: leaveViewSchema } },
    },
    async (req) => wf.getLeave(req.params.id, uid(req), (await req.permissionCodes()).has('act:process:view')),
  );
  app.put(
    '/leave/update',
    {
      config: { permission: 'act:apply:add' },
      schema: {
        tags,
        summary: 'Edit a leave request not under review',
        body: z
          .object({ id: idText, ...leaveFields, duration: z.unknown().optional(), businessId: z.unknown().optional(), createTime: z.unknown().optional() })
          .strict(),
        response: { 200: leaveViewSchema },
      },
    },
    (req) => {
      const { duration: _d, businessId: _b, createTime: _c, ...body } = req.body;
      return wf.updateLeave(body, uid(req));
    },
  );
  app.get(
    '/leave/getByCondition',
    {
      config: { permission: 'act:apply:view' },
      schema: { tags, summary: "The caller's leave requests", querystring: pageQuery, response: { 200: pageSchema(leaveViewSchema) } },
    },
    (req) => wf.leavePage(uid(req), req.query),
  );
};

export default workflowRoutes;
