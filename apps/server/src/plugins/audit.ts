import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sysLogs } from '../db/schema/index.ts';
import { deviceOf, maskedParams } from '../lib/audit.ts';
import { newId } from '../lib/ids.ts';
import { readToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route logs a user in: every call is written to the login log with its outcome. */
    loginLog?: boolean;
    /** Force (true) or skip (false) the operation log; by default every non-GET call that needs a permission code is logged. */
    operationLog?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * - login log (type 1): routes marked `config.loginLog`, successes and failures with the reason;
 * - operation log (type 0): every admin write (a non-GET route that declares a permission code):
 *   who, what (the route summary), parameters with secrets masked, outcome, error, duration.
 * Written before the reply leaves, so a caller that reads the log next sees its own call.
 */
export default fp(async (app) => {
  const callerOf = async (req: FastifyRequest) => {
    const token = readToken(req.headers, req.query, req.url);
    return token ? app.tokens.verify(token) : null;
  };
  const write = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const config = req.routeOptions.config ?? {};
    const isLogin = config.loginLog === true;
    const isOperation = !isLogin && (config.operationLog ?? (!READS.has(req.method) && !!config.permission));
    if (!isLogin && !isOperation) return payload;
    const outcome = envelopeOf(payload);
    const code = outcome?.code ?? (reply.statusCode >= 400 ? reply.statusCode : 200);
    const success = code === 200;
    // A call refused before the auth check ran (bad input) still names its caller.
    const caller = req.auth ?? (isOperation ? await callerOf(req) : null);
    if (isOperation && !caller) return payload; // anonymous junk is not an operation of anybody
    let userId = caller?.userId ?? null;
    let username = caller?.username ?? '';
    if (isLogin) {
      const body = (req.body ?? {}) as Record<string, unknown>;
      username = String(body.username ?? body.mobile ?? body.email ?? '').slice(0, 100);
      const token = success ? tokenIn(outcome?.result) : null;
      const owner = token ? await app.tokens.verify(token) : null;
      if (owner) ({ userId, username } = { userId: owner.userId, username: owner.username });
    }
    try {
      await app.db.insert(sysLogs).values({
        id: newId(),
        logType: isLogin ? 1 : 0,
        name: (req.routeOptions.schema?.summary as string | undefined) ?? `${req.method} ${req.routeOptions.url}`,
        requestUrl: req.url.split('?')[0].slice(0, 500),
        requestType: req.method,
        requestParam: maskedParams(req.query, req.body),
        userId,
        username,
        ip: req.ip ?? '',
        device: deviceOf(req.headers['user-agent']),
        costTime: Math.round(reply.elapsedTime),
        success,
        resultCode: code,
        errorMessage: success ? '' : (outcome?.message ?? '').slice(0, 500),
      });
    } catch (err) {
      // A failed log write must not fail the call it describes.
      req.log.error({ err }, 'log write failed');
    }
    return payload;
  };
  // Only the routes that are logged carry the hook: the busy public reads pay nothing for it.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { loginLog?: boolean; operationLog?: boolean; permission?: unknown };
    const methods = [route.method].flat();
    const logged = config.loginLog === true || (config.operationLog ?? (methods.some((m) => !READS.has(m)) && !!config.permission));
    if (!logged) return;
    route.onSend = [...[route.onSend ?? []].flat(), write] as typeof route.onSend;
  });
});
