import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import compressionPlugin, { COMPRESS_MIN_BYTES, COMPRESS_WHOLE_MAX_BYTES } from './compression.ts';

const rows = (n: number) => ({ rows: Array.from({ length: n }, (_, i) => ({ i, name: `中山大学（第${i % 97}组）`, note: '冲：估计录取概率 15%' })) });

async function server() {
  const app = Fastify();
  // As app.ts registers them: answers in memory here, streams and very long answers by @fastify/compress.
  await app.register(compressionPlugin);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  app.get('/rows/:n', async (req) => rows(Number((req.params as { n: string }).n)));
  app.get('/stream', async (_req, reply) => reply.type('text/plain').send(Readable.from(['a'.repeat(5000), 'b'.repeat(5000)])));
  app.get('/png', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(5000, 1)));
  return app;
}

const unpack = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : encoding === 'deflate' ? zlib.inflateSync(body) : body;

describe('compression of answers (plugins/compression.ts, then @fastify/compress)', () => {
  it('sends an answer in memory compressed in one buffer with its length, in the best encoding the caller takes', async () => {
    const app = await server();
    const expected = JSON.stringify(rows(200));
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['deflate', 'deflate'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const res = await app.inject({ url: '/rows/200', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-length'], accept).toBe(String(res.rawPayload.length));
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(unpack(encoding, res.rawPayload).toString()).toBe(expected);
    }
    await app.close();
  });

  it('sends plain JSON to a caller that takes no encoding, and a short answer as it is', async () => {
    const app = await server();
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'zstd' }]) {
      const res = await app.inject({ url: '/rows/200', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.json()).toEqual(rows(200));
    }
    const short = await app.inject({ url: '/rows/1', headers: { 'accept-encoding': 'gzip' } });
    expect(short.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(short.headers['content-encoding']).toBeUndefined();
    await app.close();
  });

  it('leaves streams, very long answers and pictures to @fastify/compress', async () => {
    const app = await server();
    const stream = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'gzip' } });
    expect(stream.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(stream.rawPayload).toString()).toBe('a'.repeat(5000) + 'b'.repeat(5000));
    const n = 30_000;
    expect(JSON.stringify(rows(n)).length).toBeGreaterThan(COMPRESS_WHOLE_MAX_BYTES);
    const long = await app.inject({ url: `/rows/${n}`, headers: { 'accept-encoding': 'gzip' } });
    expect(long.headers['content-encoding']).toBe('gzip');
    expect(long.headers['content-length']).toBeUndefined();
    expect(JSON.parse(zlib.gunzipSync(long.rawPayload).toString())).toEqual(rows(n));
    expect((await app.inject({ url: '/png', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
