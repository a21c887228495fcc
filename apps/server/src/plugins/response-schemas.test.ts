import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * Every /api route declares the schema of its answer (issue 31): OpenAPI shows it, lib/response.ts
 * writes and (outside production) checks by it. The routes below answer with something other than
 * the envelope, so they have no answer schema: the handler sends the reply itself (a file, an
 * image, a redirect, a text format) or the route is a websocket.
 */
const NOT_ENVELOPED: Record<string, string> = {
  'GET /api/metrics': 'Prometheus text format',
};

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: { result?: unknown } } }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('response schemas', () => {
  it('every /api route declares the schema of its answer, or says why it answers outside the envelope', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    const listed = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'head') continue;
        const route = `${method.toUpperCase()} ${path}`;
        const result = operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.result;
        if (route in NOT_ENVELOPED) listed.add(route);
        else if (!result) missing.push(route);
      }
    }
    expect(missing.join('\n'), `${missing.length} routes without a response schema`).toBe('');
    // The list above names only routes that exist.
    expect(Object.keys(NOT_ENVELOPED).filter((route) => !listed.has(route))).toEqual([]);
  });
});
