import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * "Never drop a field silently" as a rule of the whole API (issue 15): every body a route takes
 * refuses a key it does not know with a 400 naming it, at every depth, instead of answering 200 and
 * losing it. Walks the OpenAPI document, so a route added later is held to the rule too.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: unknown;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Bodies that take keys they do not declare, and why that is not dropping: the user import posts
 * an array of rows, and the handler rejects a row with an unknown key by name (user-admin.test.ts).
 */
const OPEN_BY_DESIGN = new Set(['POST /api/user/importData at []']);

/** Every object of a schema that has declared properties but does not refuse others, with its path. */
function looseObjects(s: JsonSchema | undefined, at: string, out: string[]): string[] {
  if (!s || typeof s !== 'object') return out;
  if (s.properties && s.additionalProperties !== false) out.push(at || '(top)');
  for (const [key, inner] of Object.entries(s.properties ?? {})) looseObjects(inner, `${at}.${key}`, out);
  for (const item of [s.items ?? []].flat().concat(s.prefixItems ?? [])) looseObjects(item, `${at}[]`, out);
  if (s.items && !Array.isArray(s.items) && !s.items.properties && s.items.type === 'object' && s.items.additionalProperties !== false) out.push(`${at}[]`);
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) looseObjects(alt, at, out);
  return out;
}

let t: TestApp;
let admin: string;
let bodies: { route: string; schema: JsonSchema; form: boolean }[];
let address = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  bodies = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const content = op.requestBody?.content ?? {};
      const schema = content['application/json']?.schema;
      if (schema) bodies.push({ route: `${method.toUpperCase()} ${path}`, schema, form: 'application/x-www-form-urlencoded' in content });
    }
  }
}, 60_000);
afterAll(() => t?.close());

async function post(route: string, payload: string | object, contentType: string) {
  const [method, url] = route.split(' ');
  address += 1;
  return t.call<{ fields?: string[] } | null>({
    method: method as 'POST',
    url,
    payload,
    token: admin,
    headers: { 'content-type': contentType },
    remoteAddress: `10.9.${address >> 8}.${address & 255}`,
  });
}

describe('no route drops a body field silently', () => {
  it('declares every body object of the OpenAPI document closed (additionalProperties: false), at every depth', () => {
    expect(bodies.length).toBeGreaterThan(60);
    const loose = bodies.flatMap(({ route, schema }) => looseObjects(schema, '', []).map((at) => `${route} at ${at}`)).filter((x) => !OPEN_BY_DESIGN.has(x));
    expect(loose).toEqual([]);
  });

  it('answers 400 naming an unknown key, on every route that takes an object body, JSON or form-encoded', async () => {
    const objectBodies = bodies.filter(({ schema }) => schema.type === 'object' || schema.anyOf?.some((a) => a.type === 'object'));
    expect(objectBodies.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const { route, form } of objectBodies) {
      const asJson = await post(route, { zzUnknown: 'x' }, 'application/json');
      if (asJson.code !== 400 || !asJson.result?.fields?.includes('zzUnknown') || !asJson.message.includes('zzUnknown'))
        failures.push(`${route} (JSON): ${asJson.code} ${asJson.message}`);
      if (!form) continue;
      const asForm = await post(route, 'zzUnknown=x', 'application/x-www-form-urlencoded');
      if (asForm.code !== 400 || !asForm.result?.fields?.includes('zzUnknown')) failures.push(`${route} (form): ${asForm.code} ${asForm.message}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('names a key unknown inside a nested object by its path, and keeps the stored form as it was', async () => {
    const form = {
      name: '严格',
      province: '广东',
      year: 2025,
      subjectType: '物理类',
      subjects: ['物理', '化学', '生物'],
      batch: 2,
      score: 600,
      rank: 20000,
      rows: [
        {
          unitKey: null,
          schoolId: null,
          schoolName: '某大学',
          schoolCode: null,
          groupCode: null,
          majors: [{ name: '数学', code: null, note: '海滨' }],
          obeyAdjust: true,
          tier: null,
          probability: null,
          band: null,
          confidence: null,
          plan: 3,
        },
      ],
    };
    const res = await t.call<{ fields: string[] }>({ method: 'POST', url: '/api/volunteerForm/save', token: admin, payload: form });
    expect(res.code).toBe(400);
    expect(res.result.fields.sort()).toEqual(['rows.0.majors.0.note', 'rows.0.plan']);
    expect(res.message).toContain('rows.0.plan');
    expect((await t.call<unknown[]>({ method: 'GET', url: '/api/volunteerForm/getMine', token: admin })).result).toEqual([]);
  });

  it('says in English too which key is not supported', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/message/add',
      token: admin,
      payload: { title: 't', content: 'c', type: 0, range: 0, colour: 'red' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.code).toBe(400);
    expect(res.message).toContain('colour');
    expect(res.message).toContain('is not a supported parameter');
  });
});
