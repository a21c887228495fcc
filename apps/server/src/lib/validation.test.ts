import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badTextField, cutForEcho, validatorCompiler } from './validation.ts';

describe('validatorCompiler', () => {
  async function app() {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    const query = z.object({ n: z.coerce.number().int().max(100), tags: z.union([z.string(), z.array(z.string())]).optional() });
    app.get('/mutate', { schema: { querystring: query } }, async (req) => {
      const before = { ...(req.query as object) };
      (req.query as { n: number }).n = 7;
      return { before, frozen: Object.isFrozen(req.query) };
    });
    await app.ready();
    return app;
  }

  it('validates every request on its own: a handler may change its query, and the next caller gets its own', async () => {
    const server = await app();
    expect((await server.inject('/mutate?n=5&tags=a&tags=b')).json()).toEqual({ before: { n: 5, tags: ['a', 'b'] }, frozen: false });
    expect((await server.inject('/mutate?n=5&tags=a&tags=b')).json()).toEqual({ before: { n: 5, tags: ['a', 'b'] }, frozen: false });
    expect((await server.inject('/mutate?n=500')).statusCode).toBe(400);
    await server.close();
  });
});

describe('badTextField', () => {
  it('names the first string or key with a NUL or a lone surrogate, by its dotted path', () => {
    expect(badTextField({ a: 'ok', rows: [{ name: 'x' }, { name: 'y\u0000' }] }, 'body')).toBe('rows.1.name');
    expect(badTextField({ ['k\ud800']: 'v' }, 'body')).toBe('k\uFFFD');
    expect(badTextField('a\udc00', 'body')).toBe('body');
    expect(badTextField({ emoji: '志愿😀', tab: 'a\tb' }, 'body')).toBeNull();
    expect(badTextField(Buffer.from([0]), 'body')).toBeNull();
  });

  it('walks a 10,000-deep body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 10_000; i++) deep = { d: deep };
    expect(badTextField(deep, 'body')).toMatch(/^d\.d\.d.*…$/);
  });

  it('cuts echoed input to 100 characters', () => {
    expect(cutForEcho('k'.repeat(100_000))).toBe(`${'k'.repeat(100)}…`);
    expect(cutForEcho('short')).toBe('short');
  });
});
