/**
 * npm run faults: issue 33 item 4's fault runs, each in the middle of a load at a fixed rate (the full
 * mix of bench/load.ts, FAULT_RATE req/s, default 60) against the cluster of scripts/cluster.sh:
 *
 *   instance  kill -9 one instance at 10 s; it is started again at 30 s
 *   postgres  restart PostgreSQL at 10 s (pg_ctlcluster restart: the server goes down and comes back)
 *   redis     stop Redis at 10 s, start it again at 25 s
 *   pglite    alone (FAULTS=pglite, no cluster needed): one server on a PGlite folder of its own at
 *             :3100, kill -9 at 10 s, started again on the same folder at 12 s
 *
 * FAULTS=instance,postgres,redis picks them (default all); FAULT_SECONDS the length of each run (45).
 * Prints, per 2-second window, the calls answered, the errors by kind and the slowest answer, with the
 * fault's moments marked; then reads back every form save the site acknowledged. It fails when a save
 * was lost, a call took over 15 s (a hang), or errors go on in the last 10 s of a run (no recovery).
 * The lines are also written to var/cluster/faults-<time>.log.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { root } from '../e2e/harness.ts';

process.env.LOAD_MIX ??= 'full';
const PGLITE_PORT = 3100;
const pgliteOnly = process.env.FAULTS === 'pglite';
if (pgliteOnly) process.env.LOAD_BASE = `http://127.0.0.1:${PGLITE_PORT}`;
const load = await import('./load.ts');

const RATE = Number(process.env.FAULT_RATE ?? 60);
const SECONDS = Number(process.env.FAULT_SECONDS ?? 45);
const FAULTS = (process.env.FAULTS ?? 'instance,postgres,redis').split(',').filter(Boolean);
const logFile = path.join(root, 'var', 'cluster', `faults-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
const out = (line: string) => {
  console.log(line);
  fs.appendFileSync(logFile, `${line}\n`);
};
/** Runs a shell line without blocking the generator (its timers must keep sending while a fault is made). */
const sh = (script: string) =>
  new Promise<void>((resolve, reject) =>
    execFile('bash', ['-c', script], { cwd: root, timeout: 180_000 }, (err, _out, stderr) =>
      err ? reject(new Error(`${err.message} ${stderr}`.trim())) : resolve(),
    ),
  );
const pgVersion = () => fs.readdirSync('/etc/postgresql')[0];

interface Fault {
  name: string;
  events: Array<{ at: number; what: string; run: () => unknown }>;
}
/** The embedded server of the pglite run: node itself (not tsx's wrapper), so kill -9 reaches the database's process. */
const pgliteDir = path.join(root, 'var', 'cluster', `pglite-fault-${Date.now()}`);
let pgliteServer: ChildProcess | null = null;
async function startPgliteServer() {
  pgliteServer = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PGLITE_PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'Admin@12345',
      RATE_LIMIT_PER_MINUTE: '10000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', fs.openSync(`${pgliteDir}.log`, 'a'), fs.openSync(`${pgliteDir}.log`, 'a')],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PGLITE_PORT}/api/health/ready`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the PGlite server did not start; see ${pgliteDir}.log`);
}

const instancePid = (port: number) => Number(fs.readFileSync(path.join(root, 'var', 'cluster', `instance-${port}.pid`), 'utf8'));
const FAULT_TABLE: Record<string, Fault> = {
  instance: {
    name: 'kill -9 one instance',
    events: [
      { at: 10, what: 'kill -9 the instance on :3002', run: () => process.kill(instancePid(3002), 'SIGKILL') },
      { at: 30, what: 'start it again', run: () => sh('bash scripts/cluster.sh start-one 3002') },
    ],
  },
  postgres: {
    name: 'restart PostgreSQL',
    events: [{ at: 10, what: 'pg_ctlcluster restart', run: () => sh(`pg_ctlcluster --skip-systemctl-redirect ${pgVersion()} main restart -m fast`) }],
  },
  redis: {
    name: 'stop Redis, start it again',
    events: [
      { at: 10, what: 'redis-cli shutdown nosave', run: () => sh('redis-cli -h 127.0.0.1 shutdown nosave || true') },
      { at: 25, what: 'start Redis', run: () => sh('source scripts/lib.sh && ensure_services') },
    ],
  },
  pglite: {
    name: 'kill -9 the embedded (PGlite) server',
    events: [
      { at: 10, what: 'kill -9 the server', run: () => void pgliteServer?.kill('SIGKILL') },
      { at: 12, what: 'start it again on the same folder', run: () => startPgliteServer() },
    ],
  },
};

fs.mkdirSync(path.dirname(logFile), { recursive: true });
if (pgliteOnly) await startPgliteServer();
const ctx = await load.prepare();
let failed = false;
for (const key of FAULTS) {
  const fault = FAULT_TABLE[key];
  if (!fault) throw new Error(`unknown fault ${key} (instance, postgres, redis)`);
  out(`\n== ${fault.name}: ${RATE} req/s for ${SECONDS} s, ${new Date().toISOString()}`);
  const samples: import('./load.ts').Sample[] = [];
  const started = Date.now();
  const timers = fault.events.map((e) =>
    setTimeout(() => {
      const t0 = Date.now();
      const at = () => `   [${((t0 - started) / 1000).toFixed(1)} s]`;
      Promise.resolve()
        .then(e.run)
        .then(
          () => out(`${at()} ${e.what} (done in ${Date.now() - t0} ms)`),
          (err: Error) => out(`${at()} ${e.what} FAILED: ${err.message.split('\n')[0]}`),
        );
    }, e.at * 1000),
  );
  await load.step(RATE, ctx, SECONDS, samples);
  timers.forEach(clearTimeout);
  const windows = new Map<number, { n: number; errors: Map<string, number>; max: number }>();
  for (const s of samples) {
    const w = Math.floor(s.at / 2) * 2;
    const win = windows.get(w) ?? windows.set(w, { n: 0, errors: new Map(), max: 0 }).get(w)!;
    win.n += 1;
    win.max = Math.max(win.max, s.ms);
    if (s.error) win.errors.set(s.error, (win.errors.get(s.error) ?? 0) + 1);
  }
  for (const [w, win] of [...windows].sort((a, b) => a[0] - b[0])) {
    const errs = [...win.errors].map(([k, n]) => `${n} × ${k}`).join('; ');
    out(`   ${String(w).padStart(2)}–${w + 2} s: ${win.n} answered, slowest ${Math.round(win.max)} ms${errs ? `, errors: ${errs}` : ''}`);
  }
  const hangs = samples.filter((s) => s.ms > 15_000).length;
  const lateErrors = samples.filter((s) => s.at >= SECONDS - 10 && s.error).length;
  const errors = samples.filter((s) => s.error).length;
  out(`   total ${samples.length} calls, ${errors} errors, ${hangs} over 15 s, ${lateErrors} errors in the last 10 s`);
  if (hangs || lateErrors) failed = true;
}
const lost = await load.readBack();
out(`\nform saves acknowledged: ${load.savedCount()}; lost: ${lost}`);
if (lost) failed = true;
out(failed ? 'FAULT RUNS FAILED' : 'fault runs passed: no hang, recovery within each run, no acknowledged save lost');
out(`log: ${logFile}`);
await load.agent.close();
(pgliteServer as ChildProcess | null)?.kill('SIGTERM');
process.exitCode = failed ? 1 : 0;
