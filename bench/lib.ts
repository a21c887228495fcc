import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../e2e/harness.ts';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of load before each measured run, not counted (BENCH_WARMUP_SECONDS). */
export const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** What a browser sends with every call; the server compresses its larger cached answers for it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

/**
 * Bytes of one answer as users get it, asked twice first: a kept answer is compressed from its
 * second use on.
 */
export async function servedSize(url: string, headers: Record<string, string>): Promise<{ wire: number; json: number; encoding: string }> {
  await wireBytes(url, headers);
  return wireBytes(url, headers);
}

/** Bytes of one answer as they cross the wire (compressed when the server compresses it). */
export async function wireBytes(url: string, headers: Record<string, string>): Promise<{ wire: number; json: number; encoding: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', async () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        const { gunzipSync } = await import('node:zlib');
        resolve({ wire: raw.length, json: encoding === 'gzip' ? gunzipSync(raw).length : raw.length, encoding });
      });
    }).on('error', reject).end();
  });
}

export interface Measured {
  title: string;
  /** Bytes of one answer's body (of the URL as given, before any nextPath). */
  bytes?: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Drives one URL with autocannon and prints one line. With `nextPath`, every request asks for the
 * path it returns (path + query on the same host), so a run can mix many different questions.
 */
export async function measure(title: string, url: string, opts: { connections?: number; headers?: Record<string, string>; nextPath?: () => string } = {}): Promise<Measured> {
  const nextPath = opts.nextPath;
  const run = (duration: number) => autocannon({
    url, connections: opts.connections ?? 20, duration, headers: opts.headers ?? {},
    ...(nextPath ? { requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: nextPath() }) }] } : {}),
  });
  // Steady state: a short run first, not counted, so that neither server is measured while its
  // JIT compiler is still at work on the route (the plain route warms up in well under a second,
  // ours in about two).
  if (WARMUP_S > 0) await run(WARMUP_S);
  const result = await run(DURATION_S);
  const m = { title, reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
  console.log(`${title.padEnd(52)} ${String(m.reqPerSec).padStart(6)} req/s   p50 ${m.p50} ms   p99 ${m.p99} ms   errors ${m.errors}`);
  return m;
}

/** The plain Fastify route (bench/plain-server.ts) in its own process. */
export async function startPlainServer(): Promise<{ url: string; sizedUrl: (bytes: number) => string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bench', 'plain-server.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
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

/**
 * One call next to the plain route measured just before it: on this shared machine throughput
 * drifts by a third within a run, so each call is compared with a baseline taken a few seconds
 * earlier rather than once per run.
 */
export async function measurePaired(title: string, url: string, plainUrl: string, opts: Parameters<typeof measure>[2] = {}): Promise<{ call: Measured; plain: Measured; share: number }> {
  const plain = await measure('  plain Fastify route (baseline for the next line)', plainUrl, { connections: opts.connections });
  const call = await measure(title, url, opts);
  return { call, plain, share: call.reqPerSec / plain.reqPerSec };
}
