import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

/**
 * Zod validation (fastify-type-provider-zod); a body first loses the view-state keys of XBoot's
 * client (dropViewState).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema as Parameters<typeof zodValidatorCompiler>[0]);
  if (routeSchema.httpPart === 'body' && routeSchema.schema instanceof z.ZodType) {
    const schema = routeSchema.schema;
    return (data: unknown) => validate(dropViewState(data, schema));
  }
  return validate;
};

/** Text no column can store and no client should send: a NUL, or half of a surrogate pair. */
// With the u flag a paired surrogate is one code point; only a lone one is in \p{Cs}.
// eslint-disable-next-line no-control-regex -- finding NUL in input is the point
const BAD_TEXT = /[\u0000\p{Cs}]/u;
// eslint-disable-next-line no-control-regex -- finding NUL in input is the point
const BAD_TEXT_ALL = /[\u0000\p{Cs}]/gu;
export const isBadText = (text: string): boolean => BAD_TEXT.test(text);

/** Echoed input (field names, values, paths) is cut to this many characters in messages. */
export const ECHO_MAX = 100;
/**
 * Text of a caller's as we write it out (a message, a log column): at most `max` characters (then …),
 * NUL and lone surrogates (also one left by the cut) replaced by U+FFFD.
 */
export const cleanText = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}…` : text).replace(BAD_TEXT_ALL, '\uFFFD');
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

/**
 * Keys that XBoot's admin client (Exrick/xboot-front, Vue 2 + iView / View UI) adds to the table rows
 * and tree nodes it shows, and then posts back with them when a row or node is edited (issue 28).
 * They are the screen's state, never data: a body drops them before validation wherever its schema
 * does not declare them (dropViewState), at every depth; any other unknown key is still refused by
 * name. A schema that declares one of these names keeps it (the menu's `expand`, `checked`,
 * `selected`, `children`). Listed in docs/api.md ("Using XBoot's admin front end").
 */
export const VIEW_STATE_KEYS: ReadonlySet<string> = new Set([
  // iView / View UI Table (table.vue makeData): every row it renders gets these, and the screens hand
  // `params.row` to their edit forms (sys/user-manage/userManage.vue → addEdit.vue editUser,
  // sys/dict-manage/dictManage.vue edit → editDictData, sys/role-manage/roleManage.vue → editRole).
  '_index',
  '_rowKey',
  // iView / View UI Tree (tree.vue compileFlatState, handleSelect, handleCheck, updateTreeUp): set on
  // the caller's own node objects; the screens post the selected node as the form
  // (department-manage/departmentManage.vue selectTree → editDepartment, dict-manage/dictManage.vue
  // selectTree → editDict and, after resetFields, addDict, menu-manage/menuManage.vue → editPermission).
  'nodeKey',
  'selected',
  'checked',
  'indeterminate',
  // View UI Tree node.vue handleExpand: `expand` when a branch is opened, `loading` while its children
  // load, `visible` on each child loaded that way.
  'expand',
  'loading',
  'visible',
  // departmentManage.vue getParentList / loadData: `loading = false` and `children = []` on every
  // department that has children, so the tree can load them lazily.
  'children',
  // own-space/user.vue init: the 用户类型 label (普通用户 / 管理员) shown beside the profile form.
  'typeTxt',
]);

type ZodDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

const shapesKept = new WeakMap<object, ZodDef[]>();
/** The object, array and record schemas a value at this place is checked against (kept per schema). */
function shapesOf(schema: unknown): ZodDef[] {
  if (schema === null || typeof schema !== 'object') return [];
  let shapes = shapesKept.get(schema);
  if (!shapes) shapesKept.set(schema, (shapes = collectShapes(schema)));
  return shapes;
}

/** Unwraps optional, nullable, default, pipe (z.preprocess), lazy, union and intersection. */
function collectShapes(schema: unknown, out: ZodDef[] = [], seen = new Set<unknown>()): ZodDef[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return out;
  seen.add(schema);
  switch (def.type) {
    case 'object':
    case 'array':
    case 'record':
    case 'tuple':
      out.push(def);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      collectShapes(def.innerType, out, seen);
      break;
    // z.preprocess is a pipe from a transform to the schema that checks the result.
    case 'pipe':
      collectShapes(def.in, out, seen);
      collectShapes(def.out, out, seen);
      break;
    case 'lazy':
      collectShapes((def.getter as () => unknown)(), out, seen);
      break;
    case 'union':
      for (const option of def.options as unknown[]) collectShapes(option, out, seen);
      break;
    case 'intersection':
      collectShapes(def.left, out, seen);
      collectShapes(def.right, out, seen);
      break;
  }
  return out;
}

/** `.loose()` / `.catchall(x)`: keys it does not name are taken (`.strict()` is a catchall of never). */
const takesAnyKey = (def: ZodDef) => def.catchall !== undefined && defOf(def.catchall)?.type !== 'never';

/**
 * Removes XBoot's client view-state keys (VIEW_STATE_KEYS) from a parsed body, in place, wherever the
 * body's schema does not declare them: in the body itself and in every object below it that the
 * schema checks (rows of an array, nodes of a tree). A key some alternative of the schema declares
 * stays; an object that takes any key (a record, a `.loose()` or `.catchall()` object) keeps all;
 * what a schema takes as `unknown` is not looked into. Walked without recursion.
 */
export function dropViewState<T>(data: T, schema: unknown): T {
  const stack: [unknown, unknown][] = [[data, schema]];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    const shapes = shapesOf(at);
    if (Array.isArray(value)) {
      for (const def of shapes) {
        if (def.type === 'array') for (const item of value) stack.push([item, def.element]);
        if (def.type === 'tuple') value.forEach((item, i) => stack.push([item, (def.items as unknown[])[i] ?? def.rest]));
      }
      continue;
    }
    const objects = shapes.filter((def) => def.type === 'object' || def.type === 'record');
    if (!objects.length) continue;
    const record = value as Record<string, unknown>;
    const open = objects.some((def) => def.type === 'record' || takesAnyKey(def));
    for (const key of Object.keys(record)) {
      const declared = objects.filter((def) => def.type === 'object' && Object.hasOwn(def.shape as object, key));
      if (!declared.length && !open && VIEW_STATE_KEYS.has(key)) {
        delete record[key];
        continue;
      }
      for (const def of declared) stack.push([record[key], (def.shape as Record<string, unknown>)[key]]);
      for (const def of objects) {
        if (def.type === 'record') stack.push([record[key], def.valueType]);
        else if (takesAnyKey(def) && !declared.length) stack.push([record[key], def.catchall]);
      }
    }
  }
  return data;
}
