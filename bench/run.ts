/**
 * Load benchmarks against the real server on this machine (loopback only, bounded in time).
 * Prints requests/s and latency per scenario; record results in docs/benchmarks.md.
 */
import autocannon from 'autocannon';
import { ADMIN_PASSWORD, api, startServer } from '../e2e/harness.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, headers });
  console.log(`${title.padEnd(36)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`);
}

const server = await startServer();
try {
  const token = (await api<string>(server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } })).result;
  await run('GET /api/health', `${server.base}/api/health`);
  await run('GET /api/dictData/getByType/province', `${server.base}/api/dictData/getByType/province`);
  await run('GET /api/user/info (token check)', `${server.base}/api/user/info`, { accessToken: token });
  await run('GET /api/user/getByCondition (admin)', `${server.base}/api/user/getByCondition?pageSize=10`, { accessToken: token });
} finally {
  await server.stop();
}
