/**
 * `npm run contracts`: src/schemas/*.ts, the zod twins of src/contracts/*.ts, written by ts-to-zod
 * (ts-to-zod.config.mjs) and then mended where ts-to-zod gives up:
 * - a union read off a constant list (`type ContentKind = (typeof CONTENT_KINDS)[number]`) becomes
 *   `z.enum(CONTENT_KINDS)` (ts-to-zod writes `z.unknown` there);
 * - `Partial<Record<K, V>>` becomes `z.partialRecord(K, V)`;
 * - a type imported from outside the contracts (FillType, from provinces.ts) is spelled out in
 *   OUTSIDE below (ts-to-zod writes `z.any()`).
 * `npm run contracts -- --check` fails when the files on disk differ from what the contracts give.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, cpSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const check = process.argv.includes('--check');
const OUTSIDE = { fillTypeSchema: 'z.union([z.literal(1), z.literal(2), z.literal(3)])' };

const before = check ? mkdtempSync(join(tmpdir(), 'schemas-')) : null;
if (before) cpSync(join(root, 'src/schemas'), before, { recursive: true });

// ts-to-zod's own check runs before the mending below: src/schemas/agree.ts (written here) checks after.
execFileSync('npx', ['ts-to-zod', '--all', '--skipValidation'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

for (const file of readdirSync(join(root, 'src/schemas'))) {
  if (file === 'generic.ts' || file === 'agree.ts' || !file.endsWith('.ts')) continue;
  const path = join(root, 'src/schemas', file);
  const contract = readFileSync(join(root, 'src/contracts', file), 'utf8');
  let text = readFileSync(path, 'utf8');
  const lists = [];
  for (const [, type, list] of contract.matchAll(/^export type (\w+) = \(typeof (\w+)\)\[number\];/gm)) {
    const name = `${type[0].toLowerCase()}${type.slice(1)}Schema`;
    if (text.includes(`${name} = z.unknown;`)) {
      text = text.replace(`${name} = z.unknown;`, `${name} = z.enum(${list});`);
      lists.push(list);
    }
  }
  if (lists.length) text = text.replace(/^(import \{ z \} from "zod";)$/m, `$1\nimport { ${lists.join(', ')} } from "../contracts/${file}";`);
  // `Partial<Record<K, V>>`: ts-to-zod writes `z.record(K, V).partial()`, which zod 4 spells z.partialRecord.
  text = text.replace(/z\.record\(((?:[^()]|\([^()]*\))*)\)\.partial\(\)/g, 'z.partialRecord($1)');
  for (const [name, schema] of Object.entries(OUTSIDE)) text = text.replace(`const ${name} = z.any();`, `const ${name} = ${schema};`);
  if (/= z\.(unknown|any)(\(\))?;/.test(text)) throw new Error(`${file}: ts-to-zod left an unknown type: ${/\w+ = z\.(unknown|any)/.exec(text)[0]}`);
  writeFileSync(path, text);
}

// Every schema's type is its contract's type, both ways: tsc checks this file (npm run typecheck).
const agree = [
  "/** Written by scripts/contracts.mjs: each generated schema gives exactly its contract's type (tsc checks). */",
  "import type { z } from 'zod';",
];
agree.push('type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;', 'const same = <T extends true>(): T | undefined => undefined;');
for (const file of readdirSync(join(root, 'src/schemas')).sort()) {
  if (!file.endsWith('.ts') || file === 'agree.ts' || file === 'generic.ts') continue;
  const text = readFileSync(join(root, 'src/schemas', file), 'utf8');
  const contract = readFileSync(join(root, 'src/contracts', file), 'utf8');
  const pairs = [...text.matchAll(/^export const (\w+)Schema\b/gm)]
    .map((m) => [m[1], `${m[1][0].toUpperCase()}${m[1].slice(1)}`])
    .filter(([, type]) => new RegExp(`^export (?:interface|type) ${type}\\b`, 'm').test(contract));
  if (!pairs.length) continue;
  const alias = file.slice(0, -3).replace(/-(\w)/g, (_, c) => c.toUpperCase());
  agree.push(`import type * as ${alias} from '../contracts/${file}';`, `import type * as ${alias}Schemas from './${file}';`);
  for (const [schema, type] of pairs) agree.push(`same<Same<z.infer<typeof ${alias}Schemas.${schema}Schema>, ${alias}.${type}>>();`);
}
writeFileSync(join(root, 'src/schemas/agree.ts'), `${agree.join('\n')}\n`);
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', 'src/schemas'], { cwd: root, stdio: 'inherit' });

if (before) {
  let stale = false;
  for (const file of readdirSync(join(root, 'src/schemas'))) {
    const old = existsSync(join(before, file)) ? readFileSync(join(before, file), 'utf8') : '';
    if (old !== readFileSync(join(root, 'src/schemas', file), 'utf8')) {
      console.error(`packages/shared/src/schemas/${file} is not what the contracts give: run npm run contracts and commit it`);
      stale = true;
    }
  }
  cpSync(before, join(root, 'src/schemas'), { recursive: true });
  rmSync(before, { recursive: true });
  if (stale) process.exit(1);
}
