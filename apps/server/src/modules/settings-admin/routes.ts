import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successMessage } from '../../plugins/envelope.ts';
import { formatDateTime } from '@zhiyuan/shared';
import { optionalText, pageQuery } from '../../lib/schema.ts';
import { t, type MessageKey } from '../../lib/i18n.ts';
import checkRoutes from './check-routes.ts';
import { assertLocalDirAllowed } from '../file/storage.ts';
import { CONFIRM_MAX_WRONG, CONFIRM_TTL_MS, deliveryGuard, type GuardedSetting } from './delivery-guard.ts';
import {
  emailSettingSchema,
  noticeSettingSchema,
  ossSettingSchema,
  otherSettingSchema,
  secretsOf,
  smsSettingSchema,
  socialSettingSchema,
  type EmailSetting,
  type NoticeSetting,
  type OssSetting,
  type SettingKey,
} from '../settings/store.ts';
import { listOutbox } from './service.ts';
import type { PublicNotice, SettingSecrets } from '@zhiyuan/shared';
import * as views from '@zhiyuan/shared/schemas/settings';
import { pageSchema } from '@zhiyuan/shared/schemas/generic';

const SMS_VENDORS = ['aliyun', 'tencent'] as const;
const SMS_SCENES = ['login', 'register', 'reset', 'editMobile'] as const;
const SCENE_TITLE: Record<(typeof SMS_SCENES)[number], MessageKey> = {
  login: 'sceneLogin',
  register: 'sceneRegister',
  reset: 'sceneReset',
  editMobile: 'sceneEditMobile',
};

/** Whether the site shows the notice now: switched on, with text, and now (China time) inside its window. */
export function noticeShowing(n: NoticeSetting, now = formatDateTime(Date.now())): boolean {
  return n.open && n.content !== '' && (!n.startTime || now >= n.startTime) && (!n.endTime || now < n.endTime);
}

/**
 * 系统配置: SMS, e-mail, social login, storage, other and the notice bar, secrets masked; their
 * connection tests and 查看密钥; and the development outbox where codes "sent" by the outbox
 * provider can be read. A field the schema does not know is refused by name (strict objects).
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Secrets saved before encryption are sealed now; a wrong SETTINGS_KEY stops the start here.
  app.addHook('onReady', async () => {
    const sealed = await app.settings.rows.sealStored();
    if (sealed) app.log.info({ rows: sealed }, 'settings: secrets saved in clear are now encrypted');
  });
  const guard = deliveryGuard(app);
  /**
   * Saves a setting; a change of where codes, keys, files or logins go needs sys:setting:secret and
   * a fresh password confirmation, and is logged and told to every super admin (delivery-guard.ts).
   */
  const saveGuarded = async <K extends SettingKey>(
    req: FastifyRequest,
    key: K,
    input: Parameters<typeof app.settings.merge<K>>[1],
    opts: { changed?: boolean } = {},
  ) => {
    const before = await app.settings.read(key);
    const after = await app.settings.merge(key, input, opts);
    await guard.save(
      req,
      key as GuardedSetting,
      before,
      after as Record<string, unknown>,
      async () => {
        // A local folder lies under the storage root (LOCAL_STORAGE_ROOT); empty is the default folder.
        const local = key === 'oss' ? (after as OssSetting).local.dir : '';
        if (local) await assertLocalDirAllowed(local, app.config);
        await app.settings.put(key, after);
      },
      async () => (key === 'email' ? (before as EmailSetting) : app.settings.read('email')),
    );
  };
  const view = { permission: 'sys:setting:view' };
  const edit = { permission: 'sys:setting:edit' };
  const pairs = [
    ['sms', smsSettingSchema, views.smsSettingSchema, 'SMS delivery (Aliyun, Tencent or the outbox)'],
    ['email', emailSettingSchema, views.emailSettingSchema, 'E-mail delivery (SMTP or the outbox)'],
    ['social', socialSettingSchema, views.socialSettingSchema, 'Social login clients (GitHub, QQ, Weibo, WeChat, DingTalk, WorkWeChat)'],
    ['oss', ossSettingSchema, views.ossSettingSchema, 'File storage (local folder or an S3-compatible service)'],
    ['other', otherSettingSchema, views.otherSettingSchema, 'Site name, ICP number, domains and upload limits'],
    ['notice', noticeSettingSchema, views.noticeSettingSchema, 'The notice bar of the site (text, link, on/off, time window)'],
  ] as const;
  // XBoot's `changed` on the settings that hold secrets (see store.write).
  const withSecrets = new Set(['sms', 'email', 'social', 'oss']);
  for (const [key, schema, answer, what] of pairs) {
    // The notice's GET is public (below): the site reads it.
    if (key !== 'notice') {
      app.get(
        `/setting/${key}`,
        {
          config: view,
          schema: { tags: ['admin:setting'], summary: `${what}; secrets masked`, response: { 200: answer } },
        },
        () => app.settings.masked(key),
      );
    }
    const body = withSecrets.has(key) ? (schema as typeof smsSettingSchema).extend({ changed: z.boolean().optional() }) : schema;
    app.post(
      `/setting/${key}/set`,
      {
        config: edit,
        schema: {
          tags: ['admin:setting'],
          summary: withSecrets.has(key)
            ? `Save ${what}. Secrets: sent back masked, blank or left out, the stored one is kept; changed=true takes them as sent (blank clears); changed=false keeps them all`
            : `Save ${what}`,
          body,
          response: { 200: z.null() },
        },
      },
      async (req) => {
        const { changed, ...value } = req.body as { changed?: boolean };
        await saveGuarded(req, key, value as never, { changed });
        successMessage(req, 'settingSaved');
        return null;
      },
    );
  }

  app.post(
    '/setting/confirmPassword',
    {
      config: { permission: 'sys:setting:edit' },
      schema: {
        tags: ['admin:setting'],
        summary: `Confirm one's password before changing delivery and identity settings (SMTP, SMS provider, social login, storage target, pay keys, site domains): lets this session change them for ${CONFIRM_TTL_MS / 60_000} minutes; ${CONFIRM_MAX_WRONG} wrong tries make only this user wait`,
        body: z.strictObject({ password: z.string().min(1).max(200) }),
        response: { 200: views.passwordConfirmedSchema },
      },
    },
    (req) => guard.confirm(req, req.body.password),
  );

  app.get(
    '/setting/notice',
    {
      config: { auth: 'public', cache: 'content' },
      schema: {
        tags: ['setting'],
        summary:
          'The notice bar: to visitors only while it is shown ({ open: false } otherwise); to holders of sys:setting:view the stored setting. `showing` says whether the site shows it now',
        response: { 200: views.publicNoticeSchema },
      },
    },
    async (req): Promise<PublicNotice> => {
      const notice = await app.settings.read('notice');
      const showing = noticeShowing(notice);
      if (req.auth && (await req.permissionCodes()).has('sys:setting:view')) return { ...notice, showing };
      return showing ? { ...notice, showing } : { open: false, showing };
    },
  );

  app.get(
    '/setting/site',
    {
      config: { auth: 'public', cache: 'content' },
      schema: {
        tags: ['setting'],
        summary: 'What the site shows of 其他设置: its name and ICP filing number (the footer)',
        response: { 200: views.siteInfoSchema },
      },
    },
    async () => {
      const { siteName, icp } = await app.settings.read('other');
      return { siteName, icp };
    },
  );

  // ───────── SMS template codes per scene (XBoot's sms/templateCodes) ─────────
  app.get(
    '/setting/sms/templateCodes/:type',
    {
      config: view,
      schema: {
        tags: ['admin:setting'],
        summary: 'The SMS template code of each scene for one provider',
        params: z.strictObject({ type: z.enum(SMS_VENDORS) }),
        response: { 200: z.array(views.smsTemplateCodeSchema) },
      },
    },
    async (req) => {
      const sms = await app.settings.read('sms');
      const templates = sms[req.params.type].templates;
      return SMS_SCENES.map((scene) => ({ type: scene, title: t(req.lang, SCENE_TITLE[scene]), templateCode: templates[scene] }));
    },
  );
  app.post(
    '/setting/sms/templateCode/set',
    {
      config: edit,
      schema: {
        tags: ['admin:setting'],
        summary: 'Save the SMS template code of one scene',
        body: z.strictObject({ serviceName: z.enum(SMS_VENDORS), type: z.enum(SMS_SCENES), templateCode: z.string().trim().max(60) }),
        response: { 200: z.null() },
      },
    },
    async (req) => {
      const { serviceName, type, templateCode } = req.body;
      const sms = await app.settings.read('sms');
      sms[serviceName].templates[type] = templateCode;
      await saveGuarded(req, 'sms', sms);
      successMessage(req, 'settingSaved');
      return null;
    },
  );

  await app.register(checkRoutes);

  // ───────── 查看密钥: plain secrets, for holders of their own button code, each look logged ─────────
  app.get(
    '/setting/seeSecret/:type',
    {
      config: { permission: 'sys:setting:secret', operationLog: true },
      schema: {
        tags: ['admin:setting'],
        summary: 'See the plain secrets of a setting (written to the operation log)',
        params: z.strictObject({ type: z.enum(['oss', 'sms', 'email', 'social']) }),
        response: { 200: views.settingSecretsSchema },
      },
    },
    // Every secret field where it sits in the setting: SettingSecrets of its kind.
    async (req) => secretsOf(await app.settings.read(req.params.type)) as SettingSecrets,
  );

  app.get(
    '/outbox/getByPage',
    {
      config: { permission: 'sys:setting:outbox' },
      schema: {
        tags: ['admin:setting'],
        summary: 'Messages kept by the outbox provider (development SMS and e-mail), newest first',
        querystring: pageQuery.extend({
          recipient: optionalText(100),
          channel: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sms', 'email']).optional()),
        }),
        response: { 200: pageSchema(views.outboxMessageViewSchema) },
      },
    },
    (req) => listOutbox(app.db, req.query),
  );
};

export default settingsRoutes;
