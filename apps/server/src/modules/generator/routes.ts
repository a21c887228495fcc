import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GEN_FIELD_TYPES, GEN_SEARCH_TYPES, type GeneratedFiles } from '@zhiyuan/shared/contracts/generator';
import { generatedFilesSchema, genFieldSchema, genTableSchema } from '@zhiyuan/shared/schemas/generator';
import { blankFormValue, formBool } from '../../lib/schema.ts';
import { entityFields, generate, tableList, zipOf, type Definition } from './service.ts';

/** XBoot's client writes a blank field as '' or null: not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankFormValue, schema.optional());
/** XBoot's level and searchLevel are strings ("1"); a number is taken as its text. */
const levelText = optional(z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().max(2)));
/** Its form types as XBoot's generator page names them, in any case ("Input" is text). */
const fieldType = z.preprocess(
  (v) => (typeof v === 'string' ? (({ input: 'text' } as Record<string, string>)[v.toLowerCase()] ?? v.toLowerCase()) : v),
  z.enum(GEN_FIELD_TYPES),
);

/** One Field of XBoot's generator (the definition's checks beyond its shape are the service's). */
const fieldBody = z
  .object({
    field: z.string({ error: 'required' }).trim().min(1).max(60),
    name: z.string({ error: 'required' }).trim().max(60),
    type: fieldType,
    level: levelText,
    tableShow: optional(formBool),
    sortOrder: optional(z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().finite())),
    searchable: optional(formBool),
    editable: optional(formBool),
    validate: optional(formBool),
    searchType: optional(z.enum(GEN_SEARCH_TYPES)),
    searchLevel: levelText,
    sortable: optional(formBool),
    defaultSort: optional(formBool),
    defaultSortType: optional(z.enum(['asc', 'desc'])),
    dictType: optional(z.string().trim().max(60)),
    customUrl: optional(z.string().trim().max(200)),
    searchDictType: optional(z.string().trim().max(60)),
    searchCustomUrl: optional(z.string().trim().max(200)),
  })
  .strict();
/** The body of every generation: a JSON array of Fields, as XBoot's client posts it. */
const fieldsBody = z.array(fieldBody);

const tableParams = z.object({ vueName: z.string().trim().max(60), rowNum: z.coerce.number().int().min(1).max(4) }).strict();
const treeParams = tableParams.extend({ enableTable: z.enum(['true', 'false']).transform((v) => v === 'true') }).strict();

/** What the screen calls the thing (公告栏): optional, the vueName otherwise. */
const titleQuery = z.object({ title: z.string().trim().max(30).optional() }).strict();
type TitleQuery = z.infer<typeof titleQuery>;

const tags = ['admin:generator'];
const TABLE = 'gen:table:view';
const TREE = 'gen:tree:view';

/** The first segment of every /api path the app serves: a generated module may not take one. */
const apiPrefixesOf = (app: FastifyInstance) => new Set(app.routeAccess.map((r) => r.url.split('/')[2]).filter(Boolean));

function sendZip(reply: FastifyReply, name: string, body: Buffer) {
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${name}.zip"; filename*=UTF-8''${encodeURIComponent(name)}.zip`)
    .send(body);
}

/**
 * 代码生成: XBoot's /generate/table, /generate/tree and /generate/getEntityData, writing this
 * project's files (a Drizzle table, a contract, a Fastify module with its test, an admin screen),
 * shown as text or downloaded as a .zip.
 */
const generatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const table = (p: z.infer<typeof tableParams>, fields: Definition['fields'], q: TitleQuery): Promise<GeneratedFiles> =>
    generate({ mode: 'table', vueName: p.vueName, title: q.title, rowNum: p.rowNum, enableTable: false, fields }, apiPrefixesOf(app));
  const tree = (p: z.infer<typeof treeParams>, fields: Definition['fields'], q: TitleQuery): Promise<GeneratedFiles> =>
    generate({ mode: 'tree', vueName: p.vueName, title: q.title, rowNum: p.rowNum, enableTable: p.enableTable, fields }, apiPrefixesOf(app));

  app.post(
    '/generate/table/:vueName/:rowNum',
    {
      config: { permission: TABLE },
      schema: {
        tags,
        summary: 'The files of a list screen for a Field[] definition, by path (rowNum: form fields per row, 1–4)',
        params: tableParams,
        querystring: titleQuery,
        body: fieldsBody,
        response: { 200: generatedFilesSchema },
      },
    },
    async (req) => await table(req.params, req.body, req.query),
  );

  app.post(
    '/generate/tree/:vueName/:rowNum/:enableTable',
    {
      config: { permission: TREE },
      schema: {
        tags,
        summary: "The files of a tree screen for a Field[] definition, by path (enableTable: the node's children as a table)",
        params: treeParams,
        querystring: titleQuery,
        body: fieldsBody,
        response: { 200: generatedFilesSchema },
      },
    },
    async (req) => await tree(req.params, req.body, req.query),
  );

  app.post(
    '/generate/zip/table/:vueName/:rowNum',
    {
      config: { permission: TABLE },
      schema: { tags, summary: 'The files of /generate/table as a .zip download', params: tableParams, querystring: titleQuery, body: fieldsBody },
    },
    async (req, reply) => sendZip(reply, req.params.vueName, await zipOf(await table(req.params, req.body, req.query))),
  );

  app.post(
    '/generate/zip/tree/:vueName/:rowNum/:enableTable',
    {
      config: { permission: TREE },
      schema: { tags, summary: 'The files of /generate/tree as a .zip download', params: treeParams, querystring: titleQuery, body: fieldsBody },
    },
    async (req, reply) => sendZip(reply, req.params.vueName, await zipOf(await tree(req.params, req.body, req.query))),
  );

  app.get(
    '/generate/getEntityData',
    {
      config: { permission: [TABLE, TREE] },
      schema: {
        tags,
        summary: "One of the product's tables (its SQL name, or an entity class name) as Field[]",
        querystring: z.object({ path: z.string({ error: 'required' }).trim().min(1).max(200) }),
        response: { 200: z.array(genFieldSchema) },
      },
    },
    async (req) => entityFields(req.query.path),
  );

  app.get(
    '/generate/tables',
    {
      config: { permission: [TABLE, TREE] },
      schema: { tags, summary: "The product's tables getEntityData reads", response: { 200: z.array(genTableSchema) } },
    },
    async () => tableList(),
  );
};

export default generatorRoutes;
