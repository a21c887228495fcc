import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formBool, idList, idText, optionalId, optionalText, pageQuery, readBack, blankFormValue } from '../../lib/schema.ts';
import { emailField, mobileField, nicknameField, passwordField, sexField, usernameField } from '../../lib/account-fields.ts';
import { memberService } from './service.ts';
import { memberViewSchema, myInviteSchema } from '@zhiyuan/shared/schemas/identity';
import { vipGrantViewSchema } from '@zhiyuan/shared/schemas/vip';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const blank = blankFormValue;
const tags = ['admin:member'];

/** What an administrator may write of a member (XBoot's Member form; the rest of its read shape is taken back and left). */
const memberFields = {
  nickname: z.preprocess(blank, nicknameField.optional()),
  email: z.preprocess(blank, emailField.optional()),
  sex: z.preprocess(blank, sexField.optional()),
  province: z.preprocess(blank, optionalText(20)),
  grade: z.preprocess(blank, optionalText(20)),
  ...readBack(
    'avatar',
    'status',
    'type',
    'vipStatus',
    'vipStartTime',
    'vipEndTime',
    'inviteCode',
    'inviteBy',
    'inviteByName',
    'inviteCount',
    'platform',
    'createTime',
    'updateTime',
  ),
};

/** 会员管理: XBoot's /app/member/* on the site's own accounts (modules/member/service.ts), and a member's own invitation. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = memberService(app);

  app.get(
    '/app/member/getByCondition',
    {
      config: { permission: 'app:member:view' },
      schema: {
        tags,
        summary:
          'Members (registered students and parents, never staff) by name, mobile, e-mail or invite code; by inviter (inviteBy), status and VIP; with membership and invite counts',
        querystring: pageQuery.extend({
          key: optionalText(50),
          inviteBy: optionalId,
          status: z.preprocess(blank, z.coerce.number().int().min(-1).max(0).optional()),
          vip: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
        }),
        response: { 200: pageSchema(memberViewSchema) },
      },
    },
    (req) => members.page(req.query),
  );

  app.get(
    '/app/member/get/:id',
    {
      config: { permission: 'app:member:view' },
      schema: { tags, summary: 'One member', params: z.object({ id: idText }), response: { 200: memberViewSchema } },
    },
    (req) => members.one(req.params.id),
  );

  app.get(
    '/app/member/vipHistory/:id',
    {
      config: { permission: 'app:member:view' },
      schema: {
        tags,
        summary: "A member's membership grants (cards and orders), newest first",
        params: z.object({ id: idText }),
        response: { 200: z.array(vipGrantViewSchema) },
      },
    },
    (req) => members.vipHistory(req.params.id),
  );

  app.post(
    '/app/member/admin/add',
    {
      config: { permission: 'app:member:add' },
      schema: {
        tags,
        summary: 'Add a member (a site account with the default role; the mobile counts as verified)',
        body: z.object({ username: usernameField, password: passwordField, mobile: mobileField, ...memberFields, id: z.literal('').optional() }).strict(),
        response: { 200: memberViewSchema },
      },
    },
    async (req) => {
      const { username, password, mobile, nickname, email, sex, province, grade } = req.body;
      return await members.add({ username, password, mobile, nickname, email, sex, province, grade });
    },
  );

  app.post(
    '/app/member/admin/edit',
    {
      config: { permission: 'app:member:edit' },
      schema: {
        tags,
        summary: "Change a member's profile (a new password ends its sessions); the username stays",
        body: z
          .object({
            id: idText,
            username: z.string().optional(),
            mobile: z.preprocess(blank, mobileField.optional()),
            password: z.preprocess(blank, passwordField.optional()),
            ...memberFields,
          })
          .strict(),
        response: { 200: memberViewSchema },
      },
    },
    async (req) => {
      const { id, mobile, password, nickname, email, sex, province, grade } = req.body;
      return await members.edit(id, { mobile, password, nickname, email, sex, province, grade });
    },
  );

  app.post(
    '/app/member/admin/status',
    {
      config: { permission: 'app:member:edit' },
      schema: {
        tags,
        summary: 'Enable or disable a member (disabling ends its sessions)',
        body: z.object({ userId: idText, enable: formBool }).strict(),
        response: { 200: memberViewSchema },
      },
    },
    (req) => members.setStatus(req.body.userId, req.body.enable),
  );

  app.post(
    '/app/member/delByIds',
    {
      config: { permission: 'app:member:delete' },
      schema: { tags, summary: 'Delete members (an id of staff is refused by name)', body: z.object({ ids: idList }).strict(), response: { 200: z.null() } },
    },
    async (req) => {
      await members.remove(req.body.ids);
      return null;
    },
  );

  app.get(
    '/member/invite',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['member'],
        summary: 'My invitation: my invite code, the register link path and how many registered with it',
        response: { 200: myInviteSchema },
      },
    },
    (req) => members.mine(req.auth!.userId),
  );
};

export default memberRoutes;
