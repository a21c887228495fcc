import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.ts';
import { t, type Lang } from '../../lib/i18n.ts';
import { filesDirOf } from '../../config.ts';
import { checkStorage } from '../file/storage.ts';
import { checkEmail, checkSms, type CheckOutcome } from './check.ts';
import { emailSettingSchema, ossSettingSchema, smsSettingSchema, type OssSetting } from './store.ts';

/** 测试连接 of the storage, SMS and e-mail settings: the saved setting (GET) or the form's unsaved values (POST). */
const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  const edit = { permission: 'sys:setting:edit' };
  const localDir = filesDirOf(app.config);
  const checkOss = async (oss: OssSetting): Promise<CheckOutcome> => {
    const r = await checkStorage(oss, { localDir });
    return r.ok ? { ok: true, key: 'checkOk' } : { ok: false, key: r.reason, params: { detail: r.detail } };
  };
  const checks = [
    ['oss', ossSettingSchema, checkOss, 'storage: S3 HeadBucket and a probe object put, read and deleted; local: the folder is writable'],
    ['sms', smsSettingSchema, checkSms, 'SMS: a signed call that sends nothing (Aliyun QuerySmsSign, Tencent DescribeSmsTemplateList)'],
    ['email', emailSettingSchema, checkEmail, 'e-mail: SMTP connect, TLS and login, sending nothing'],
  ] as const;
  const answer = ({ lang }: { lang: Lang }, r: CheckOutcome) => {
    if (r.ok) return { ok: true, message: t(lang, r.key) };
    const fields = (r.fields ?? []).map((f) => t(lang, f)).join(lang === 'zh-CN' ? '、' : ', ');
    return { ok: false, message: t(lang, 'checkFailed', { reason: t(lang, r.key, { ...r.params, fields }) }) };
  };
  for (const [key, schema, check, what] of checks) {
    const run = check as (value: unknown) => Promise<CheckOutcome> | CheckOutcome;
    app.get(`/setting/${key}/check`, {
      config: edit,
      schema: { tags: ['admin:setting'], summary: `Test the saved setting, ${what}; { ok, message } in words` },
    }, async (req) => ok(req, answer(req, await run(await app.settings.read(key)))));
    app.post(`/setting/${key}/check`, {
      config: edit,
      schema: { tags: ['admin:setting'], summary: `Test unsaved values, ${what}; a masked secret is the stored one`, body: schema },
    }, async (req) => ok(req, answer(req, await run(await app.settings.unmask(key, req.body as never)))));
  }

};

export default checkRoutes;
