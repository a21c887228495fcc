import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const shotsDir = path.join(root, 'e2e', 'screenshots');
export const ADMIN_PASSWORD = 'Admin@12345';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
  /** The narrowest common Android width (issue 16): same phone layout as `mobile`. */
  narrow: { width: 360, height: 800 },
} as const;
/** The viewports a phone page is checked at. */
export const PHONES = ['mobile', 'narrow'] as const;
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Server {
  base: string;
  /** 'real' when DATA_DIR was set and its import finished, 'demo' otherwise. */
  dataMode: 'real' | 'demo';
  /** The embedded database's folder. */
  dataDir: string;
  /** Stops the server; its database folder is removed unless kept (the lanes' shared import). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/**
 * With DATA_DIR the server imports the data set in the background at start; the cases run on the
 * real data, so wait until that import has finished (a few minutes on a fresh embedded database).
 */
async function waitForImport(base: string): Promise<void> {
  const login = await api<string>(base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } });
  if (login.code !== 200) throw new Error(`admin login for the import wait: ${login.message}`);
  const deadline = Date.now() + 15 * 60_000;
  let seen = false;
  for (;;) {
    const runs = await api<{ content: { status: string; error: string | null }[] }>(base, '/dataImport/getRuns?pageNumber=1&pageSize=1', {
      token: login.result,
    });
    const last = runs.result?.content?.[0];
    if (last) seen = true;
    if (last && last.status === 'succeeded') return;
    if (last && last.status === 'failed') throw new Error(`data import failed: ${last.error}`);
    if (!seen && Date.now() > deadline - 14 * 60_000) throw new Error('the data import did not start');
    if (Date.now() > deadline) throw new Error('the data import did not finish in 15 minutes');
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/**
 * The real server (built apps, fresh embedded database) on a free port. `env` overrides the
 * environment, e.g. DATABASE_URL for PostgreSQL or DATA_DIR for the real data set.
 */
export async function startServer(
  opts: {
    env?: Record<string, string>;
    /** false: return while the import at start still runs */ waitForImport?: boolean;
    /** An embedded database folder to start from (a copy of it): the lanes share one import of the data set. */
    seedFrom?: string;
  } = {},
): Promise<Server> {
  const port = await freePort();
  // Each lane (run.ts) keeps its servers' databases, files and settings key under its own folder.
  const dataDir = path.join(root, 'var', 'e2e', process.env.E2E_LANE ? `lane-${process.env.E2E_LANE}` : '', `db-${Date.now()}-${process.pid}`);
  if (opts.seedFrom) {
    fs.cpSync(opts.seedFrom, dataDir, { recursive: true });
    // The files the seed server stored (the seeded content's pictures, posters and videos) live in
    // `files` beside its database (config.ts filesDirOf): they go with the copy, or the rows it
    // holds point at nothing in this lane's own `files`.
    const seedFiles = path.join(path.dirname(opts.seedFrom), 'files');
    if (fs.existsSync(seedFiles)) fs.cpSync(seedFiles, path.join(path.dirname(dataDir), 'files'), { recursive: true });
  }
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    PAY_SANDBOX: '1',
    SETTINGS_CUSTOM_ENDPOINTS: '1',
    CHECK_ALLOW_ADDRESSES: 'loopback',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...opts.env,
  };
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  const dataMode = env.DATA_DIR ? 'real' : 'demo';
  if (dataMode === 'real' && opts.waitForImport !== false) {
    const started = Date.now();
    await waitForImport(base);
    console.log(`  (data set imported in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  return {
    base,
    dataMode,
    dataDir,
    async stop(opts: { keepData?: boolean } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!opts.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(`${dataDir}.lock`, { force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--lang=zh-CN',
    ],
  });
}

/**
 * Playwright traces (actions, DOM snapshots, network, console), taken while `tracing.dir` is set: the
 * runner sets it for a case's retry (as @playwright/test's `trace: 'on-first-retry'`), or for every
 * case with E2E_TRACE=1. Each context's trace is saved when it closes; open one with
 * `npx playwright-core show-trace <file>.zip` (the viewer ships with playwright-core, no download).
 */
export const tracing: { dir: string | null; count: number; open: Set<() => Promise<void>> } = { dir: null, count: 0, open: new Set() };

/** Saves the traces of contexts a case left open (it failed before closing them) and closes those. */
export async function saveOpenTraces(): Promise<void> {
  for (const close of [...tracing.open]) await close().catch(() => undefined);
}
export const tracesDir = path.join(root, 'var', 'e2e', 'traces');

export async function newContext(browser: Browser, kind: keyof typeof VIEWPORTS): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[kind],
    locale: 'zh-CN',
    ...(kind !== 'desktop' ? { userAgent: MOBILE_UA, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const dir = tracing.dir;
  if (dir) {
    await context.tracing.start({ screenshots: true, snapshots: true, sources: false });
    const close = context.close.bind(context);
    const file = path.join(dir, `${++tracing.count}-${kind}.zip`);
    const saveAndClose = async (options?: Parameters<BrowserContext['close']>[0]) => {
      tracing.open.delete(saveAndClose);
      fs.mkdirSync(dir, { recursive: true });
      await context.tracing.stop({ path: file }).catch(() => undefined);
      return close(options);
    };
    tracing.open.add(saveAndClose);
    context.close = saveAndClose;
  }
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** Calls the API from the test (not the browser), e.g. to revoke a token behind the page's back. */
export async function api<T = unknown>(base: string, pathname: string, init: { method?: string; token?: string; form?: Record<string, string> } = {}) {
  const request = () =>
    fetch(`${base}/api${pathname}`, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers: { ...(init.token ? { accessToken: init.token } : {}), ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
  // A reads-only call is asked again when its kept-alive connection was closed under it (the
  // server closes idle sockets; a busy import can delay that close into the next request).
  const res = await request().catch((err: unknown) => {
    if ((init.method ?? (init.form ? 'POST' : 'GET')) !== 'GET') throw err;
    return new Promise<Response>((resolve) => setTimeout(resolve, 1000)).then(request);
  });
  return (await res.json()) as { code: number; message: string; result: T };
}

export interface Case {
  name: string;
  run: () => Promise<void>;
}

export function expect(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}
