import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../e2e/harness.ts';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of load before each measured run, not counted (BENCH_WARMUP_SECONDS). */
export const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** What a browser sends with every call; the server compresses its larger cached answers for it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

/** Bytes of one answer as they cross the wire (compressed when the server compresses it). */
export async function servedSize(url: string, headers: Record<string, string>): Promise<{ wire: number; json: number; encoding: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', async () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
        const json = encoding === 'gzip' ? gunzipSync(raw).length : encoding === 'br' ? brotliDecompressSync(raw).length : raw.length;
        resolve({ wire: raw.length, json, encoding });
      });
    })
      .on('error', reject)
      .end();
  });
}

export interface Measured {
  title: string;
  /** Bytes of one answer's body (of the URL as given, before any paths). */
  bytes?: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Requests that ask `prefix` + a random whole number in [min, max] + `suffix` (path and query on
 * the same host): many different questions, as many students asking with their own scores.
 */
export interface PathRange {
  prefix: string;
  min: number;
  max: number;
  suffix: string;
}

type MeasureOptions = { connections?: number; headers?: Record<string, string>; paths?: PathRange };
/** One run of the load generator. */
export type Run = { requests: number; seconds: number; p50: number; p99: number; errors: number };

/** A share as a whole percentage: 0.437 → "44%". */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The load generator: wrk (C, Debian's package) when it is on the machine, else autocannon
 * (BENCH_LOADGEN=autocannon forces it). On this 2-core machine the generator shares the CPU with
 * the server, and autocannon's own cost per request grows with the answer (measured: 28 µs for
 * the plain route's, 40 µs for a 3.4 kB recommendation, 80 µs for one with a new path per
 * request), so a comparison of two routes partly measured autocannon. wrk costs about 20 µs per
 * request for either (mostly the kernel's loopback TCP), and the server is what runs out of CPU
 * for both routes (docs/decisions.md, "Caches and speed").
 */
export const LOADGEN: 'wrk' | 'autocannon' = process.env.BENCH_LOADGEN === 'autocannon' ? 'autocannon' : haveWrk() ? 'wrk' : 'autocannon';

function haveWrk(): boolean {
  const found = () => spawnSync('wrk', ['-v'], { stdio: 'ignore' }).error === undefined;
  if (found()) return true;
  // As the browser tests install Chromium: Debian's package, when this machine can install it.
  spawnSync('bash', ['-c', 'source scripts/lib.sh && apt_install wrk'], { cwd: root, stdio: 'inherit' });
  return found();
}

const randomPath = (p: PathRange) => `${p.prefix}${p.min + Math.floor(Math.random() * (p.max - p.min + 1))}${p.suffix}`;

/** One run of `seconds` against a URL (see measure for paths). */
export async function drive(url: string, seconds: number, opts: MeasureOptions): Promise<Run> {
  return LOADGEN === 'wrk' ? driveWrk(url, seconds, opts) : driveAutocannon(url, seconds, opts);
}

async function driveAutocannon(url: string, seconds: number, opts: MeasureOptions): Promise<Run> {
  const paths = opts.paths;
  const result = await autocannon({
    url,
    connections: opts.connections ?? 20,
    duration: seconds,
    headers: opts.headers ?? {},
    ...(paths ? { requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: randomPath(paths) }) }] } : {}),
  });
  return { requests: result.requests.total, seconds: result.duration, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** One wrk thread (the server has the other core), its result read from bench/wrk.lua's last line. */
async function driveWrk(url: string, seconds: number, opts: MeasureOptions): Promise<Run> {
  const headers = Object.entries(opts.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (opts.paths)
    Object.assign(env, { PATH_PREFIX: opts.paths.prefix, PATH_MIN: String(opts.paths.min), PATH_MAX: String(opts.paths.max), PATH_SUFFIX: opts.paths.suffix });
  const args = ['-t1', `-c${opts.connections ?? 20}`, `-d${seconds}s`, '--timeout', '10s', '-s', path.join(root, 'bench', 'wrk.lua'), ...headers, url];
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout!.on('data', (d) => (text += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
  });
  const line = /BENCH_RESULT (\{.*\})/.exec(out);
  if (!line) throw new Error(`no result from wrk:\n${out}`);
  const r = JSON.parse(line[1]) as { requests: number; micros: number; errors: number; p50: number; p99: number };
  const ms = (micros: number) => Math.round(micros / 100) / 10;
  return { requests: r.requests, seconds: r.micros / 1e6, p50: ms(r.p50), p99: ms(r.p99), errors: r.errors };
}

const printLine = (m: Measured, note = '') =>
  console.log(`${m.title.padEnd(52)} ${String(m.reqPerSec).padStart(6)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms   errors ${m.errors}${note}`);

/**
 * Drives one URL with the load generator and prints one line. With `paths`, every request asks
 * for a path of that range instead, so a run can mix many different questions.
 */
export async function measure(title: string, url: string, opts: MeasureOptions = {}): Promise<Measured> {
  // Steady state: a short run first, not counted, so that neither server is measured while its
  // JIT compiler is still at work on the route (the plain route warms up in well under a second,
  // ours in about two).
  if (WARMUP_S > 0) await drive(url, WARMUP_S, opts);
  const run = await drive(url, DURATION_S, opts);
  const m = { title, reqPerSec: Math.round(run.requests / run.seconds), p50: run.p50, p99: run.p99, errors: run.errors };
  printLine(m);
  return m;
}

/** The plain Fastify route (bench/plain-server.ts) in its own process. */
export async function startPlainServer(): Promise<{ url: string; sizedUrl: (bytes: number) => string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bench', 'plain-server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`plain server exited (${code})`)));
  });
  return {
    url: `${address}/plain`,
    /** The same bare route answering about `bytes` bytes. */
    sizedUrl: (bytes: number) => `${address}/plain-sized?bytes=${bytes}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Rounds of a paired measurement (BENCH_ROUNDS): the two sides take turns this many times. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

export interface Paired {
  call: Measured;
  plain: Measured;
  /** The call's requests over the plain route's, over all rounds. */
  share: number;
  /** The lowest and highest share of a single round. */
  range: [number, number];
}

/**
 * One call next to the plain route, taking turns: after a warm-up of each, ROUNDS rounds of
 * DURATION_S / ROUNDS seconds each, plain route first. On this shared machine throughput drifts
 * by a third within a minute, so the two are compared round by round rather than one long run
 * after the other. The share is over all rounds; p99 is the worst round's.
 */
export async function measurePaired(title: string, url: string, plainUrl: string, opts: MeasureOptions = {}): Promise<Paired> {
  // A call that asks a new path per request is compared with the plain route driven the same way
  // (a new path per request, with the call's query), so both cost the load generator alike.
  const plainPath = new URL(plainUrl).pathname;
  const paths = opts.paths;
  const plainOpts: MeasureOptions = {
    connections: opts.connections,
    ...(paths ? { paths: { ...paths, prefix: `${plainPath}?${paths.prefix.split('?')[1] ?? ''}` } } : {}),
  };
  if (WARMUP_S > 0) {
    await drive(plainUrl, WARMUP_S, plainOpts);
    await drive(url, WARMUP_S, opts);
  }
  const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
  const sides = { plain: [] as Run[], call: [] as Run[] };
  for (let round = 0; round < ROUNDS; round++) {
    sides.plain.push(await drive(plainUrl, seconds, plainOpts));
    sides.call.push(await drive(url, seconds, opts));
  }
  const summary = (name: string, runs: Run[]): Measured => {
    const requests = runs.reduce((n, r) => n + r.requests, 0);
    const time = runs.reduce((n, r) => n + r.seconds, 0);
    const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
    return {
      title: name,
      reqPerSec: Math.round(requests / time),
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...runs.map((r) => r.p99)),
      errors: runs.reduce((n, r) => n + r.errors, 0),
    };
  };
  const plain = summary(`  plain Fastify route (taking turns with the next line${paths ? '; a new path per request, as it' : ''})`, sides.plain);
  const call = summary(title, sides.call);
  const shares = sides.call.map((r, i) => r.requests / r.seconds / (sides.plain[i].requests / sides.plain[i].seconds));
  const range: [number, number] = [Math.min(...shares), Math.max(...shares)];
  printLine(plain);
  printLine(call, `   (${ROUNDS} rounds: ${shares.map(percent).join(' ')})`);
  return { call, plain, share: call.reqPerSec / plain.reqPerSec, range };
}
