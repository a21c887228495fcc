import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { Envelope, ResultCode } from '@zhiyuan/shared';
import { AppError } from '../lib/errors.ts';
import { isMessageKey, pickLang, t, type Lang, type MessageKey } from '../lib/i18n.ts';
import { cutForEcho } from '../lib/validation.ts';
import { isOkEnvelope, okEnvelope } from '../lib/response.ts';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** The success message of this call when it is not 「操作成功」 (successMessage). */
    successKey?: MessageKey;
  }
  interface FastifyContextConfig {
    /** false: the handler's value is the answer itself (a text format such as /metrics), not wrapped in the envelope. */
    envelope?: false;
  }
}

/**
 * Marks an answer already in the envelope: a handler may return one (its own message or code);
 * anything else it returns is wrapped. A symbol key, so JSON never shows it.
 */
const ENVELOPED = Symbol('enveloped');

export function envelope<T>(result: T, message: string, code: ResultCode = 200): Envelope<T> {
  return { success: code === 200, message, code, timestamp: Date.now(), result, [ENVELOPED]: true } as Envelope<T>;
}

/** Translates an AppError into the caller's language. */
export function messageOf(lang: Lang, err: AppError): string {
  // Parameters named `<x>Key` hold message keys themselves: translate them into `<x>`.
  // Values a caller sent may be echoed: never more than a line of them.
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(err.params)) params[name] = typeof value === 'string' ? cutForEcho(value) : value;
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Key') && typeof value === 'string' && isMessageKey(value)) params[name.slice(0, -3)] = t(lang, value, params);
  }
  return t(lang, err.key, params);
}

/** The dotted path of a zod issue (`rows.3.name`), cut for echo, or the part it is about. */
function fieldOf(issue: ZodFastifySchemaValidationError, context: string | undefined): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path ? cutForEcho(path) : context || 'body';
}

/** The keys a strict object refused, each with the path of its object (`rows.0.note`). */
function unknownKeysOf(issue: ZodFastifySchemaValidationError): string[] | null {
  const keys = (issue.params as { keys?: unknown }).keys;
  if (issue.keyword !== 'unrecognized_keys' || !Array.isArray(keys)) return null;
  const at = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return keys.slice(0, 20).map((key) => cutForEcho(at ? `${at}.${String(key)}` : String(key)));
}

function describeIssue(lang: Lang, issue: ZodFastifySchemaValidationError, context: string | undefined): string {
  const field = fieldOf(issue, context);
  const p = issue.params as Record<string, unknown>;
  let reason: string;
  if (isMessageKey(issue.message ?? '')) {
    reason = t(lang, issue.message as MessageKey);
  } else {
    switch (issue.keyword) {
      case 'invalid_type': {
        // zod reports no input by default; its own message says what was received.
        const missing = /received (undefined|null)/.test(issue.message ?? '');
        const expected = `type.${String(p.expected)}`;
        reason = missing ? t(lang, 'required') : t(lang, 'expectedType', { type: isMessageKey(expected) ? t(lang, expected) : String(p.expected) });
        break;
      }
      case 'too_small':
        reason =
          p.origin === 'string'
            ? Number(p.minimum) <= 1
              ? t(lang, 'required')
              : t(lang, 'tooShort', { min: String(p.minimum) })
            : t(lang, 'tooSmall', { min: String(p.minimum) });
        break;
      case 'too_big':
        reason = p.origin === 'string' ? t(lang, 'tooLong', { max: String(p.maximum) }) : t(lang, 'tooBig', { max: String(p.maximum) });
        break;
      case 'invalid_format':
      case 'invalid_string':
        reason = t(lang, 'badFormat');
        break;
      case 'invalid_value':
      case 'invalid_enum_value':
        reason = t(lang, 'badOption', { options: Array.isArray(p.values) ? p.values.join(', ') : '' });
        break;
      case 'unrecognized_keys':
        return t(lang, 'invalidField', { field: cutForEcho((unknownKeysOf(issue) ?? [field]).join(', ')), reason: t(lang, 'unknownField') });
      default:
        reason = t(lang, 'badFormat');
    }
  }
  return t(lang, 'invalidField', { field, reason });
}

/** A unique-index race (two requests taking one username) becomes a 400 naming the field. */
function uniqueViolation(err: unknown): string | null {
  const cause = (err as { cause?: { code?: string; constraint?: string } })?.cause ?? (err as { code?: string; constraint?: string });
  if (cause?.code !== '23505') return null;
  const m = /_(username|mobile|email|name|code|type)_uq$/.exec(cause.constraint ?? '');
  return m ? m[1] : 'id';
}

/** Error codes of a database or cache that cannot be reached now: the call may succeed shortly. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * Whether an error says the database or Redis is down or restarting (the error, or its cause, as
 * drizzle wraps the driver's): such a call is answered 503 with Retry-After, not 500.
 */
export function unreachable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    // node-postgres and ioredis say it in words rather than codes.
    if (/Connection terminated|timeout exceeded when trying to connect|Connection is closed|MaxRetriesPerRequest|Stream isn't writeable/.test(message))
      return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database or Redis recovers. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The envelope contract for every route: handlers return plain results and the envelope is
 * added here; errors, validation failures and unknown routes become HTTP 200 envelopes with
 * the matching code (401/403/404/...), messages in the caller's language.
 */
export default fp(async (app) => {
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = pickLang(req.headers['accept-language']);
    done();
  });

  app.setErrorHandler((raw: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang ?? 'zh-CN';
    if (raw instanceof AppError) {
      const error = raw;
      return reply.status(200).send(envelope(error.result, messageOf(lang, error), error.code));
    }
    const error = raw as FastifyError;
    const unique = uniqueViolation(raw);
    if (unique) {
      return reply.status(200).send(envelope({ fields: [unique] }, t(lang, 'invalidField', { field: unique, reason: t(lang, 'alreadyExists') }), 400));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = [...new Set(error.validation.map((issue) => describeIssue(lang, issue, error.validationContext)))];
      const fields = [...new Set(error.validation.flatMap((issue) => unknownKeysOf(issue) ?? [fieldOf(issue, error.validationContext)]))];
      return reply.status(200).send(envelope({ fields }, messages.join('；'), 400));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(envelope(null, t(lang, 'rateLimited'), 429));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(200).send(envelope(null, t(lang, 'badJson'), 400));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return bodyTooLarge(req, reply, lang);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = cutForEcho(String(req.headers['content-type'] ?? ''));
      return reply.status(200).send(envelope({ fields: ['content-type'] }, t(lang, 'unsupportedMediaType', { type }), 415));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Other malformed requests that fastify itself rejects (a wrong content-length, ...).
      return reply.status(200).send(envelope(null, `${t(lang, 'badRequest')}: ${cutForEcho(error.message)}`, 400));
    }
    if (unreachable(raw)) {
      req.log.warn({ err: error }, 'database or shared state unreachable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(envelope(null, t(lang, 'serviceUnavailable'), 503));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(200).send(envelope(null, t(lang, 'internal'), 500));
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = req.lang ?? pickLang(req.headers['accept-language']);
    const path = req.url.split('?')[0];
    if (path.startsWith('/api')) {
      return reply.status(200).send(envelope(null, t(lang, 'routeNotFound', { path: cutForEcho(path) }), 404));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
  });
});

/** Bodies up to this size are read to their end after a 413, so the caller reads the answer; larger ones close the connection. */
const DRAIN_MAX_BYTES = 32 * 1_048_576;

/**
 * 413 in the envelope for a body over the route's limit. Fastify asks to close the connection,
 * which resets it under a client still sending: the rest of the body is read and dropped instead
 * (up to DRAIN_MAX_BYTES), so the client gets the answer on a connection that stays usable.
 */
function bodyTooLarge(req: FastifyRequest, reply: FastifyReply, lang: Lang): FastifyReply {
  const declared = Number(req.headers['content-length']);
  if (!(declared > DRAIN_MAX_BYTES)) {
    reply.removeHeader('connection');
    req.raw.resume();
  }
  const limit = req.routeOptions.bodyLimit ?? 1_048_576;
  const max = limit % 1_048_576 === 0 ? `${limit / 1_048_576} MB` : `${Math.round(limit / 1024)} KB`;
  return reply.status(200).send(envelope({ fields: ['body'] }, t(lang, 'bodyTooLarge', { max }), 413));
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (bad percent-encoding, a
 * path parameter over the length limit) gets the envelope too, before any route or hook runs.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = pickLang(req.headers['accept-language']);
  const code = error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 500 : 400;
  if (code === 500) req.log.error({ err: error }, 'unhandled error');
  return reply.status(200).send(envelope(null, t(lang, code === 400 ? 'badUrl' : 'internal'), code));
}

/** Wraps a result in the success envelope, in the caller's language; a handler needs it only for another message than 「操作成功」. */
export function ok<T>(req: FastifyRequest, result: T, key: MessageKey = 'ok'): Envelope<T> {
  return envelope(result, t(req.lang ?? 'zh-CN', key), 200);
}

/**
 * The message of this call's success envelope when it is not 「操作成功」 (「保存成功」…): the handler
 * says it here and still returns its plain answer, which its response schema types.
 */
export function successMessage(req: FastifyRequest, key: MessageKey): void {
  req.successKey = key;
}

/**
 * The envelope, added once (an onRoute hook of the /api scope): a handler returns its plain value
 * and the answer goes out as `{success, message, code, timestamp, result}`. A route's response
 * schema (`schema.response[200]`, the plain answer's) becomes the envelope's here, so OpenAPI shows
 * the whole answer and lib/response.ts serializes by it. Left as they are: an envelope the handler
 * made itself (a 503 of readiness), the reply (a download, a redirect, an image: the handler sent
 * it), websockets, and routes that declare `config: { envelope: false }` (a text answer such as /metrics).
 */
export function envelopeResults(route: RouteOptions): void {
  if (route.websocket || (route.config as { envelope?: boolean } | undefined)?.envelope === false) return;
  const answer = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
  // Once: Fastify adds each GET's HEAD route with the same schema object.
  if (answer && !isOkEnvelope(answer)) route.schema!.response = { ...(route.schema!.response as object), 200: okEnvelope(answer as z.ZodType) };
  const handler = route.handler as (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => unknown;
  route.handler = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    const value = await handler.call(this, req, reply);
    if (value === reply || reply.sent || (typeof value === 'object' && value !== null && ENVELOPED in value)) return value;
    return ok(req, value, req.successKey ?? 'ok');
  };
}
