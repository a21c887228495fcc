import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * Must-show 3 of issue 14: every route of the OpenAPI document, fed hostile input (a NUL, a lone
 * surrogate, an impossible date, a whitespace id, bad percent-encoding, a 2 MB body) by a visitor
 * and by the super admin, answers an envelope with a 4xx code: never a 500, never Fastify's own
 * JSON, never a reset connection, never an 'unhandled error' in the log.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  default?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  /** OpenAPI path, `{name}` for a path parameter. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  /** Declared neither 'public' nor 'optional': a visitor must get 401 before anything else. */
  needsLogin: boolean;
}
/** One hostile request and what it is about. */
interface Case {
  label: string;
  /** The field that carries the bad value (the answer should name it), if one does. */
  field?: string;
  request: InjectOptions;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** %ED%A0%80 is the UTF-8 form of a surrogate (invalid); %E0%A4%A is cut short. */
const BAD_ENCODINGS = ['%ED%A0%80', '%E0%A4%A'];
const BAD_DATES = ['2024-13-45', '2023-02-29'];
const isDateField = (name: string, s: JsonSchema) => /date|until/i.test(name) || s.format === 'date' || s.format === 'date-time';
/** Our snowflake ids (not WeChat Pay's appId and mchId, which are the provider's). */
const isIdField = (name: string) => (/(^id|Id|Ids)$/.test(name) || name === 'ids') && !['appId', 'mchId'].includes(name);
/** Routes that answer a provider in its own protocol, not in the envelope (their refusals are tested with the module). */
const PROVIDER_PROTOCOL = new Set(['POST /api/pay/notify/weixin']);

function primaryOf(s: JsonSchema): JsonSchema {
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return primaryOf(alt.find((a) => a.type !== 'null') ?? alt[0]);
  return s;
}

/** A plausible value of a schema, so that only the field under test is wrong. */
function sample(name: string, schema: JsonSchema): unknown {
  const s = primaryOf(schema);
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'array') return [sample(name, s.items ?? {})];
  if (type === 'object') return sampleObject(s);
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return false;
  if (isDateField(name, s)) return '2024-01-01';
  if (isIdField(name)) return '1';
  return 'x';
}
function sampleObject(s: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    if (s.required?.includes(name)) out[name] = sample(name, prop);
  }
  return out;
}
/** The string-taking fields of a body schema (top level, and inside arrays of strings). */
function stringFields(s: JsonSchema | undefined): [string, JsonSchema][] {
  const props = s ? (primaryOf(s).properties ?? {}) : {};
  return Object.entries(props).filter(([, p]) => {
    const x = primaryOf(p);
    const type = [x.type].flat();
    return x.type === undefined || type.includes('string') || (type.includes('array') && [primaryOf(x.items ?? {}).type].flat().includes('string'));
  });
}
const asArrayIfArray = (s: JsonSchema, value: string) => ([primaryOf(s).type].flat().includes('array') ? [value] : value);

function routesOf(doc: { paths: Record<string, Record<string, Operation>> }, access: TestApp['app']['routeAccess']): Route[] {
  const openToVisitors = new Set(
    access.filter((a) => a.auth === 'public' || a.auth === 'optional').map((a) => `${a.method} ${a.url.replace(/:(\w+)/g, '{$1}')}`),
  );
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const body = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        body,
        needsLogin: !openToVisitors.has(`${method.toUpperCase()} ${path}`),
      });
    }
  }
  return routes;
}

/** The URL with path parameters (already encoded as wanted) and a query (encoded here unless raw). */
function urlOf(route: Route, params: Record<string, string>, query: Record<string, string>, rawQuery = ''): string {
  let url = route.path;
  for (const name of route.pathParams) url = url.replace(`{${name}}`, params[name] ?? (isIdField(name) ? '1' : 'x'));
  const parts = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  if (rawQuery) parts.push(rawQuery);
  return parts.length ? `${url}?${parts.join('&')}` : url;
}

function casesOf(route: Route): Case[] {
  const cases: Case[] = [];
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const baseBody = route.body ? sampleObject(primaryOf(route.body)) : {};
  const baseQuery: Record<string, string> = {};
  for (const [name, s] of Object.entries(route.query)) {
    const v = sample(name, s);
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') baseQuery[name] = String(v);
  }
  const request = (url: string, body?: unknown): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url,
    ...(hasBody ? { payload: (body ?? baseBody) as InjectOptions['payload'] } : {}),
  });
  const url = urlOf(route, {}, baseQuery);

  // Path parameters: a NUL, a whitespace id, bad percent-encoding.
  for (const name of route.pathParams) {
    cases.push({ label: `NUL in path :${name}`, field: name, request: request(urlOf(route, { [name]: 'a%00b' }, baseQuery)) });
    if (isIdField(name))
      cases.push({ label: `whitespace id in path :${name}`, field: name, request: request(urlOf(route, { [name]: '%20%20%20' }, baseQuery)) });
    for (const bad of BAD_ENCODINGS) cases.push({ label: `bad encoding ${bad} in path :${name}`, request: request(urlOf(route, { [name]: bad }, baseQuery)) });
  }
  if (!route.pathParams.length) {
    for (const bad of BAD_ENCODINGS) cases.push({ label: `bad encoding ${bad} in the path`, request: request(`${route.path}${bad}`) });
  }
  // Query parameters.
  for (const [name, s] of Object.entries(route.query)) {
    const others = { ...baseQuery };
    delete others[name];
    cases.push({ label: `NUL in query ${name}`, field: name, request: request(urlOf(route, {}, { ...others, [name]: NUL })) });
    cases.push({ label: `undecodable query ${name}`, request: request(urlOf(route, {}, others, `${encodeURIComponent(name)}=${BAD_ENCODINGS[0]}`)) });
    if (isDateField(name, primaryOf(s))) {
      for (const date of BAD_DATES)
        cases.push({ label: `impossible date ${date} in query ${name}`, field: name, request: request(urlOf(route, {}, { ...others, [name]: date })) });
    }
    if (isIdField(name)) cases.push({ label: `whitespace id in query ${name}`, field: name, request: request(urlOf(route, {}, { ...others, [name]: '   ' })) });
  }
  // A query parameter the route does not declare is ignored, but must not break it either.
  cases.push({ label: 'NUL in an undeclared query parameter', request: request(urlOf(route, {}, { ...baseQuery, zzUndeclared: NUL })) });
  // Body fields.
  if (hasBody) {
    for (const [name, s] of stringFields(route.body)) {
      cases.push({ label: `NUL in body ${name}`, field: name, request: request(url, { ...baseBody, [name]: asArrayIfArray(s, NUL) }) });
      cases.push({ label: `lone surrogate in body ${name}`, field: name, request: request(url, { ...baseBody, [name]: asArrayIfArray(s, LONE_SURROGATE) }) });
      if (isDateField(name, primaryOf(s))) {
        for (const date of BAD_DATES)
          cases.push({ label: `impossible date ${date} in body ${name}`, field: name, request: request(url, { ...baseBody, [name]: date }) });
      }
      if (isIdField(name))
        cases.push({ label: `whitespace id in body ${name}`, field: name, request: request(url, { ...baseBody, [name]: asArrayIfArray(s, '   ') }) });
    }
    cases.push({ label: 'NUL in an undeclared body field', request: request(url, { ...baseBody, zzUndeclared: NUL }) });
    cases.push({
      label: 'a 2 MB body',
      request: {
        ...request(url),
        payload: JSON.stringify({ ...baseBody, filler: 'x'.repeat(2 * 1_048_576) }),
        headers: { 'content-type': 'application/json' },
      },
    });
    cases.push({ label: 'an unknown content type', request: { ...request(url), payload: 'x', headers: { 'content-type': 'application/x-unknown' } } });
  }
  return cases;
}

const log = new PassThrough();
const logLines: string[] = [];
log.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

let t: TestApp;
let adminToken: string;
let routes: Route[];
let address = 0;
/** Each request from its own address, so that rate limits (per IP) do not answer in place of the route. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, log);
  adminToken = await t.login();
  routes = routesOf(t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }, t.app.routeAccess);
}, 60_000);
afterAll(() => t?.close());

interface Failure {
  who: string;
  route: string;
  label: string;
  status: number;
  answer: string;
}

async function fuzz(who: 'anonymous' | 'admin'): Promise<{ failures: Failure[]; sent: number }> {
  const failures: Failure[] = [];
  let sent = 0;
  for (const route of routes) {
    if (PROVIDER_PROTOCOL.has(`${route.method} ${route.path}`)) continue;
    for (const c of casesOf(route)) {
      const headers = { ...(c.request.headers as Record<string, string> | undefined), ...(who === 'admin' ? { accesstoken: adminToken } : {}) };
      const res = await t.app.inject({ ...c.request, headers, remoteAddress: nextAddress() });
      sent += 1;
      let body: { success?: unknown; code?: unknown; message?: unknown } | undefined;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      const code = typeof body?.code === 'number' ? body.code : 0;
      const isEnvelope = res.statusCode === 200 && typeof body?.success === 'boolean' && typeof body.message === 'string' && body.success === (code === 200);
      // A query value that does not decode is taken as its literal text (%ED%A0%80), like the
      // router's parser does: any envelope but a 500 will do (or the file of a download route).
      // Everything else is refused.
      const refused = code >= 400 && code < 500;
      const literal = /undecodable query/.test(c.label) && res.statusCode === 200;
      const file = String(res.headers['content-disposition'] ?? '').startsWith('attachment');
      const envelope = (isEnvelope && (refused || (literal && code === 200))) || (literal && file);
      // A visitor on a route that needs a login is refused as such before any field is looked at.
      // Refused earlier still: a URL the router cannot decode, a body too large or of an unknown type.
      const anonymousOk =
        who === 'admin' || !route.needsLogin || code === 401 || code === 413 || code === 415 || (/bad encoding/.test(c.label) && code === 400);
      // The super admin gets a field error naming the field for NUL and lone surrogates.
      const named = who === 'anonymous' || !c.field || !/NUL|surrogate/.test(c.label) || code !== 400 || String(body?.message).includes(c.field);
      if (!envelope || !anonymousOk || !named)
        failures.push({ who, route: `${route.method} ${route.path}`, label: c.label, status: res.statusCode, answer: res.body.slice(0, 200) });
    }
  }
  return { failures, sent };
}

describe('every route of the OpenAPI document, fed hostile input', () => {
  it('answers a visitor with a 4xx envelope for each case', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const { failures, sent } = await fuzz('anonymous');
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers the logged-in super admin with a 4xx envelope for each case, naming the field of a NUL or lone surrogate', async () => {
    const { failures, sent } = await fuzz('admin');
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    // The admin's session survived every case (no bad input logged it out or changed it).
    expect((await t.call({ method: 'GET', url: '/api/user/info', token: adminToken })).code).toBe(200);
  }, 300_000);

  it('writes no unhandled error to the log', () => {
    expect(logLines.length).toBeGreaterThan(1000);
    const errors = logLines.filter((line) => line.includes('unhandled error') || /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});
