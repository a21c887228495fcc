/**
 * Load benchmarks against the real server on this machine (loopback only, bounded in time).
 * Prints requests/s and latency per scenario; record results in docs/benchmarks.md.
 * BENCH_ONLY=core|reference|engine|firstload|stopwords runs one group; BENCH_MATCH=<regexp> only the
 * reference and engine scenarios whose title matches.
 */
import { ADMIN_PASSWORD, api, startServer } from '../e2e/harness.ts';
import { measure } from './lib.ts';
import { referenceBench } from './reference.ts';
import { engineBench } from './engine.ts';
import { firstLoadBench } from './firstload.ts';
import { stopWordsBench } from './stopwords.ts';

const only = process.env.BENCH_ONLY;

async function coreBench() {
  console.log('core calls on the embedded PGlite, 20 connections');
  const server = await startServer({ env: { DATA_DIR: '' } });
  try {
    const token = (await api<string>(server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } })).result;
    await measure('GET /api/health', `${server.base}/api/health`);
    await measure('GET /api/dictData/getByType/province', `${server.base}/api/dictData/getByType/province`);
    await measure('GET /api/user/info (token check)', `${server.base}/api/user/info`, { headers: { accessToken: token } });
    await measure('GET /api/user/getByCondition (admin)', `${server.base}/api/user/getByCondition?pageSize=10`, { headers: { accessToken: token } });
  } finally {
    await server.stop();
  }
}

if (!only || only === 'core') await coreBench();
if (!only || only === 'reference') {
  const result = await referenceBench();
  if (typeof result === 'string') console.log(`reference: ${result}`);
}
if (!only || only === 'engine') {
  const result = await engineBench();
  if (typeof result === 'string') console.log(`engine: ${result}`);
}
if (!only || only === 'firstload') await firstLoadBench();
if (!only || only === 'stopwords') await stopWordsBench();
