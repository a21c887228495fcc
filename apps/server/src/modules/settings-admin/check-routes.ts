import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/errors.ts';
import { t, type Lang } from '../../lib/i18n.ts';
import { allowanceOf } from '../../lib/outbound.ts';
import { checkStorage } from '../file/storage.ts';
import { checkEmail, checkSms, secretSentElsewhere, type CheckOutcome } from './check.ts';
import { emailSettingSchema, ossSettingSchema, smsSettingSchema, type OssSetting } from '../settings/store.ts';
import type { SettingCheckResult } from '@zhiyuan/shared';
import { settingCheckResultSchema } from '@zhiyuan/shared/schemas/settings';

/**
 * 测试连接 of the storage, SMS and e-mail settings: the saved setting (GET) or the form's unsaved
 * values (POST). A masked secret in the form is the stored one, but only for the stored destination.
 */
const checkRoutes: FastifyPluginAsyncZod = async (app) => {
  const edit = { permission: 'sys:setting:edit' };
  const allow = allowanceOf(app.config);
  const checkOss = async (oss: OssSetting): Promise<CheckOutcome> => {
    const r = await checkStorage(oss, app.config);
    return r.ok ? { ok: true, key: 'checkOk' } : { ok: false, key: r.reason, params: r.params };
  };
  const checks = [
    ['oss', ossSettingSchema, checkOss, 'storage: S3 probe object put, read and deleted; local: an existing folder under the storage root takes a probe file'],
    ['sms', smsSettingSchema, checkSms, 'SMS: a signed call that sends nothing (Aliyun QuerySmsSign, Tencent DescribeSmsTemplateList)'],
    ['email', emailSettingSchema, checkEmail, 'e-mail: SMTP connect, TLS and login, sending nothing'],
  ] as const;
  const answer = ({ lang }: { lang: Lang }, r: CheckOutcome): SettingCheckResult => {
    if (r.ok) return { ok: true, message: t(lang, r.key) };
    const fields = (r.fields ?? []).map((f) => t(lang, f)).join(lang === 'zh-CN' ? '、' : ', ');
    return { ok: false, message: t(lang, 'checkFailed', { reason: t(lang, r.key, { fields, ...r.params }) }) };
  };
  for (const [key, schema, check, what] of checks) {
    const run = (value: unknown) => (check as (value: unknown, allow: ReturnType<typeof allowanceOf>) => Promise<CheckOutcome> | CheckOutcome)(value, allow);
    app.get(
      `/setting/${key}/check`,
      {
        config: edit,
        schema: { tags: ['admin:setting'], summary: `Test the saved setting, ${what}; { ok, message } in words`, response: { 200: settingCheckResultSchema } },
      },
      async (req) => answer(req, await run(await app.settings.read(key))),
    );
    app.post(
      `/setting/${key}/check`,
      {
        config: edit,
        schema: {
          tags: ['admin:setting'],
          summary: `Test unsaved values, ${what}; a masked secret is the stored one, refused (400) when host, port, user, endpoint, region, key id or bucket differ from the saved ones`,
          body: schema,
          response: { 200: settingCheckResultSchema },
        },
      },
      async (req) => {
        const moved = secretSentElsewhere(key, req.body as Record<string, unknown>, (await app.settings.read(key)) as Record<string, unknown>);
        if (moved) throw fieldError(moved, 'checkSecretMoved');
        return answer(req, await run(await app.settings.unmask(key, req.body as never)));
      },
    );
  }
};

export default checkRoutes;
