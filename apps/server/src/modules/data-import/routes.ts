import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noParams } from '../../lib/schema.ts';
import { pageQuery } from '../../lib/schema.ts';
import { dataImportService } from './service.ts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { optionalText } from '../../lib/schema.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, uploadService } from './upload.ts';
import { ALIAS_FILE_MAX_ROWS, ALIAS_MAX_LENGTH, aliasService, SUGGEST_MAX_NAMES } from './aliases.ts';
import {
  importRunDetailSchema,
  importRunViewSchema,
  importStartedSchema,
  importStatsSchema,
  importStatusSchema,
  nameSuggestionsSchema,
  schoolAliasAddedSchema,
  schoolAliasRemovedSchema,
  schoolAliasViewSchema,
  uploadReportSchema,
} from '@zhiyuan/shared/schemas/data-import';
import { aliasFileReportSchema } from '@zhiyuan/shared/schemas/admin';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

/** The one file of a multipart upload, read whole (at most UPLOAD_MAX_BYTES); a 400 naming why it is refused. */
async function uploadedFile(req: FastifyRequest): Promise<{ name: string; content: Buffer }> {
  if (!req.isMultipart()) throw new AppError(400, 'uploadNoFile');
  try {
    const part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    if (!part) throw new AppError(400, 'uploadNoFile');
    const content = await part.toBuffer();
    if (!content.length) throw new AppError(400, 'uploadNoFile');
    return { name: part.filename, content };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'uploadTooLarge', { mb: UPLOAD_MAX_MB });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(400, 'uploadNoFile');
    throw err;
  }
}

const aliasKind = z.enum(['short', 'former', 'campus', 'other']);

const dataImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = dataImportService(app.db, app.config.DATA_DIR);
  app.jobs.define({
    name: 'data.reimport',
    title: { zh: '数据重新导入', en: 'Data re-import' },
    description: {
      zh: '从 DATA_DIR 重新导入公开数据（文件自上次成功导入后有变化时才导入）；未设置 DATA_DIR 时跳过',
      en: 'Imports the public data set from DATA_DIR again when its files changed since the last successful import; skipped without DATA_DIR',
    },
    params: noParams,
    defaults: { cron: '0 0 2 * * ?' },
    run: () => service.reimportIfChanged(app.database.kind === 'pglite'),
  });
  const uploads = uploadService(app.db);
  const aliases = aliasService(app.db);
  // Multipart only in this plugin's scope: the upload routes below read one file each.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.get(
    '/dataImport/getRuns',
    {
      config: { permission: 'data:import:view' },
      schema: { tags: ['admin:data'], summary: 'Import history, newest first', querystring: pageQuery, response: { 200: pageSchema(importRunViewSchema) } },
    },
    (req) => service.runs(req.query),
  );

  app.get(
    '/dataImport/get/:id',
    {
      config: { permission: 'data:import:view' },
      schema: {
        tags: ['admin:data'],
        summary: 'One import with its per-file summary and unmatched school names',
        params: z.object({ id: z.string().regex(/^\d{1,20}$/, 'badFormat') }),
        response: { 200: importRunDetailSchema },
      },
    },
    (req) => service.run(req.params.id),
  );

  app.get(
    '/dataImport/stats',
    {
      config: { permission: 'data:import:view' },
      schema: { tags: ['admin:data'], summary: 'What the database holds: totals and rows per province and year', response: { 200: importStatsSchema } },
    },
    () => service.stats(),
  );

  // Public: the site's 数据更新中 notice asks this about once a minute (its request lines go at debug: lib/request-log.ts).
  app.get(
    '/dataImport/status',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Whether a data import is running now (the public site shows a notice and reloads its data after it)',
        response: { 200: importStatusSchema },
      },
    },
    () => service.publicStatus(),
  );

  app.post(
    '/dataImport/run',
    {
      config: { permission: 'data:import:run', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:data'],
        summary: 'Re-run the import of DATA_DIR in the background; 501 without DATA_DIR',
        response: { 200: importStartedSchema },
      },
    },
    (req) => service.start(req.auth!.username),
  );

  app.post(
    '/dataImport/upload/dryRun',
    {
      config: { permission: 'data:import:run', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:data'],
        summary: `Dry run of one uploaded file (multipart, field "file": .csv or .xlsx in the zhiyuan-import/1 format, at most ${UPLOAD_MAX_MB} MB): rows read, would import, skipped by reason, unmatched school names, ignored sheets; nothing is written`,
        response: { 200: uploadReportSchema },
      },
    },
    async (req) => {
      const file = await uploadedFile(req);
      return await uploads.dryRun(file.name, file.content);
    },
  );

  app.post(
    '/dataImport/upload/commit',
    {
      config: { permission: 'data:import:run', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:data'],
        summary:
          'Imports one uploaded file (as for the dry run) as an import run of its own; answers its counts, run id and status (succeeded, or empty when nothing was imported)',
        response: { 200: uploadReportSchema },
      },
    },
    async (req) => {
      const file = await uploadedFile(req);
      return await uploads.commit(file.name, file.content, req.auth!.username);
    },
  );

  app.get(
    '/dataImport/alias/getByPage',
    {
      config: { permission: 'data:import:view' },
      schema: {
        tags: ['admin:data'],
        summary: 'School aliases (short, former and campus names) the importer matches, with their institution',
        querystring: pageQuery.extend({ keyword: optionalText(50) }),
        response: { 200: pageSchema(schoolAliasViewSchema) },
      },
    },
    (req) => aliases.list(req.query),
  );

  app.post(
    '/dataImport/alias/add',
    {
      config: { permission: 'data:import:run', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:data'],
        summary:
          "Adds an alias for an institution given by its catalog name or code (10-digit 学校标识码 or 5-digit 院校代码); without a kind, the likely one. The next import's matcher uses it, and stored rows without an institution are matched again at once (rematched)",
        body: z
          .object({ alias: z.string().trim().min(1).max(ALIAS_MAX_LENGTH), institutionName: z.string().trim().min(1).max(50), kind: aliasKind.optional() })
          .strict(),
        response: { 200: schoolAliasAddedSchema },
      },
    },
    (req) => aliases.add(req.body, req.auth!.username),
  );

  app.post(
    '/dataImport/alias/upload/dryRun',
    {
      config: { permission: 'data:import:run', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:data'],
        summary: `Dry run of an alias file (multipart, field "file": .csv or .xlsx, at most ${UPLOAD_MAX_MB} MB and ${ALIAS_FILE_MAX_ROWS} rows; columns alias, institution = catalog name or code, kind optional): rows read, would add, already there, refused rows with their reason; nothing is written`,
        response: { 200: aliasFileReportSchema },
      },
    },
    async (req) => {
      const file = await uploadedFile(req);
      return await aliases.fileDryRun(file.name, file.content);
    },
  );

  app.post(
    '/dataImport/alias/upload/commit',
    {
      config: { permission: 'data:import:run', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:data'],
        summary:
          'Adds the aliases of an alias file (as its dry run reports them), then matches stored rows without an institution again; answers the counts and rematched rows',
        response: { 200: aliasFileReportSchema },
      },
    },
    async (req) => {
      const file = await uploadedFile(req);
      return await aliases.fileCommit(file.name, file.content, req.auth!.username);
    },
  );

  app.post(
    '/dataImport/alias/suggest',
    {
      config: { permission: 'data:import:view', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:data'],
        summary: `For school names that matched no institution (at most ${SUGGEST_MAX_NAMES}): the three closest institutions each (pinyin and character similarity, the rows' province first among near ties), the alias and kind a click adds, and the built-in reason when the name is known to match none`,
        body: z
          .object({
            names: z
              .array(z.object({ province: z.string().trim().max(20), schoolName: z.string().trim().min(1).max(200) }).strict())
              .min(1)
              .max(SUGGEST_MAX_NAMES),
          })
          .strict(),
        response: { 200: z.array(nameSuggestionsSchema) },
      },
    },
    (req) => aliases.suggest(req.body.names),
  );

  app.post(
    '/dataImport/alias/delete',
    {
      config: { permission: 'data:import:run' },
      schema: {
        tags: ['admin:data'],
        summary: 'Removes an alias',
        body: z.object({ alias: z.string().trim().min(1).max(50) }).strict(),
        response: { 200: schoolAliasRemovedSchema },
      },
    },
    (req) => aliases.remove(req.body.alias),
  );
};

export default dataImportRoutes;
