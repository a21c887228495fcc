import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findProvince, userViewSchema, type IpProvince, type UserAndMenu, type UsernameCheck } from '@zhiyuan/shared';
import { bindInfoSchema, ipProvinceSchema, usernameCheckSchema } from '@zhiyuan/shared/schemas/identity';
import { userAndMenuSchema } from '@zhiyuan/shared/schemas/generic';
import { successMessage } from '../../plugins/envelope.ts';
import { readBack } from '../../lib/schema.ts';
import { requireCode } from '../verification/service.ts';
import { IP_UNKNOWN, provinceOfIp } from './ip-province.ts';
import { userIdByUsername } from './repo.ts';
import { userViewById } from './view.ts';
import { menuTreeFor, notAllowFor } from '../permission/service.ts';
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
import { bindInfoOf, changeOwnPassword, confirmOwnPassword, deleteOwnAccount, editOwnProfile, setOwnEmail, setOwnMobile, type Self } from './service.ts';

export const SUBJECTS = ['物理', '历史', '化学', '生物', '政治', '地理', '技术'] as const;
const clearable = <T extends z.ZodType>(field: T) => z.preprocess((v) => (v === '' ? null : v), field.nullable().optional());
export const subjectsField = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((s) => s.trim())) : v),
    z
      .array(z.string())
      .max(3, 'subjectRule')
      .refine((a) => a.every((s) => (SUBJECTS as readonly string[]).includes(s)) && new Set(a).size === a.length, 'subjectRule'),
  )
  .optional();
const profileBody = z
  .object({
    nickname: nicknameField.optional(),
    sex: sexField,
    province: clearable(
      z
        .string()
        .trim()
        .max(20)
        .refine((p) => !!findProvince(p), 'provinceRule'),
    ),
    grade: clearable(z.string().trim().max(20)),
    school: clearable(z.string().trim().max(50)),
    subjects: subjectsField,
    avatar: clearable(avatarField),
    address: addressField,
    street: streetField,
    birth: birthField,
    description: descriptionField,
    // What /user/info returns besides the fields above: a client may post back what it read. The
    // account's identity, power and contacts change elsewhere, so a value of those that differs from
    // the stored one is refused by name (never dropped); the same value passes. The server's own
    // derived fields (departmentTitle, passStrength, times, roles) are taken back and ignored, as on
    // /user/admin/edit.
    ...readBack(
      'id',
      'username',
      'mobile',
      'email',
      'type',
      'status',
      'departmentId',
      'departmentTitle',
      'mobileVerified',
      'passStrength',
      'roles',
      'createTime',
      'updateTime',
    ),
  })
  .strict();

const sixDigits = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'badFormat');
/** The caller acting on their own account (the password checks count per account and IP). */
const selfOf = (req: FastifyRequest): Self => ({ userId: req.auth!.userId, username: req.auth!.username, ip: req.ip });

const passwordLimit = { max: 10, timeWindow: '1 minute' };

/** The logged-in person's own account: profile, password, mobile, e-mail, bindings, deletion. */
const selfRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signed-in user with the admin menu and the site's forbidden pages: the user's own view,
  // so it lives with the accounts (which build on the permissions), not in the permission module.
  app.get(
    '/permission/getUserAndMenuList',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['permission'],
        summary: 'User info, admin menu and the public routes the user may not open (notAllow)',
        response: { 200: userAndMenuSchema },
      },
    },
    async (req): Promise<UserAndMenu> => {
      if (!req.auth) return { user: null, menuList: [], notAllow: [] };
      const [user, menuList, notAllow] = await Promise.all([
        userViewById(app.db, req.auth.userId),
        menuTreeFor(app.db, req.auth.userId),
        notAllowFor(app.db, req.auth.userId),
      ]);
      return { user, menuList, notAllow };
    },
  );

  app.post(
    '/user/edit',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary:
          "Edit one's own profile (nickname, sex, province, grade, school, 选科, avatar, address, street, birth, description); absent fields are kept, empty ones cleared; the rest of /user/info may be posted back unchanged, a changed value of it is refused by name, and an unknown key too",
        body: profileBody,
        response: { 200: userViewSchema.nullable() },
      },
    },
    (req) => editOwnProfile(app.db, app.engine, app.stopWords, req.auth!.userId, req.lang ?? 'zh-CN', req.body),
  );

  app.post(
    '/user/modifyPass',
    {
      config: { auth: 'user', rateLimit: passwordLimit },
      schema: {
        tags: ['user'],
        summary: "Change one's password (old one required); other sessions end",
        body: z
          .object({
            password: z.string().min(1).max(100),
            newPass: passwordField,
            /** XBoot's client sends its own 弱/中/强; the server stores the one it computes from newPass. */
            passStrength: z.string().max(10).optional(),
          })
          .strict(),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      const { password, newPass } = req.body;
      await changeOwnPassword(app.db, app.loginGuard, app.tokens, { ...selfOf(req), tokenId: req.auth!.tokenId }, password, newPass);
      successMessage(req, 'passwordChanged');
      return null;
    },
  );

  app.post(
    '/user/unlock',
    {
      config: { auth: 'user', rateLimit: passwordLimit },
      schema: {
        tags: ['user'],
        summary: "Re-enter one's password (lock screen, before sensitive changes)",
        body: z.object({ password: z.string().min(1).max(100) }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      await confirmOwnPassword(app.db, app.loginGuard, selfOf(req), req.body.password);
      return null;
    },
  );

  app.post(
    '/user/changeMobile',
    {
      config: { auth: 'user', rateLimit: passwordLimit },
      schema: {
        tags: ['user'],
        summary: "Change one's mobile with the SMS code sent to the new number (sendEditMobileSms)",
        body: z.object({ mobile: mobileField, code: sixDigits }),
        response: { 200: userViewSchema.nullable() },
      },
    },
    async (req) => {
      const { mobile, code } = req.body;
      await requireCode(app, 'sms', 'editMobile', mobile, code, req.auth!.userId);
      return await setOwnMobile(app.db, req.auth!.userId, mobile);
    },
  );

  app.post(
    '/email/editEmail',
    {
      config: { auth: 'user', rateLimit: passwordLimit },
      schema: {
        tags: ['user'],
        summary: "Bind or change one's e-mail with the code sent to it (/email/sendEditCode)",
        body: z.object({ email: emailField, code: sixDigits }),
        response: { 200: userViewSchema.nullable() },
      },
    },
    async (req) => {
      const email = req.body.email.toLowerCase();
      await requireCode(app, 'email', 'editEmail', email, req.body.code, req.auth!.userId);
      return await setOwnEmail(app.db, req.auth!.userId, email);
    },
  );

  app.get(
    '/user/checkUserName',
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        summary: 'Whether a username is still free (registration form)',
        querystring: z.object({ username: usernameField }),
        response: { 200: usernameCheckSchema },
      },
    },
    async (req): Promise<UsernameCheck> => {
      const hit = await userIdByUsername(app.db, req.query.username);
      return { available: !hit };
    },
  );

  app.get(
    '/user/bindInfo',
    {
      config: { auth: 'user' },
      schema: { tags: ['user'], summary: "One's bindings: masked mobile and e-mail, and each social platform", response: { 200: bindInfoSchema } },
    },
    (req) => bindInfoOf(app.db, app.settings, req.auth!.userId),
  );

  app.post(
    '/user/deleteUser',
    {
      config: { auth: 'user', rateLimit: passwordLimit },
      schema: {
        tags: ['user'],
        summary: "Delete one's own account after re-entering the password: personal data erased, sessions and bindings removed",
        body: z.object({ password: z.string().min(1).max(100) }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      const { userId } = req.auth!;
      await deleteOwnAccount(app.db, app.loginGuard, app.tokens, selfOf(req), req.body.password);
      req.log.info({ userId }, 'account deleted by its owner');
      successMessage(req, 'accountDeleted');
      return null;
    },
  );

  // XBoot's shape: the place as one string (XBoot's server asks a map service for "省 市 区" and
  // answers 未知 when it cannot tell); our local table knows provinces only.
  app.get(
    '/common/ip/info',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "XBoot's IP place: the province guessed from the caller's IP as a string (未知 when unknown); /common/ip/province gives the object",
        response: { 200: z.string() },
      },
    },
    async (req) => provinceOfIp(req.ip) ?? IP_UNKNOWN,
  );

  app.get(
    '/common/ip/province',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Province guessed from the caller's IP with a local table: { ip, province } (province null when unknown)",
        response: { 200: ipProvinceSchema },
      },
    },
    async (req): Promise<IpProvince> => ({ ip: req.ip, province: provinceOfIp(req.ip) }),
  );
};

export default selfRoutes;
