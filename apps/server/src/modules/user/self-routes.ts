import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { findProvince } from '@zhiyuan/shared';
import { accessTokens, socialAccounts, userRoles, users } from '../../db/schema/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { formInt, readBack } from '../../lib/schema.ts';
import { hashPassword, randomPassword, verifyPassword } from '../auth/password.ts';
import { assertUnique, resetPassword } from '../auth/service.ts';
import { requireCode } from '../verification/service.ts';
import { SOCIAL_PLATFORMS } from '../settings/store.ts';
import { IP_UNKNOWN, provinceOfIp } from './ip-province.ts';
import { addressField, avatarField, birthField, descriptionField, emailField, mobileField, nicknameField, passwordField, sexField, streetField, usernameField } from './rules.ts';
import { userViewById } from './view.ts';

export const SUBJECTS = ['物理', '历史', '化学', '生物', '政治', '地理', '技术'] as const;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const clearable = <T extends z.ZodType>(field: T) => z.preprocess((v) => (v === '' ? null : v), field.nullable().optional());
export const subjectsField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',').map((s) => s.trim())) : v),
  z.array(z.string()).max(3, 'subjectRule').refine((a) => a.every((s) => (SUBJECTS as readonly string[]).includes(s)) && new Set(a).size === a.length, 'subjectRule'),
).optional();
const profileBody = z.object({
  nickname: nicknameField.optional(),
  sex: sexField,
  province: clearable(z.string().trim().max(20).refine((p) => !!findProvince(p), 'provinceRule')),
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
  ...readBack('id', 'username', 'mobile', 'email', 'type', 'status', 'departmentId', 'departmentTitle', 'mobileVerified', 'passStrength', 'roles', 'createTime', 'updateTime'),
}).strict();
const DERIVED = new Set(['departmentTitle', 'mobileVerified', 'passStrength', 'createTime', 'updateTime', 'roles']);
type SelfReadOnly = 'id' | 'username' | 'mobile' | 'email' | 'type' | 'status' | 'departmentId' | 'departmentTitle' | 'mobileVerified' | 'passStrength' | 'createTime' | 'updateTime' | 'roles';

/** Refuses a read-only field of one's own profile sent with another value than the one stored. */
function checkUnchanged(current: Record<string, unknown>, sent: Partial<Record<SelfReadOnly, unknown>>) {
  // Scalars only; a form post sends them as text ('0' for 0, '' for null).
  const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined || same(value, current[key])) continue;
    throw fieldError(key, key === 'mobile' || key === 'email' ? 'changedByCode' : 'notChangedHere');
  }
}

const sixDigits = z.string().trim().regex(/^\d{6}$/, 'badFormat');
const mask = (v: string | null, kind: 'mobile' | 'email') => {
  if (!v) return null;
  if (kind === 'mobile') return `${v.slice(0, 3)}****${v.slice(-4)}`;
  const [name, domain] = v.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/**
 * Checks the caller's own password, counted like login failures (per account and IP) so
 * re-authentication cannot be used to guess passwords.
 */
async function checkOwnPassword(app: FastifyInstance, req: FastifyRequest, password: string) {
  const { userId, username } = req.auth!;
  await app.loginGuard.attempt({ account: username, ip: req.ip, stepUp: false, failure: 'passwordWrong' }, async () => {
    const [row] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    return row && (await verifyPassword(row.passwordHash, password)) ? row : null;
  });
}

const passwordLimit = { max: 10, timeWindow: '1 minute' };

/** The logged-in person's own account: profile, password, mobile, e-mail, bindings, deletion. */
const selfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/user/edit', {
    config: { auth: 'user' },
    schema: { tags: ['user'], summary: 'Edit one\'s own profile (nickname, sex, province, grade, school, 选科, avatar, address, street, birth, description); absent fields are kept, empty ones cleared; the rest of /user/info may be posted back unchanged, a changed value of it is refused by name, and an unknown key too', body: profileBody },
  }, async (req) => {
    const { id, username, mobile, email, type, status, departmentId, ...profile } = req.body;
    const current = await userViewById(app.db, req.auth!.userId);
    if (!current) throw new AppError(401, 'unauthorized');
    checkUnchanged(current, { id, username, mobile, email, type, status, departmentId });
    // Stop words: a nickname with one is refused, a description has them masked (modules/stop-word).
    app.stopWords.refuse('nickname', profile.nickname);
    if (profile.description) profile.description = app.stopWords.mask(profile.description);
    const changes = Object.fromEntries(Object.entries(profile).filter(([key, v]) => v !== undefined && !DERIVED.has(key)));
    if (typeof changes.province === 'string') changes.province = findProvince(changes.province)!.province;
    await app.db.update(users).set({ ...changes, updateTime: new Date() }).where(eq(users.id, req.auth!.userId));
    return ok(req, await userViewById(app.db, req.auth!.userId));
  });

  app.post('/user/modifyPass', {
    config: { auth: 'user', rateLimit: passwordLimit },
    schema: { tags: ['user'], summary: 'Change one\'s password (old one required); other sessions end', body: z.object({
      password: z.string().min(1).max(100),
      newPass: passwordField,
      /** XBoot's client sends its own 弱/中/强; the server stores the one it computes from newPass. */
      passStrength: z.string().max(10).optional(),
    }).strict() },
  }, async (req) => {
    const { password, newPass } = req.body;
    await checkOwnPassword(app, req, password);
    if (password === newPass) throw fieldError('newPass', 'passwordSame');
    await resetPassword(app.db, req.auth!.userId, newPass);
    await app.tokens.revokeUser(req.auth!.userId, req.auth!.tokenId);
    await app.loginGuard.recordSuccess(req.auth!.username);
    return ok(req, null, 'passwordChanged');
  });

  app.post('/user/unlock', {
    config: { auth: 'user', rateLimit: passwordLimit },
    schema: { tags: ['user'], summary: 'Re-enter one\'s password (lock screen, before sensitive changes)', body: z.object({ password: z.string().min(1).max(100) }) },
  }, async (req) => {
    await checkOwnPassword(app, req, req.body.password);
    await app.loginGuard.recordSuccess(req.auth!.username);
    return ok(req, null);
  });

  app.post('/user/changeMobile', {
    config: { auth: 'user', rateLimit: passwordLimit },
    schema: { tags: ['user'], summary: 'Change one\'s mobile with the SMS code sent to the new number (sendEditMobileSms)', body: z.object({ mobile: mobileField, code: sixDigits }) },
  }, async (req) => {
    const { mobile, code } = req.body;
    await requireCode(app, 'sms', 'editMobile', mobile, code, req.auth!.userId);
    await assertUnique(app.db, { mobile }, req.auth!.userId);
    await app.db.update(users).set({ mobile, mobileVerified: true, updateTime: new Date() }).where(eq(users.id, req.auth!.userId));
    return ok(req, await userViewById(app.db, req.auth!.userId));
  });

  app.post('/email/editEmail', {
    config: { auth: 'user', rateLimit: passwordLimit },
    schema: { tags: ['user'], summary: 'Bind or change one\'s e-mail with the code sent to it (/email/sendEditCode)', body: z.object({ email: emailField, code: sixDigits }) },
  }, async (req) => {
    const email = req.body.email.toLowerCase();
    await requireCode(app, 'email', 'editEmail', email, req.body.code, req.auth!.userId);
    await assertUnique(app.db, { email }, req.auth!.userId);
    await app.db.update(users).set({ email, updateTime: new Date() }).where(eq(users.id, req.auth!.userId));
    return ok(req, await userViewById(app.db, req.auth!.userId));
  });

  app.get('/user/checkUserName', {
    config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: { tags: ['user'], summary: 'Whether a username is still free (registration form)', querystring: z.object({ username: usernameField }) },
  }, async (req) => {
    const [hit] = await app.db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${req.query.username.toLowerCase()}`).limit(1);
    return ok(req, { available: !hit });
  });

  app.get('/user/bindInfo', {
    config: { auth: 'user' },
    schema: { tags: ['user'], summary: 'One\'s bindings: masked mobile and e-mail, and each social platform' },
  }, async (req) => {
    const [me] = await app.db.select({ username: users.username, mobile: users.mobile, mobileVerified: users.mobileVerified, email: users.email }).from(users).where(eq(users.id, req.auth!.userId)).limit(1);
    if (!me) throw new AppError(401, 'unauthorized');
    const socials = await app.db.select().from(socialAccounts).where(eq(socialAccounts.userId, req.auth!.userId));
    const social = await app.settings.read('social');
    return ok(req, {
      username: me.username,
      mobile: mask(me.mobile, 'mobile'),
      mobileVerified: me.mobileVerified,
      email: mask(me.email, 'email'),
      socials: SOCIAL_PLATFORMS.map((platform) => {
        const s = socials.find((x) => x.platform === platform);
        return {
          platform,
          enabled: social[platform].enabled,
          bound: !!s,
          id: s?.id ?? null,
          username: s?.username ?? null,
          avatar: s?.avatar ?? null,
          relateTime: s?.relateTime?.toISOString() ?? null,
        };
      }),
    });
  });

  app.post('/user/deleteUser', {
    config: { auth: 'user', rateLimit: passwordLimit },
    schema: { tags: ['user'], summary: 'Delete one\'s own account after re-entering the password: personal data erased, sessions and bindings removed', body: z.object({ password: z.string().min(1).max(100) }) },
  }, async (req) => {
    const { userId } = req.auth!;
    const [me] = await app.db.select({ type: users.type, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
    if (!me) throw new AppError(401, 'unauthorized');
    if (me.type === 1 || me.username.toLowerCase() === 'admin') throw new AppError(400, 'cannotDeleteAdmin');
    await checkOwnPassword(app, req, req.body.password);
    // Anonymised rather than deleted: records others keep (orders, logs) still point at a row,
    // but nothing in it identifies the person and nobody can log in as it.
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({
        username: `deleted_${userId}`,
        passwordHash: await hashPassword(randomPassword(24)),
        nickname: '已注销用户',
        mobile: null,
        email: null,
        avatar: null,
        sex: 0,
        province: null,
        grade: null,
        school: null,
        subjects: [],
        status: -1,
        updateTime: new Date(),
      }).where(eq(users.id, userId));
      await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      await tx.delete(accessTokens).where(eq(accessTokens.userId, userId));
    });
    await app.tokens.forget({ userIds: [userId] });
    req.log.info({ userId }, 'account deleted by its owner');
    return ok(req, null, 'accountDeleted');
  });

  // XBoot's shape: the place as one string (XBoot's server asks a map service for "省 市 区" and
  // answers 未知 when it cannot tell); our local table knows provinces only.
  app.get('/common/ip/info', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], summary: 'XBoot\'s IP place: the province guessed from the caller\'s IP as a string (未知 when unknown); /common/ip/province gives the object' },
  }, async (req) => ok(req, provinceOfIp(req.ip) ?? IP_UNKNOWN));

  app.get('/common/ip/province', {
    config: { auth: 'public' },
    schema: { tags: ['auth'], summary: 'Province guessed from the caller\'s IP with a local table: { ip, province } (province null when unknown)' },
  }, async (req) => ok(req, { ip: req.ip, province: provinceOfIp(req.ip) }));
};

export default selfRoutes;
