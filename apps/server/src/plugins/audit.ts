import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sysLogs } from '../db/schema/index.ts';
import { deviceOf, logText, maskedParams } from '../lib/audit.ts';
import { newId } from '../lib/ids.ts';
import { tokenOf } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route logs a user in: every call is written to the login log with its outcome. */
    loginLog?: boolean;
    /** Force (true) or skip (false) the operation log; by default every non-GET call that needs a permission code is logged. */
    operationLog?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What an entry says until its call's outcome is written (a call that ended without one keeps it). */
const OUTCOME_PENDING = 'outcome not recorded';

/** The envelope's code, message and result from a serialized reply, when it is one. */
function envelopeOf(payload: unknown): { code: number; message: string; result: unknown } | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const e = JSON.parse(payload) as { code?: unknown; message?: unknown; result?: unknown };
    return typeof e.code === 'number' ? { code: e.code, message: String(e.message ?? ''), result: e.result } : null;
  } catch {
    return null;
  }
}

const tokenIn = (result: unknown): string | null => {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object') {
    const r = result as Record<string, unknown>;
    for (const k of ['accessToken', 'token']) if (typeof r[k] === 'string') return r[k] as string;
  }
  return null;
};

/**
 * 日志: written by the server for every call of a kind, never by hand per route.
 * - login log (type 1): routes marked `config.loginLog`, successes and failures with the reason,
 *   refusals of bad input included (a username holding a NUL is logged, the NUL replaced);
 * - operation log (type 0): every admin write (a non-GET route that declares a permission code):
 *   who, what (the route summary), parameters with secrets masked, outcome, error, duration.
 * Every call that may change data is logged or fails: its entry is written before the handler runs
 * (a preHandler, last of the route's) and a failed write fails the call before anything changed;
 * the outcome is filled in before the reply leaves, so a caller that reads the log next sees its
 * own call. A call refused before its handler (no token, no permission, bad input) changed
 * nothing: its entry is written with the refusal, and a failure to write it is only logged.
 */
export default fp(async (app) => {
  const callerOf = async (req: FastifyRequest) => {
    const token = tokenOf(req);
    return token ? app.tokens.verify(token) : null;
  };
  /** Ids of the entries written before a handler ran, to be completed with the outcome. */
  const opened = new WeakMap<FastifyRequest, string>();

  /** Who and what, known before the handler runs; null for anonymous calls of operation routes. */
  const entryOf = async (req: FastifyRequest) => {
    const isLogin = req.routeOptions.config?.loginLog === true;
    // A call refused before the auth check ran (bad input) still names its caller.
    const caller = req.auth ?? (isLogin ? null : await callerOf(req));
    if (!isLogin && !caller) return null; // anonymous junk is not an operation of anybody
    const body = (req.body ?? {}) as Record<string, unknown>;
    return {
      logType: isLogin ? 1 : 0,
      name: logText((req.routeOptions.schema?.summary as string | undefined) ?? `${req.method} ${req.routeOptions.url}`),
      requestUrl: logText(req.url.split('?')[0]),
      requestType: req.method,
      requestParam: maskedParams(req.query, req.body),
      userId: caller?.userId ?? null,
      username: logText(isLogin ? (body.username ?? body.mobile ?? body.email ?? '') : caller!.username, 100),
      ip: logText(req.ip ?? '', 100),
      device: logText(deviceOf(req.headers['user-agent']), 200),
    };
  };

  const open = async (req: FastifyRequest) => {
    const entry = await entryOf(req);
    if (!entry) return;
    const id = newId();
    // Thrown on: the call fails (500) and its handler never runs.
    await app.db.insert(sysLogs).values({ id, ...entry, costTime: 0, success: false, resultCode: 0, errorMessage: OUTCOME_PENDING });
    opened.set(req, id);
  };

  const close = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const outcome = envelopeOf(payload);
    const code = outcome?.code ?? (reply.statusCode >= 400 ? reply.statusCode : 200);
    const success = code === 200;
    const result = {
      costTime: Math.round(reply.elapsedTime),
      success,
      resultCode: code,
      errorMessage: success ? '' : logText(outcome?.message ?? ''),
    };
    // A login names the account it opened (the token it answered), not only what was typed.
    const token = req.routeOptions.config?.loginLog && success ? tokenIn(outcome?.result) : null;
    const owner = token ? await app.tokens.verify(token) : null;
    const who = owner ? { userId: owner.userId, username: owner.username } : {};
    try {
      const id = opened.get(req);
      const completed = id
        ? await app.db
            .update(sysLogs)
            .set({ ...result, ...who })
            .where(eq(sysLogs.id, id))
            .returning({ id: sysLogs.id })
        : [];
      // Written afresh when the call deleted its own entry (清空日志) or ran no handler.
      if (!completed.length) {
        const entry = await entryOf(req);
        if (entry) await app.db.insert(sysLogs).values({ id: id ?? newId(), ...entry, ...result, ...who });
      }
    } catch (err) {
      // The entry of a call that ran exists already (its outcome stays "pending"); a refused call changed nothing.
      req.log.error({ err }, 'log write failed');
    }
    return payload;
  };

  // Only the routes that are logged carry the hooks: the busy public reads pay nothing for them.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { loginLog?: boolean; operationLog?: boolean; permission?: unknown };
    const methods = [route.method].flat();
    const logged = config.loginLog === true || (config.operationLog ?? (methods.some((m) => !READS.has(m)) && !!config.permission));
    if (!logged) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), open] as typeof route.preHandler;
    route.onSend = [...[route.onSend ?? []].flat(), close] as typeof route.onSend;
  });
});
