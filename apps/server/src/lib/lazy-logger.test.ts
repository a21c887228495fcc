import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazy-logger.ts';

async function appLoggingAt(level: string) {
  let out = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLoggerFactory });
  const made: boolean[] = [];
  app.get('/quiet', async (req) => {
    req.log.debug('not written at info or warn');
    made.push((req.log as unknown as LazyChildLogger).made);
    return { ok: true };
  });
  app.get('/warns', async (req) => {
    req.log.warn({ school: 'x' }, 'something odd');
    made.push((req.log as unknown as LazyChildLogger).made);
    return { ok: true };
  });
  app.get('/own-level', { logLevel: 'debug' }, async (req) => {
    req.log.debug('written: the route logs at debug');
    return { ok: true, lazy: req.log instanceof LazyChildLogger };
  });
  await app.ready();
  return {
    app,
    made,
    lines: () =>
      out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('lazy request loggers', () => {
  it('make no pino child for a request that writes nothing, and one with the reqId for a line that is written', async () => {
    const { app, made, lines } = await appLoggingAt('warn');
    await app.inject('/quiet');
    await app.inject('/warns');
    expect(made).toEqual([false, true]);
    const warn = lines().find((l) => l.msg === 'something odd');
    expect(warn).toMatchObject({ level: 40, school: 'x' });
    expect(typeof warn!.reqId).toBe('string');
    expect(lines().some((l) => l.msg === 'not written at info or warn')).toBe(false);
    await app.close();
  });

  it('keep the request lines and their reqId at info', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject('/quiet');
    const incoming = lines().find((l) => l.msg === 'incoming request');
    const completed = lines().find((l) => l.msg === 'request completed');
    expect(incoming?.reqId).toBeTruthy();
    expect(completed?.reqId).toBe(incoming?.reqId);
    await app.close();
  });

  it('give a route with its own log level a real child at that level', async () => {
    const { app, lines } = await appLoggingAt('warn');
    expect((await app.inject('/own-level')).json()).toEqual({ ok: true, lazy: false });
    expect(lines().some((l) => l.msg === 'written: the route logs at debug')).toBe(true);
    await app.close();
  });
});
