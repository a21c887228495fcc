import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings, sysLogs, users } from '../db/schema/index.ts';
import { logText, maskedParams } from '../lib/audit.ts';
import type { TestApp } from '../test/app.ts';
import { adminSuite } from '../modules/admin-test/helpers.ts';

let t: TestApp;
let admin: string;
adminSuite((s) => ({ t, admin } = s));

const entriesOf = (url: string) => t.database.db.select().from(sysLogs).where(eq(sysLogs.requestUrl, url)).orderBy(desc(sysLogs.createTime));

/** Issue 14 item 9: every call that changes data is logged, or the call fails. */
describe('operation and login log', () => {
  it('logs a user import whose rows carry a 10,000-deep nested extra key', async () => {
    const deep = `${'{"n":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const payload = `[{"username":"deepRow","password":"secret123","extra":${deep}}]`;
    const res = await t.call<{ imported: number; rejected: { reasons: string[] }[] }>({
      method: 'POST',
      url: '/api/user/importData',
      token: admin,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.code, res.message).toBe(200);
    // The unknown key is named, not dropped (issue 15), so the row is not imported.
    expect(res.result.imported).toBe(0);
    expect(res.result.rejected[0].reasons.join()).toContain('extra');
    expect(await t.database.db.$count(users, eq(users.username, 'deepRow'))).toBe(0);
    const [entry] = await entriesOf('/api/user/importData');
    expect(entry).toMatchObject({ logType: 0, username: 'admin', success: true, resultCode: 200 });
    expect(entry.requestParam).toContain('"username":"deepRow"');
    expect(entry.requestParam).toContain('"password":"******"');
    expect(entry.requestParam.length).toBeLessThanOrEqual(4001);
  });

  it('bounds the parameters it keeps and never throws on them', () => {
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 'x'.repeat(5000)]));
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(maskedParams({}, wide).length).toBeLessThanOrEqual(4001);
    expect(maskedParams({}, [cyclic])).toContain('"a":1');
    // JSON escapes a NUL and a lone surrogate; a text column takes them only replaced.
    expect(maskedParams({ q: 'a\u0000b\ud800' }, undefined)).toBe('{"query":{"q":"a\\u0000b\\ud800"}}');
    expect(logText('a\u0000b\ud800\ud83d\ude00')).toBe('a\ufffdb\ufffd\ud83d\ude00');
  });

  it('logs a failed login whose username holds a NUL, the NUL replaced', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { username: 'nul\u0000user', password: 'x-Wrong-Pass-1' } });
    expect(res.success).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(sysLogs)
      .where(and(eq(sysLogs.logType, 1), eq(sysLogs.username, 'nul\ufffduser')));
    expect(entry).toMatchObject({ success: false, resultCode: res.code, requestUrl: '/api/auth/login', userId: null });
    expect(entry.requestParam).not.toContain('x-Wrong-Pass-1');
  });

  it('fails a change it cannot log, before anything changes', async () => {
    const before = (await t.database.db.select().from(settings).where(eq(settings.key, 'email')))[0]?.value ?? null;
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION test_log_down() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'log storage down'; END $$`),
    );
    await t.database.db.execute(sql.raw('CREATE TRIGGER test_log_down BEFORE INSERT ON sys_log FOR EACH ROW EXECUTE FUNCTION test_log_down()'));
    try {
      const res = await t.call({
        method: 'POST',
        url: '/api/setting/email/set',
        token: admin,
        payload: { provider: 'smtp', smtp: { host: 'unlogged.example.com', password: 'Unlogged-1' } },
      });
      expect(res).toMatchObject({ success: false, code: 500 });
      // A refusal changes nothing, so it is answered as before even when its entry cannot be written.
      expect((await t.call({ method: 'POST', url: '/api/setting/email/set', payload: { provider: 'outbox' } })).code).toBe(401);
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER test_log_down ON sys_log'));
      await t.database.db.execute(sql.raw('DROP FUNCTION test_log_down()'));
    }
    const after = (await t.database.db.select().from(settings).where(eq(settings.key, 'email')))[0]?.value ?? null;
    expect(after).toEqual(before);
    expect(await entriesOf('/api/setting/email/set')).toHaveLength(0);
  });
});
