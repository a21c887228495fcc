/**
 * Response schemas (issue 31). A route declares the schema of its plain answer, from the zod
 * contracts in packages/shared (`schema.response[200]`); the /api scope wraps it in the envelope
 * (plugins/envelope.ts), so OpenAPI shows the whole answer and tsc checks the handler against it.
 *
 * Writing the answer: in production, `JSON.stringify`. Measured on Node 24 (docs/benchmarks.md,
 * 2026-11-29), fast-json-stringify compiled from these schemas was slower than V8's JSON.stringify
 * (a page of 50 schools 50 µs against 36 µs; a recommendation, whose schema is a union that
 * fast-json-stringify can only pick with a validator, cut the route's throughput by 30 %), so the
 * schema does not write in production.
 *
 * Outside production (RESPONSE_CHECK) every success is written by the schema as well, with
 * fast-json-stringify, which writes only the declared fields with their declared types, and the two
 * must read back the same. A field the schema lacks, or a value of another type, fails the call with
 * a 500 naming the route and the field: every server and browser test checks the contracts against
 * the real answers, so what production sends is what the contract says.
 *
 * A refusal or an error (`success: false`, any `result`) is always JSON.stringify's: the error
 * handler answers through the route's serializer too.
 */
import fastJson from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify';

/** The envelope schemas okEnvelope made (the success around a route's answer, as OpenAPI shows it). */
const envelopes = new WeakSet<z.ZodType>();

export function okEnvelope(result: z.ZodType): z.ZodType {
  const schema = z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number().int(),
    timestamp: z.number().int(),
    result,
  });
  envelopes.add(schema);
  return schema;
}

export const isOkEnvelope = (schema: unknown): boolean => envelopes.has(schema as z.ZodType);

/** Where the fast serializer and JSON.stringify first differ: a path such as `result.content.3.name`. */
function firstDifference(written: unknown, expected: unknown, at = 'result'): string | null {
  if (isDeepStrictEqual(written, expected)) return null;
  if (typeof written !== 'object' || typeof expected !== 'object' || written === null || expected === null) return at;
  const keys = new Set([...Object.keys(written), ...Object.keys(expected)]);
  for (const key of keys) {
    const diff = firstDifference((written as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${at}.${key}`);
    if (diff) return diff;
  }
  return at;
}

/**
 * The JSON Schema zod writes, made fit for fast-json-stringify: a union of literals ('冲' | '稳' | …),
 * which zod writes as anyOf one-value enums and fast-json-stringify could only write by trying each
 * branch with a validator, becomes one enum of one type; a nullable union gets its null as a branch.
 */
function fitForFastJson(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fitForFastJson);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = fitForFastJson(value);
  const branches = out.anyOf as { type?: unknown; enum?: unknown[]; nullable?: boolean }[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    const type = branches[0].type;
    const literal = (b: (typeof branches)[number]) =>
      typeof b.type === 'string' && Array.isArray(b.enum) && Object.keys(b).every((k) => k === 'type' || k === 'enum' || k === 'nullable');
    if (branches.every((b) => literal(b) && b.type === type)) {
      delete out.anyOf;
      Object.assign(out, { type, enum: branches.flatMap((b) => b.enum!) });
      // A nullable enum lists null too: where fast-json-stringify picks a union's branch, a validator reads it.
      if (out.nullable === true || branches.some((b) => b.nullable)) {
        out.nullable = true;
        (out.enum as unknown[]).push(null);
      }
    }
  }
  // OpenAPI 3.0's `nullable` on a union (`string | number | null`): fast-json-stringify wants a type
  // beside it, so the null becomes a branch of the union.
  if (out.nullable === true && Array.isArray(out.anyOf) && out.type === undefined) {
    delete out.nullable;
    out.anyOf = [...out.anyOf, { type: 'null' }];
  }
  return out;
}

export class ResponseSchemaMismatch extends Error {
  constructor(method: string, url: string, field: string) {
    super(`${method} ${url}: the answer does not match its response schema at ${field}`);
    this.name = 'ResponseSchemaMismatch';
  }
}

/**
 * The serializer compiler of the app: an envelope schema made by okEnvelope is written by JSON.stringify
 * and, when checking, compared with what the schema writes; any other zod schema is encoded by
 * fastify-type-provider-zod's.
 */
export function responseSerializer(options: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    if (!envelopes.has(route.schema)) return zodSerializer(route);
    if (!options.check) return (data: unknown) => JSON.stringify(data);
    const jsonSchema = fitForFastJson(z.toJSONSchema(route.schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' }));
    const bySchema = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    return (data: { success?: boolean; result?: unknown }) => {
      const text = JSON.stringify(data);
      if (data?.success !== true) return text;
      const field = firstDifference(JSON.parse(bySchema(data)).result, JSON.parse(text).result ?? null);
      if (field) throw new ResponseSchemaMismatch(route.method, route.url, field);
      return text;
    };
  };
}
