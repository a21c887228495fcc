import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { noParams } from '../lib/schema.ts';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, fieldError } from '../lib/errors.ts';

/**
 * 幂等写入 (issue 30): a write (POST, PUT, PATCH, DELETE) sent with an `Idempotency-Key` header runs
 * once per (caller, key, route); a repeat of it within 24 h gets the first answer again, marked
 * with `idempotent-replayed: true`, so a save whose answer was lost to the client's timeout can be
 * retried without writing twice. Keys belong to the token's user: a visitor's calls (login,
 * register, captcha) and the session calls under /auth and /social are left alone, since their
 * answers carry tokens that must not be stored, and a route may opt out with `idempotent: false`.
 *
 * - The first call claims the key (a row in state 'running') before its handler runs; a repeat
 *   that comes while it runs waits for it (up to WAIT_MS), then gets 409 处理中.
 * - A successful answer (HTTP 2xx, envelope success) is stored; a failed one removes the claim, so
 *   the retry runs again (a refusal for bad input is not something to replay).
 * - The same key with another body is refused (409): a key names one logical write.
 * - Answers that are not text (a file, a stream) or are over MAX_BODY are not kept: their claim is
 *   dropped and a repeat runs again.
 * - A claim left 'running' by a server that stopped mid-call is taken over after STALE_MS.
 * Stored in the database (not the shared state): the claim must be atomic across instances and
 * outlive a restart, which the SharedState interface (get/set/incr) does not offer.
 */

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
const WAIT_MS = 10_000;
const POLL_MS = 200;
const STALE_MS = 120_000;
const MAX_BODY = 512 * 1024;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Calls that hand out or end sessions: their answers carry tokens. */
const SESSION_ROUTES = /^\/api\/(auth|social)\//;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route ignores Idempotency-Key (its answer must not be stored or replayed). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The claimed idempotency row of this call (owner, key, route), filled in on send. */
    idempotency?: { owner: string; key: string; route: string } | null;
  }
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body))
    .digest('hex');

/** Whether a serialized answer is the success envelope (`{"success":true,...}`). */
function succeeded(reply: FastifyReply, payload: unknown): payload is string {
  if (reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string' || payload.length > MAX_BODY) return false;
  if (!payload.startsWith('{')) return false;
  try {
    return (JSON.parse(payload) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}

export default fp(
  async (app) => {
    const db = app.db;
    const where = (c: { owner: string; key: string; route: string }) =>
      and(eq(idempotencyKeys.owner, c.owner), eq(idempotencyKeys.key, c.key), eq(idempotencyKeys.route, c.route));

    /** Claims the key; true when this call is the first (or takes over an expired or stale claim). */
    async function claim(c: { owner: string; key: string; route: string }, requestHash: string): Promise<boolean> {
      const now = Date.now();
      const got = await db
        .insert(idempotencyKeys)
        .values({ ...c, requestHash, expiresAt: new Date(now + IDEMPOTENCY_TTL_MS) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (got.length) return true;
      // Take over an expired answer or a claim nobody finished.
      const taken = await db
        .update(idempotencyKeys)
        .set({
          requestHash,
          state: 'running',
          statusCode: null,
          contentType: null,
          body: null,
          createTime: new Date(now),
          expiresAt: new Date(now + IDEMPOTENCY_TTL_MS),
        })
        .where(
          and(
            where(c),
            sql`(${idempotencyKeys.expiresAt} <= now() or (${idempotencyKeys.state} = 'running' and ${idempotencyKeys.createTime} < ${new Date(now - STALE_MS)}))`,
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return taken.length > 0;
    }

    async function replay(req: FastifyRequest, reply: FastifyReply, c: { owner: string; key: string; route: string }, requestHash: string) {
      const until = Date.now() + WAIT_MS;
      for (;;) {
        const [row] = await db.select().from(idempotencyKeys).where(where(c)).limit(1);
        if (!row) {
          // The first call failed and let go: this one runs.
          if (await claim(c, requestHash)) return false;
          continue;
        }
        if (row.requestHash !== requestHash) throw new AppError(409, 'idempotencyKeyReused', {}, { fields: ['Idempotency-Key'] });
        if (row.state === 'done') {
          reply
            .header('idempotent-replayed', 'true')
            .status(row.statusCode ?? 200)
            .type(row.contentType ?? 'application/json; charset=utf-8');
          await reply.send(row.body ?? '');
          return true;
        }
        if (Date.now() >= until || req.raw.destroyed) throw new AppError(409, 'idempotencyInProgress');
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }

    app.addHook('preHandler', async (req, reply) => {
      if (!WRITES.has(req.method)) return;
      const raw = req.headers['idempotency-key'];
      if (raw === undefined || !req.auth) return;
      const config = req.routeOptions.config ?? {};
      const route = req.routeOptions.url ?? '';
      if (config.idempotent === false || config.loginLog === true || SESSION_ROUTES.test(route)) return;
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (!KEY_PATTERN.test(key)) throw fieldError('Idempotency-Key', 'idempotencyKeyBad');
      const c = { owner: req.auth.userId, key, route: `${req.method} ${route}` };
      const requestHash = hashOf(req.body);
      if (await claim(c, requestHash)) {
        req.idempotency = c;
        return;
      }
      if (await replay(req, reply, c, requestHash)) return reply;
      req.idempotency = c;
    });

    // The answer of the call that claimed the key: kept when it succeeded, the claim dropped otherwise.
    app.addHook('onSend', async (req, reply, payload) => {
      const c = req.idempotency;
      if (!c) return payload;
      req.idempotency = null;
      try {
        if (succeeded(reply, payload)) {
          const type = reply.getHeader('content-type');
          await db
            .update(idempotencyKeys)
            .set({ state: 'done', statusCode: reply.statusCode, contentType: typeof type === 'string' ? type : null, body: payload })
            .where(where(c));
        } else {
          await db.delete(idempotencyKeys).where(where(c));
        }
      } catch (err) {
        req.log.error({ err }, 'idempotency answer not stored');
      }
      return payload;
    });

    // Expired answers are removed by a job (the claim takes over an expired one anyway).
    app.jobs.define({
      name: 'idempotency.purge',
      title: { zh: '幂等应答清理', en: 'Purge idempotency answers' },
      description: { zh: '删除已过期（24 小时）的重复提交保护记录', en: 'Deletes the kept answers of idempotent writes once they expire (24 h)' },
      params: noParams,
      defaults: { cron: '0 40 * * * ?' },
      run: async () => ({
        deleted: (await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date())).returning({ key: idempotencyKeys.key })).length,
      }),
    });
  },
  { name: 'idempotency' },
);
