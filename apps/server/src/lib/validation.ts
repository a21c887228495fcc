import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { parse as parseQuery } from 'fast-querystring';

type Validate = ReturnType<typeof zodValidatorCompiler>;
type Validated = ReturnType<Validate>;

/** Validated path parameters kept, over all routes. */
export const KEPT_PARSES = 2000;
/** Longer inputs (query strings, or path-parameter keys, in characters) are parsed every time and not kept. */
const MAX_KEY_LENGTH = 512;

const keptParams = new Map<string, Validated>();
let routes = 0;

/**
 * An injective key of a parsed query string or path parameters (names and values are strings, or
 * arrays of strings for repeated names): every piece is prefixed by its length, so no two inputs
 * share a key. Null for anything else or anything long.
 */
export function inputKey(data: unknown): string | null {
  if (data === null || data === undefined) return '';
  if (typeof data !== 'object') return null;
  let key = '';
  for (const name in data) {
    const value = (data as Record<string, unknown>)[name];
    key += `${name.length}:${name}`;
    if (typeof value === 'string') key += `s${value.length}:${value}`;
    else if (Array.isArray(value)) {
      key += `a${value.length}:`;
      for (const item of value) {
        if (typeof item !== 'string') return null;
        key += `${item.length}:${item}`;
      }
    } else return null;
    if (key.length > MAX_KEY_LENGTH) return null;
  }
  return key;
}

/** Query strings kept parsed (the router's parser, fast-querystring, otherwise runs on every call). */
export const KEPT_QUERY_STRINGS = 2000;
const parsedQueries = new Map<string, Record<string, unknown>>();
const EMPTY_QUERY: Record<string, unknown> = Object.freeze(Object.create(null) as Record<string, unknown>);

/**
 * The router's query-string parser (Fastify `routerOptions.querystringParser`): the same query
 * string gives the same frozen object, so the validation below can find its parse by identity,
 * without building a key. Long query strings are parsed each time (still frozen, for one rule).
 */
export function parseQueryString(raw: string): Record<string, unknown> {
  if (raw.length === 0) return EMPTY_QUERY;
  let parsed = parsedQueries.get(raw);
  if (parsed) return parsed;
  parsed = parseQuery(raw) as Record<string, unknown>;
  deepFreeze(parsed);
  if (raw.length <= MAX_KEY_LENGTH) {
    parsedQueries.set(raw, parsed);
    if (parsedQueries.size > KEPT_QUERY_STRINGS) parsedQueries.delete(parsedQueries.keys().next().value!);
  }
  return parsed;
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** A synchronous, successful validation (the only kind kept). */
function succeeded(result: Validated): result is { value?: unknown } {
  return typeof result === 'object' && !('then' in result) && !result.error;
}

/**
 * Zod validation (fastify-type-provider-zod) that remembers what it made of recent query strings
 * and path parameters: parsing is a pure function of them, and the same page asks the same
 * questions again and again (a school search took 5–7 µs to validate, a lookup under 1 µs).
 * - A query string comes from parseQueryString as the same frozen object for the same text, so
 *   its result is found by that object (weakly held: it goes with the kept parse).
 * - Path parameters are new objects on every call, so their result is found by an injective key
 *   (inputKey) in one LRU over all routes.
 * Kept results are frozen, so a handler that tried to change its query would fail loudly rather
 * than change the next caller's. Failed parses, bodies and headers are never kept.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema as Parameters<typeof zodValidatorCompiler>[0]);
  if (routeSchema.httpPart === 'querystring') {
    const byQuery = new WeakMap<object, Validated>();
    return (data: unknown) => {
      const kept = data !== null && typeof data === 'object' && Object.isFrozen(data);
      const hit = kept ? byQuery.get(data) : undefined;
      if (hit) return hit;
      const result = validate(data);
      if (kept && succeeded(result)) {
        deepFreeze(result.value);
        byQuery.set(data, result);
      }
      return result;
    };
  }
  if (routeSchema.httpPart !== 'params') return validate;
  const prefix = `${++routes}|`;
  return (data: unknown) => {
    const input = inputKey(data);
    if (input === null) return validate(data);
    const key = prefix + input;
    const hit = keptParams.get(key);
    if (hit) {
      // Most recently used last.
      keptParams.delete(key);
      keptParams.set(key, hit);
      return hit;
    }
    const result = validate(data);
    if (succeeded(result)) {
      deepFreeze(result.value);
      keptParams.set(key, result);
      if (keptParams.size > KEPT_PARSES) keptParams.delete(keptParams.keys().next().value!);
    }
    return result;
  };
};

/** Text no column can store and no client should send: a NUL, or half of a surrogate pair. */
// With the u flag a paired surrogate is one code point; only a lone one is in \p{Cs}.
const BAD_TEXT = /[\u0000\p{Cs}]/u;
const BAD_TEXT_ALL = /[\u0000\p{Cs}]/gu;
export const isBadText = (text: string): boolean => BAD_TEXT.test(text);

/** Echoed input (field names, values, paths) is cut to this many characters in messages. */
export const ECHO_MAX = 100;
/**
 * Text of a caller's as we write it out (a message, a log column): at most `max` characters (then …),
 * NUL and lone surrogates (also one left by the cut) replaced by U+FFFD.
 */
export const cleanText = (text: string, max: number): string =>
  (text.length > max ? `${text.slice(0, max)}…` : text).replace(BAD_TEXT_ALL, '\uFFFD');
/** Input as a message may echo it: at most ECHO_MAX characters. */
export const cutForEcho = (text: string): string => cleanText(text, ECHO_MAX);

/**
 * The first place in a parsed body, query or path parameters where a string or a key is bad
 * text (isBadText), as a dotted field path (`rows.3.name`; `part` for the value itself), or null.
 * Walked without recursion, so a deeply nested body cannot overflow the stack.
 */
export function badTextField(value: unknown, part: string): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (isBadText(item)) return path ? cutForEcho(path) : part;
      continue;
    }
    if (item === null || typeof item !== 'object' || ArrayBuffer.isView(item)) continue;
    for (const key of Object.keys(item)) {
      const inner = path ? `${path}.${key}` : key;
      if (isBadText(key)) return cutForEcho(inner);
      stack.push([(item as Record<string, unknown>)[key], inner]);
    }
  }
  return null;
}

/**
 * "Never drop a field silently" as a rule of the whole API (issue 15): a body object that does not
 * say otherwise refuses a key it does not know, with a 400 naming the key, instead of zod's default
 * of stripping it. Set on every route as it is added (an onRoute hook, before the OpenAPI document
 * reads the schema, so the document says `additionalProperties: false` too). A schema that chose
 * `.loose()`/`.catchall()` keeps its choice; nested objects say `.strict()` themselves (tested over
 * every route in strict-bodies.test.ts).
 */
export function strictBody(routeOptions: { schema?: { body?: unknown } }): void {
  const body = routeOptions.schema?.body;
  if (body instanceof z.ZodObject && body._zod.def.catchall === undefined) routeOptions.schema!.body = body.strict();
}
