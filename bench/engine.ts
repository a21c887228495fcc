/**
 * Issue 4's benchmark: full-province recommendation for 河北 (专业+院校, the largest unit pool) and
 * 广东 (院校专业组) on the real data. First the engine alone, in this process, over the same
 * PostgreSQL (p50/p99 of recommend() after the province is loaded); then the HTTP call at 50
 * connections next to a plain Fastify route in the same run. Needs the data imported into
 * BENCH_DATABASE_URL (as bench/reference.ts does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, api, root, startServer } from '../e2e/harness.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { EngineStore } from '../apps/server/src/modules/engine/store.ts';
import { recommend } from '../apps/server/src/engine/index.ts';
import { BROWSER_HEADERS, LOADGEN, measurePaired, percent, servedSize, startPlainServer, type Measured, type PathRange } from './lib.ts';

const CONNECTIONS = 50;
const CASES = [
  { province: '河北', subjectType: '物理类', score: 560 },
  { province: '广东', subjectType: '物理类', score: 580 },
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function engineAlone(url: string): Promise<void> {
  const database = await openDatabase({ url });
  const store = new EngineStore(database.db);
  try {
    for (const c of CASES) {
      const t0 = performance.now();
      const index = (await store.get(c.province))!;
      const loadMs = performance.now() - t0;
      // The year a student asks for by default: the coming filing season (issue 16).
      const year = index.defaultYear(c.subjectType, 2);
      const times: number[] = [];
      let last = null;
      // Scores across the table (the per-year fits are cached after the first call, as in the server).
      for (let i = 0; i < 2000; i++) {
        const score = c.score - 100 + (i % 200);
        const s = performance.now();
        last = recommend(index, {
          year,
          subjectType: c.subjectType,
          subjects: null,
          score,
          rank: null,
          batch: 2,
          filters: {},
          tiers: null,
          includeUnlikely: false,
          sort: 'probability',
          pageNumber: 1,
          pageSize: 20,
          lang: 'zh-CN',
        });
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(
        `engine alone ${c.province} ${c.subjectType} (${index.unitCount} units, ${last!.total} shown at ${c.score - 100 + (1999 % 200)}): load ${loadMs.toFixed(0)} ms; recommend p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms`,
      );
    }
  } finally {
    store.close();
    await database.close();
  }
}

export async function engineBench(): Promise<Measured[] | string> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '..', 'shared', 'data'));
  if (!fs.existsSync(dataDir)) return `skipped: no data set at ${dataDir}`;
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zy_bench';
  try {
    await engineAlone(url);
  } catch (err) {
    return `skipped: ${err instanceof Error ? err.message : String(err)} (import the data first: npm run bench with BENCH_ONLY=reference)`;
  }
  console.log(`recommend over HTTP, ${CONNECTIONS} connections, load from ${LOADGEN}`);
  const server = await startServer({ env: { DATABASE_URL: url, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', RESPONSE_CHECK: 'false' } });
  const plain = await startPlainServer();
  try {
    const token = (await api<string>(server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } })).result;
    const headers: Record<string, string> = { ...BROWSER_HEADERS, accessToken: token };
    const out: Measured[] = [];
    const lines: string[] = [];
    const only = process.env.BENCH_MATCH ? new RegExp(process.env.BENCH_MATCH) : null;
    const paired = async (title: string, paths: PathRange, hdrs: Record<string, string>) => {
      if (only && !only.test(title)) return;
      const first = `${server.base}${paths.prefix}${paths.min}${paths.suffix}`;
      const { call, plain: baseline, share, range } = await measurePaired(title, first, plain.url, { connections: CONNECTIONS, headers: hdrs, paths });
      out.push(call);
      lines.push(
        `  ${title}: ${percent(share)} of the plain route (${baseline.reqPerSec} req/s in the same rounds; rounds ${percent(range[0])}–${percent(range[1])}; target: a third), p50 ${call.p50} ms, p99 ${call.p99} ms`,
      );
    };
    for (const c of CASES) {
      const query = `/api/yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend&province=${encodeURIComponent(c.province)}&subjectType=${encodeURIComponent(c.subjectType)}&score=`;
      const size = await servedSize(`${server.base}${query}${c.score}&pageSize=20`, headers);
      if (size.json < 1000) throw new Error(`warm-up answer too short (${size.json} B): is the data imported?`);
      const scores: PathRange = { prefix: query, min: c.score - 50, max: c.score + 49, suffix: '&pageSize=20' };
      // Students sharing scores: 100 different scores around c.score, in random order.
      await paired(`recommend ${c.province}, 100 scores (repeat questions) [${size.wire} B gzip of ${size.json} B]`, scores, headers);
      // The same without compression (a client that does not accept gzip).
      await paired(`recommend ${c.province}, 100 scores, no gzip [${size.json} B]`, scores, { accessToken: token });
      // Every request a new question (a random rank up to 200,000): the engine computes each one.
      await paired(
        `recommend ${c.province}, every request new (no reuse)`,
        { prefix: `${query}${c.score}&rank=`, min: 1, max: 200_000, suffix: '&pageSize=20' },
        headers,
      );
    }
    for (const line of lines) console.log(line);
    return out;
  } finally {
    await plain.stop();
    await server.stop();
  }
}
