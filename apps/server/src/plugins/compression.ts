import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { addVary } from '../lib/vary.ts';

/** Answers shorter than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** Answers up to this size are compressed here in one call; longer ones (and streams) by @fastify/compress. */
export const COMPRESS_WHOLE_MAX_BYTES = 1024 * 1024;
/** What a caller may be sent, best first. */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
/**
 * Levels measured on a page of 20 recommendations (22.5 kB, 2026-11-29): br quality 3 takes 58 µs for
 * 3.9 kB (quality 4, @fastify/compress's default, 101 µs for 3.7 kB); gzip level 3 takes 38 µs for
 * 4.2 kB (level 6, zlib's default, 67 µs for 3.9 kB). On a phone the few hundred bytes matter less
 * than the server's time for the next student.
 */
const COMPRESS: Record<Encoding, (input: Buffer | string) => Buffer> = {
  br: (input) => zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } }),
  gzip: (input) => zlib.gzipSync(input, { level: 3 }),
  deflate: (input) => zlib.deflateSync(input, { level: 3 }),
};
const COMPRESSIBLE = /^(?:application\/(?:json|javascript|xml)|text\/|image\/svg\+xml)/;

/** The onSend step that compresses an answer held in memory (see the plugin below). */
function compressAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, value?: unknown) => void): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const size = Buffer.byteLength(payload);
  if (size < COMPRESS_MIN_BYTES || size > COMPRESS_WHOLE_MAX_BYTES || reply.hasHeader('content-encoding')) return done(null, payload);
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
  addVary(reply, 'accept-encoding');
  const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''), [...ENCODINGS]) as Encoding | null;
  if (!encoding) return done(null, payload);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  done(null, COMPRESS[encoding](payload));
}

/**
 * Compression of the answers an instance holds in memory (every JSON answer): in one synchronous
 * zlib call, sent as one buffer with its length. @fastify/compress (registered after, in app.ts)
 * pipes every answer through a stream and sends it chunked; measured on this machine that cost a
 * new recommendation about a fifth of its throughput (docs/benchmarks.md, 2026-11-29), so it keeps
 * what it is good at: streams and answers over COMPRESS_WHOLE_MAX_BYTES. Behind nginx the instances
 * are asked without Accept-Encoding and do neither.
 *
 * The step goes last among each route's onSend steps (appended as the route is added; register this
 * plugin after the plugins whose steps read the answer: idempotency keeps it, the audit log reads its
 * code), so that every other step sees the JSON and only the wire gets the compressed bytes.
 */
export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), compressAnswer] as typeof route.onSend;
  });
});
