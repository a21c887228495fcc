import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessage } from '../../plugins/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { formInt, idList, idText, optionalId, optionalIdList, optionalText, pageQuery, readBack, blankFormValue } from '../../lib/schema.ts';
import {
  addressField,
  avatarField,
  birthField,
  descriptionField,
  emailField,
  mobileField,
  nicknameField,
  passwordField,
  sexField,
  streetField,
  usernameField,
} from '../../lib/account-fields.ts';
import { subjectsField } from './self-routes.ts';
import { userViewById } from './view.ts';
import { IMPORT_MAX_ROWS, importUsers } from './import.ts';
import { exportUsers } from './export.ts';
import { userViewSchema } from '@zhiyuan/shared';
import { resetPassResultSchema, userImportReportSchema } from '@zhiyuan/shared/schemas/admin';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

/** Empty, or XBoot's form-encoded null/undefined ('null', 'undefined'): not given. */
const blank = blankFormValue;
const idParam = z.object({ id: z.string().regex(/^\d{1,20}$/, 'badFormat') });

const filterQuery = pageQuery.extend({
  username: optionalText(50),
  nickname: optionalText(50),
  mobile: optionalText(20),
  email: optionalText(100),
  departmentId: optionalId,
  id: optionalId,
  sex: sexField,
  type: z.preprocess(blank, formInt(0, 1).optional()),
  status: z.preprocess(blank, formInt(-1, 0).optional()),
});

/**
 * Fields of the read shape (UserView) that writes take back but never change: the server keeps
 * them (docs/api.md, "Differences from XBoot, on purpose"), so a client may post back what it read.
 */
const readOnly = readBack('status', 'mobileVerified', 'passStrength', 'departmentTitle', 'createTime', 'updateTime', 'roles');

/** Unknown keys are refused with a 400 naming them: a field is stored and returned, or refused. */
const userFields = z
  .object({
    nickname: nicknameField,
    mobile: z.preprocess(blank, mobileField.optional()),
    email: z.preprocess(blank, emailField.optional()),
    sex: sexField,
    type: z.preprocess(blank, formInt(0, 1).optional()),
    departmentId: z.preprocess(blank, optionalId),
    province: z.preprocess(blank, optionalText(20)),
    grade: z.preprocess(blank, optionalText(20)),
    school: z.preprocess(blank, optionalText(50)),
    subjects: subjectsField,
    avatar: z.preprocess(blank, avatarField.optional()),
    address: addressField,
    street: streetField,
    birth: birthField,
    description: descriptionField,
    roleIds: optionalIdList,
    ...readOnly,
  })
  .strict();

/** Edit fields: absent → keep, sent empty → clear (null), otherwise the rule of the field. */
const clearable = <T extends z.ZodType>(field: T) => z.preprocess((v) => (v === '' ? null : blank(v)), field.nullable().optional());
const roleIdsPatch = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)));
const editFields = z
  .object({
    id: idParam.shape.id,
    nickname: nicknameField.optional(),
    mobile: clearable(mobileField),
    email: clearable(emailField),
    sex: sexField,
    type: z.preprocess(blank, formInt(0, 1).optional()),
    departmentId: clearable(idText),
    province: clearable(z.string().trim().max(20)),
    grade: clearable(z.string().trim().max(20)),
    school: clearable(z.string().trim().max(50)),
    subjects: subjectsField,
    avatar: clearable(avatarField),
    address: addressField,
    street: streetField,
    birth: birthField,
    description: descriptionField,
    roleIds: roleIdsPatch,
    /** The read shape carries the username; it is not changed here. */
    username: z.unknown().optional(),
    ...readOnly,
  })
  .strict();

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/info',
    {
      config: { auth: 'user' },
      schema: { tags: ['user'], summary: 'The logged-in user', response: { 200: userViewSchema } },
    },
    async (req) => {
      const user = await userViewById(app.db, req.auth!.userId);
      if (!user) throw new AppError(401, 'unauthorized');
      return user;
    },
  );

  app.get(
    '/user/getByCondition',
    {
      config: { permission: 'sys:user:view' },
      schema: {
        tags: ['admin:user'],
        summary: 'Users by filters, paged, within the data scope',
        querystring: filterQuery,
        response: { 200: pageSchema(userViewSchema) },
      },
    },
    async (req) => {
      const { pageNumber, pageSize, sort, order, startDate, endDate, ...filter } = req.query;
      return await app.users.find(req.auth!.userId, filter, { pageNumber, pageSize, sort, order, startDate, endDate });
    },
  );

  app.get(
    '/user/searchByName/:name',
    {
      config: { permission: 'sys:user:view' },
      schema: {
        tags: ['admin:user'],
        summary: 'Users whose username or nickname contains the text',
        params: z.object({ name: z.string().trim().min(1).max(50) }),
        response: { 200: z.array(userViewSchema) },
      },
    },
    (req) => app.users.searchByName(req.auth!.userId, req.params.name),
  );

  app.get(
    '/user/getAll',
    {
      config: { permission: 'sys:user:view' },
      schema: { tags: ['admin:user'], summary: 'All users in the data scope (at most 1000)', response: { 200: z.array(userViewSchema) } },
    },
    (req) => app.users.all(req.auth!.userId),
  );

  app.post(
    '/user/admin/add',
    {
      config: { permission: 'sys:user:add' },
      schema: {
        tags: ['admin:user'],
        summary: 'Add a user',
        body: userFields.extend({ username: usernameField, password: passwordField }),
        response: { 200: userViewSchema },
      },
    },
    async (req) => {
      const { status: _s, mobileVerified: _m, passStrength: _p, departmentTitle: _d, createTime: _c, updateTime: _t, roles: _r, ...fields } = req.body;
      app.stopWords.refuse('nickname', fields.nickname);
      return await app.users.add(req.auth!, fields);
    },
  );

  app.post(
    '/user/admin/edit',
    {
      config: { permission: 'sys:user:edit' },
      schema: {
        tags: ['admin:user'],
        summary: 'Edit a user (not the username or password); fields left out are kept, empty ones cleared',
        body: editFields,
        response: { 200: userViewSchema },
      },
    },
    async (req) => {
      const {
        id,
        username: _u,
        status: _s,
        mobileVerified: _m,
        passStrength: _p,
        departmentTitle: _d,
        createTime: _c,
        updateTime: _t,
        roles: _r,
        ...fields
      } = req.body;
      app.stopWords.refuse('nickname', fields.nickname);
      return await app.users.edit(req.auth!.userId, id, fields);
    },
  );

  app.post(
    '/user/admin/enable/:id',
    {
      config: { permission: 'sys:user:enable' },
      schema: { tags: ['admin:user'], summary: 'Enable a user', params: idParam, response: { 200: z.null() } },
    },
    async (req) => {
      await app.users.setStatus(req.auth!.userId, req.params.id, 0);
      return null;
    },
  );

  app.post(
    '/user/admin/disable/:id',
    {
      config: { permission: 'sys:user:disable' },
      schema: { tags: ['admin:user'], summary: 'Disable a user; their tokens stop working at once', params: idParam, response: { 200: z.null() } },
    },
    async (req) => {
      await app.users.setStatus(req.auth!.userId, req.params.id, -1);
      await app.bus.publish({ type: 'kick', tokenIds: [], userIds: [req.params.id] });
      return null;
    },
  );

  app.post(
    '/user/delByIds',
    {
      config: { permission: 'sys:user:delete' },
      schema: {
        tags: ['admin:user'],
        summary: 'Delete users with everything attached to them',
        body: z.object({ ids: idList }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await app.users.remove(req.auth!.userId, req.body.ids);
      await app.bus.publish({ type: 'kick', tokenIds: [], userIds: req.body.ids });
      return null;
    },
  );

  app.post(
    '/user/resetPass',
    {
      config: { permission: 'sys:user:resetPass', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin:user'],
        summary: 'Give users new random passwords, returned once',
        body: z.object({ ids: idList }),
        response: { 200: z.array(resetPassResultSchema) },
      },
    },
    (req) => app.users.resetPasswords(req.auth!.userId, req.body.ids),
  );

  app.post(
    '/user/importData',
    {
      config: { permission: 'sys:user:import', rateLimit: { max: 10, timeWindow: '1 minute' } },
      bodyLimit: 5 * 1_048_576,
      schema: {
        tags: ['admin:user'],
        summary: `Import users from JSON rows (at most ${IMPORT_MAX_ROWS}); every row is checked, and if any is rejected nothing is imported`,
        body: z.array(z.record(z.string(), z.unknown())).max(IMPORT_MAX_ROWS),
        response: { 200: userImportReportSchema },
      },
    },
    async (req) => {
      const report = await importUsers(app.db, req.auth!, await req.dataScope(), req.body, req.lang, app.stopWords);
      if (report.rejected.length) successMessage(req, 'importRejectedNote');
      return report;
    },
  );

  app.get(
    '/user/export',
    {
      config: { permission: 'sys:user:export', tokenInQuery: true },
      schema: {
        tags: ['admin:user'],
        summary: 'The filtered users (data scope applied) as an Excel file; token may come as ?accessToken=',
        querystring: filterQuery,
      },
    },
    async (req, reply) => {
      const { pageNumber: _n, pageSize: _s, sort, order, startDate, endDate, ...filter } = req.query;
      const file = await exportUsers(app.users, req.auth!.userId, filter, { sort, order, startDate, endDate }, req.lang);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="users.xlsx"; filename*=UTF-8''${encodeURIComponent('用户列表')}.xlsx`)
        .send(file);
    },
  );
};

export default userRoutes;
