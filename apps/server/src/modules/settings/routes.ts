import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { formatDateTime } from '@zhiyuan/shared';
import { optionalText, pageOf, pageQuery } from '../../lib/schema.ts';
import { emailSettingSchema, smsSettingSchema, socialSettingSchema } from './store.ts';

/**
 * Admin settings of the accounts area (SMS, e-mail, social login), secrets masked, and the
 * development outbox where codes "sent" by the outbox provider can be read. A field the schema does
 * not know is refused by name (strict objects): before, a misspelt provider reset it to blanks.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Secrets saved before encryption are sealed now; a wrong SETTINGS_KEY stops the start here.
  app.addHook('onReady', async () => {
    const sealed = await app.settings.rows.sealStored();
    if (sealed) app.log.info({ rows: sealed }, 'settings: secrets saved in clear are now encrypted');
  });
  const view = { permission: 'sys:setting:view' };
  const edit = { permission: 'sys:setting:edit' };
  const pairs = [
    ['sms', smsSettingSchema, 'SMS delivery (Aliyun, Tencent or the outbox)'],
    ['email', emailSettingSchema, 'E-mail delivery (SMTP or the outbox)'],
    ['social', socialSettingSchema, 'Social login clients (GitHub, QQ, Weibo, WeChat, DingTalk, WorkWeChat)'],
  ] as const;
  for (const [key, schema, what] of pairs) {
    app.get(`/setting/${key}`, {
      config: view,
      schema: { tags: ['admin:setting'], summary: `${what}; secrets masked` },
    }, async (req) => ok(req, await app.settings.masked(key)));
    app.post(`/setting/${key}/set`, {
      config: edit,
      schema: { tags: ['admin:setting'], summary: `Save ${what}; a secret sent back masked keeps the stored one`, body: schema },
    }, async (req) => {
      await app.settings.write(key, req.body as never);
      return ok(req, null, 'settingSaved');
    });
  }

  app.get('/outbox/getByPage', {
    config: { permission: 'sys:setting:outbox' },
    schema: {
      tags: ['admin:setting'],
      summary: 'Messages kept by the outbox provider (development SMS and e-mail), newest first',
      querystring: pageQuery.extend({ recipient: optionalText(100), channel: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sms', 'email']).optional()) }),
    },
  }, async (req) => {
    const { recipient, channel } = req.query;
    const where = and(
      recipient ? ilike(outboxMessages.recipient, recipient.replace(/[\\%_]/g, (c) => `\\${c}`)) : undefined,
      channel ? eq(outboxMessages.channel, channel) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      app.db.select().from(outboxMessages).where(where).orderBy(desc(outboxMessages.createTime), desc(outboxMessages.id))
        .limit(req.query.pageSize).offset((req.query.pageNumber - 1) * req.query.pageSize),
      app.db.select({ total: count() }).from(outboxMessages).where(where),
    ]);
    const content = rows.map((r) => ({ ...r, createTime: formatDateTime(r.createTime) }));
    return ok(req, pageOf(content, Number(total), req.query));
  });
};

export default settingsRoutes;
