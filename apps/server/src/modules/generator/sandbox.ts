import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config.ts';

/**
 * For generator.test.ts (issue 35's must-show): the repository as the generated files will see it,
 * without putting them into it. A folder under var/ (which git, tsc's projects, ESLint, Prettier,
 * dependency-cruiser and vitest's projects all leave alone)  mirrors apps/server and
 * apps/admin with symbolic links to the real files, and holds real folders only where the
 * generated files go; app.ts is a copy with the generated routes registered (the step a developer
 * takes), and the two test helpers that import app.ts are copies, so they reach that copy. The
 * generated contracts live in the sandbox too, found by a tsconfig `paths` entry and a vite alias.
 * tsc and vitest run on the sandbox; remove() deletes it (links only, never what they point at).
 */

export interface Run {
  code: number | null;
  output: string;
}

export interface Sandbox {
  root: string;
  /** tsc --noEmit over the generated server files and what they import. */
  typecheckServer(): Promise<Run>;
  /** tsc --noEmit over the generated admin files and what they import. */
  typecheckAdmin(): Promise<Run>;
  /** vitest on the generated server tests, with PGlite. */
  runTests(): Promise<Run>;
  remove(): void;
}

/** A generated module's routes, to register in the sandbox's app.ts. */
export interface Registration {
  kebab: string;
  camel: string;
}

const SERVER = 'apps/server/src';
const ADMIN = 'apps/admin/src';
/** Files of the real tree that import app.ts (directly or through each other): copied, so they import the sandbox's. */
const COPIED = [`${SERVER}/test/app.ts`, `${SERVER}/modules/admin-test/helpers.ts`];

/** Runs node with these arguments; a run past `timeoutMs` is killed (its code is then null). */
function run(args: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs = 540_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => {
      output += `\n[killed after ${timeoutMs / 1000} s]`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      // eslint-disable-next-line no-control-regex -- the colour codes of a terminal are what is taken out
      resolve({ code, output: output.replace(/\u001b\[[0-9;]*m/g, '') });
    });
  });
}

/** Sandboxes an interrupted run left behind (older than an hour: never one a run in progress uses). */
function removeStale(dir: string): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry.startsWith('gen-') && Date.now() - fs.lstatSync(full).mtimeMs > 3_600_000) fs.rmSync(full, { recursive: true, force: true });
  }
}

/** Every .d.ts under a folder of the real tree (module declarations the generated code may rely on). */
function declarations(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...declarations(full));
    else if (entry.isFile() && entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The sandbox's app.ts: the real one with each generated module's routes added to the list. */
function registerRoutes(source: string, modules: Registration[]): string {
  const list = 'for (const routes of [';
  const at = source.indexOf(list);
  if (at < 0) throw new Error("app.ts changed shape: cannot find its list of routes ('for (const routes of [')");
  const imports = modules.map((m) => `import ${m.camel}Routes from './modules/${m.kebab}/routes.ts';\n`).join('');
  const entries = modules.map((m) => `\n        ${m.camel}Routes,`).join('');
  return `${imports}${source.slice(0, at + list.length)}${entries}${source.slice(at + list.length)}`;
}

/**
 * Writes `files` (paths from the repository's root, as the generator gives them) into a new
 * sandbox. Refuses a file that exists in the real tree: the sandbox only adds.
 */
export function createSandbox(files: Record<string, string>, modules: Registration[]): Sandbox {
  removeStale(path.join(repoRoot, 'var'));
  const root = path.join(repoRoot, 'var', `gen-${randomBytes(5).toString('hex')}`);
  const real = (rel: string) => path.join(repoRoot, rel);
  const inBox = (rel: string) => path.join(root, rel);
  const shared = Object.keys(files).filter((p) => p.startsWith('packages/shared/'));
  const written = new Set([...Object.keys(files).filter((p) => !p.startsWith('packages/shared/')), ...COPIED, `${SERVER}/app.ts`]);
  for (const rel of Object.keys(files)) if (fs.existsSync(real(rel))) throw new Error(`${rel} exists in the repository`);

  /** Mirrors a real folder: links, except real folders on the way to a file the sandbox writes. */
  const mirror = (rel: string) => {
    fs.mkdirSync(inBox(rel), { recursive: true });
    for (const entry of fs.readdirSync(real(rel))) {
      const child = `${rel}/${entry}`;
      if (written.has(child)) continue;
      if ([...written].some((w) => w.startsWith(`${child}/`))) mirror(child);
      else fs.symlinkSync(real(child), inBox(child));
    }
  };

  try {
    fs.mkdirSync(root, { recursive: true });
    // The apps' tsconfig.json (linked) extend it by a relative path.
    fs.symlinkSync(real('tsconfig.base.json'), inBox('tsconfig.base.json'));
    mirror('apps/server');
    mirror('apps/admin');
    for (const rel of COPIED) fs.copyFileSync(real(rel), inBox(rel));
    fs.writeFileSync(inBox(`${SERVER}/app.ts`), registerRoutes(fs.readFileSync(real(`${SERVER}/app.ts`), 'utf8'), modules));
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(inBox(rel)), { recursive: true });
      fs.writeFileSync(inBox(rel), text);
    }
  } catch (err) {
    fs.rmSync(root, { recursive: true, force: true });
    throw err;
  }

  // The generated contracts and schemas, by the names the generated code imports them.
  const aliases = Object.fromEntries(shared.map((rel) => [`@zhiyuan/shared/${rel.replace(/^packages\/shared\/src\//, '').replace(/\.ts$/, '')}`, inBox(rel)]));
  const tsconfig = (name: string, base: string, own: string[], extra: string[]) => {
    const file = path.join(root, name);
    const config = {
      extends: real(`${base}/tsconfig.json`),
      compilerOptions: { noEmit: true, paths: Object.fromEntries(Object.entries(aliases).map(([k, v]) => [k, [v]])) },
      files: [...own.map(inBox), ...shared.map(inBox), ...extra],
      include: [],
    };
    fs.writeFileSync(file, JSON.stringify(config, null, 2));
    return file;
  };
  const tsc = real('node_modules/typescript/bin/tsc');
  const generated = (prefix: string) => Object.keys(files).filter((p) => p.startsWith(prefix) && /\.tsx?$/.test(p));

  // Without the run's database and Redis: the nested run's global setup drops the databases it made.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST_DATABASE_URL$|REDIS_URL$|NODE_OPTIONS$|FORCE_COLOR$)/.test(key)),
  );
  const tests = Object.keys(files).filter((p) => p.startsWith(`${SERVER}/`) && p.endsWith('.test.ts'));

  return {
    root,
    typecheckServer: () => {
      const extra = [...declarations(real(SERVER)), real(`${SERVER}/test/global-setup.ts`), real('packages/shared/src/virtual-regions.d.ts')];
      return run([tsc, '-p', tsconfig('tsconfig.server.json', 'apps/server', generated('apps/server/'), extra)], root, env);
    },
    typecheckAdmin: () => {
      const extra = [...declarations(real(ADMIN)), real('packages/shared/src/virtual-regions.d.ts')];
      return run([tsc, '-p', tsconfig('tsconfig.admin.json', 'apps/admin', generated('apps/admin/'), extra)], root, env);
    },
    runTests: () => {
      const config = {
        root: inBox('apps/server'),
        cacheDir: path.join(root, '.vite'),
        resolve: { alias: Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })) },
        test: {
          include: tests.map((p) => p.slice('apps/server/'.length)),
          globalSetup: ['src/test/global-setup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      };
      const file = path.join(root, 'vitest.config.mjs');
      fs.writeFileSync(file, `export default ${JSON.stringify(config, null, 2)};\n`);
      return run([real('node_modules/vitest/vitest.mjs'), 'run', '--config', file], root, { ...env, NO_COLOR: '1' });
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
