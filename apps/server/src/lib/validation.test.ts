import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badTextField, cutForEcho, inputKey, KEPT_PARSES, KEPT_QUERY_STRINGS, parseQueryString, validatorCompiler } from './validation.ts';

describe('inputKey', () => {
  it('gives different inputs different keys', () => {
    const inputs: unknown[] = [
      {},
      { a: '' },
      { a: 'b=c' },
      { 'a=b': 'c' },
      { a: 'x,y' },
      { a: ['x', 'y'] },
      { a: ['x,y'] },
      { a: ['x'], b: 'y' },
      { a: 'x', b: 'y' },
      { ab: '', '': 'x' },
      { a: '1:2' },
      { 'a1:': '2' },
      { a: 's1:x' },
    ];
    const keys = inputs.map(inputKey);
    expect(new Set(keys).size).toBe(inputs.length);
  });

  it('refuses what it cannot key: numbers, objects, long inputs', () => {
    expect(inputKey({ a: 1 })).toBeNull();
    expect(inputKey({ a: { b: 'c' } })).toBeNull();
    expect(inputKey({ a: [1] })).toBeNull();
    expect(inputKey({ a: 'x'.repeat(600) })).toBeNull();
    expect(inputKey(null)).toBe('');
  });
});

describe('parseQueryString', () => {
  it('parses as the router does, and gives the same frozen object for the same query string', () => {
    const first = parseQueryString('a=1&b=%E5%8C%97%E4%BA%AC&b=x&c=');
    expect({ ...first }).toEqual({ a: '1', b: ['北京', 'x'], c: '' });
    expect(Object.isFrozen(first) && Object.isFrozen(first.b)).toBe(true);
    expect(parseQueryString('a=1&b=%E5%8C%97%E4%BA%AC&b=x&c=')).toBe(first);
    expect(parseQueryString('a=2')).not.toBe(first);
    expect({ ...parseQueryString('') }).toEqual({});
  });

  it('keeps a bounded number of query strings, and parses long ones each time', () => {
    const first = parseQueryString('kept=first');
    for (let i = 0; i < KEPT_QUERY_STRINGS; i++) parseQueryString(`kept=${i}`);
    expect(parseQueryString('kept=first')).not.toBe(first);
    const long = `q=${'x'.repeat(600)}`;
    expect(parseQueryString(long)).not.toBe(parseQueryString(long));
    expect(Object.isFrozen(parseQueryString(long))).toBe(true);
  });
});

describe('validatorCompiler', () => {
  async function appCounting() {
    let parses = 0;
    const app = Fastify({ routerOptions: { querystringParser: parseQueryString } });
    app.setValidatorCompiler(validatorCompiler);
    const query = z.object({
      n: z.coerce
        .number()
        .int()
        .max(100)
        .transform((n) => {
          parses += 1;
          return n;
        }),
      tags: z.union([z.string(), z.array(z.string())]).optional(),
    });
    app.get('/q', { schema: { querystring: query } }, async (req) => ({ query: req.query, frozen: Object.isFrozen(req.query) }));
    app.get('/mutate', { schema: { querystring: query } }, async (req) => {
      (req.query as { n: number }).n = 7;
      return { query: req.query };
    });
    app.post('/body', { schema: { body: query } }, async (req) => ({ frozen: Object.isFrozen(req.body) }));
    const params = z
      .object({
        name: z
          .string()
          .max(20)
          .transform((name) => {
            parses += 1;
            return name;
          }),
      })
      .transform((p) => ({ ...p, n: 3 }));
    app.get('/p/:name', { schema: { params } }, async (req) => ({ params: req.params, frozen: Object.isFrozen(req.params) }));
    await app.ready();
    return { app, parses: () => parses };
  }

  it('parses a query string once and answers a repeat from what it kept, frozen', async () => {
    const { app, parses } = await appCounting();
    const first = await app.inject('/q?n=5&tags=a&tags=b');
    expect(first.json()).toEqual({ query: { n: 5, tags: ['a', 'b'] }, frozen: true });
    expect(parses()).toBe(1);
    expect((await app.inject('/q?n=5&tags=a&tags=b')).json()).toEqual(first.json());
    expect(parses()).toBe(1);
    // Another question is parsed.
    expect((await app.inject('/q?n=6&tags=a,b')).json()).toEqual({ query: { n: 6, tags: 'a,b' }, frozen: true });
    expect(parses()).toBe(2);
    await app.close();
  });

  it('rejects a bad query every time and never keeps it', async () => {
    const { app } = await appCounting();
    for (let i = 0; i < 2; i++) {
      const res = await app.inject('/q?n=500');
      expect(res.statusCode).toBe(400);
    }
    await app.close();
  });

  it('makes a handler that changes its query fail rather than change the next caller’s', async () => {
    const { app } = await appCounting();
    expect((await app.inject('/mutate?n=3')).statusCode).toBe(500);
    expect((await app.inject('/q?n=3')).json().query.n).toBe(3);
    await app.close();
  });

  it('parses bodies every time, unfrozen', async () => {
    const { app, parses } = await appCounting();
    for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'POST', url: '/body', payload: { n: 1 } })).json()).toEqual({ frozen: false });
    expect(parses()).toBe(2);
    await app.close();
  });

  it('keeps a bounded number of query strings: the oldest is parsed again', async () => {
    const { app, parses } = await appCounting();
    await app.inject('/q?n=1&tags=first');
    const before = parses();
    for (let i = 0; i < KEPT_QUERY_STRINGS; i++) await app.inject(`/q?n=2&tags=t${i}`);
    expect(parses()).toBe(before + KEPT_QUERY_STRINGS);
    await app.inject('/q?n=1&tags=first');
    expect(parses()).toBe(before + KEPT_QUERY_STRINGS + 1);
    await app.close();
  });

  it('parses path parameters once per value, frozen, and keeps a bounded number of them', async () => {
    const { app, parses } = await appCounting();
    expect((await app.inject('/p/first')).json()).toEqual({ params: { name: 'first', n: 3 }, frozen: true });
    const before = parses();
    await app.inject('/p/first');
    expect(parses()).toBe(before);
    expect((await app.inject('/p/123456789012345678901')).statusCode).toBe(400);
    expect((await app.inject('/p/123456789012345678901')).statusCode).toBe(400);
    for (let i = 0; i < KEPT_PARSES; i++) await app.inject(`/p/v${i}`);
    expect(parses()).toBe(before + KEPT_PARSES);
    await app.inject('/p/first');
    expect(parses()).toBe(before + KEPT_PARSES + 1);
    await app.close();
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
