/**
 * npm run bench:cache — issue 33, must-show 2: repeated anonymous reads through nginx, served from
 * its cache or as a 304, against a static file served by the same nginx, with wrk (closed loop, 50
 * connections, one thread: the machine's other core is nginx's and the instances'), each call taking
 * turns with the static file in ROUNDS rounds (BENCH_ROUNDS, default 5) as the machine's speed moves.
 *
 *   LOAD_BASE   the site behind nginx (default http://127.0.0.1:8080, scripts/cluster.sh start)
 *
 * Each call is checked first: the static file must come from nginx, the cached reads must say
 * `X-Cache-Status: HIT` on their second ask, and the conditional ones must be answered 304.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../e2e/harness.ts';
import { BROWSER_HEADERS, drive, percent, ROUNDS, type Run } from './lib.ts';

const BASE = process.env.LOAD_BASE ?? 'http://127.0.0.1:8080';
const assets = path.join(root, 'apps', 'web', 'dist', 'assets');
const asset = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ f, size: fs.statSync(path.join(assets, f)).size }))
  // A file of the size of an API answer (a few kB), so both move alike on the wire.
  .sort((a, b) => Math.abs(a.size - 8_000) - Math.abs(b.size - 8_000))[0].f;

const search = `${BASE}/api/schoolBaseInfo/getByPage?pageNumber=1&pageSize=20`;
const filters = `${BASE}/api/reference/filters`;
const dictionary = `${BASE}/api/dictData/getByType/province`;

async function probe(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; cache: string | null; etag: string | null; encoding: string | null }> {
  await fetch(url, { headers });
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get('x-cache-status'), etag: res.headers.get('etag'), encoding: res.headers.get('content-encoding') };
}

/** Answered by nginx from its copy: fresh, or stale while one request updates it. */
const fromCache = (p: { cache: string | null }) => ['HIT', 'UPDATING', 'STALE', 'REVALIDATED'].includes(p.cache ?? '');

const staticUrl = `${BASE}/assets/${asset}`;
const calls: { title: string; url: string; headers: Record<string, string>; expect: (p: Awaited<ReturnType<typeof probe>>) => boolean }[] = [
  { title: `static file /assets/${asset}`, url: staticUrl, headers: { ...BROWSER_HEADERS }, expect: (p) => p.status === 200 },
  { title: 'school search, anonymous (nginx cache)', url: search, headers: { ...BROWSER_HEADERS }, expect: fromCache },
  { title: 'search filters, anonymous (nginx cache)', url: filters, headers: { ...BROWSER_HEADERS }, expect: fromCache },
  { title: 'dictionary, anonymous (nginx cache)', url: dictionary, headers: { ...BROWSER_HEADERS }, expect: fromCache },
];
const tag = (await probe(search, { ...BROWSER_HEADERS })).etag;
if (!tag) throw new Error(`no ETag on ${search}: is the cluster running this commit?`);
calls.push({
  title: 'school search, anonymous, If-None-Match (304)',
  url: search,
  headers: { ...BROWSER_HEADERS, 'if-none-match': tag },
  expect: (p) => p.status === 304,
});

// What nginx must not keep: a signed-in call (its token is checked by an instance) and a private answer.
const login = await fetch(`${BASE}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ username: 'admin', password: process.env.ADMIN_PASSWORD ?? 'Admin@12345' }),
});
const token = ((await login.json()) as { result: string }).result;
const signedIn = await probe(search, { accesstoken: token });
if (signedIn.cache !== 'BYPASS') throw new Error(`a signed-in search was answered from nginx's cache: ${JSON.stringify(signedIn)}`);
const lines = await probe(`${BASE}/api/controlLine/get?province=${encodeURIComponent('广东')}`, { accesstoken: token });
if (lines.cache === 'HIT') throw new Error('a private answer was kept by nginx');
const english = await fetch(search, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
if (!((await english.json()) as { message: string }).message.match(/^[\x20-\x7e]+$/)) throw new Error('the English search came back in Chinese');
console.log(`checked: anonymous reads HIT, signed-in BYPASS, private lines ${lines.cache ?? 'not cached'}, one copy per language`);

console.log(`repeated reads through nginx at ${BASE}, each taking turns with a static file of the same nginx (wrk, 50 connections, ${ROUNDS} rounds)`);
const opts = (headers: Record<string, string>) => ({ connections: 50, headers });
for (const c of calls.slice(1)) {
  const p = await probe(c.url, c.headers);
  if (!c.expect(p)) throw new Error(`${c.title}: unexpected answer ${JSON.stringify(p)}`);
  await drive(staticUrl, 2, opts(calls[0].headers));
  await drive(c.url, 2, opts(c.headers));
  const runs = { file: [] as Run[], call: [] as Run[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.file.push(await drive(staticUrl, 3, opts(calls[0].headers)));
    runs.call.push(await drive(c.url, 3, opts(c.headers)));
  }
  const rate = (list: Run[]) => list.reduce((n, r) => n + r.requests, 0) / list.reduce((n, r) => n + r.seconds, 0);
  const shares = runs.call.map((r, i) => r.requests / r.seconds / (runs.file[i].requests / runs.file[i].seconds));
  console.log(
    `  ${c.title} [${p.status}${p.cache ? ` ${p.cache}` : ''}${p.encoding ? ` ${p.encoding}` : ''}]: ${Math.round(rate(runs.call))} req/s, ${percent(rate(runs.call) / rate(runs.file))} of the static file's ${Math.round(rate(runs.file))} req/s in the same rounds (rounds ${percent(Math.min(...shares))}–${percent(Math.max(...shares))}; target ≥ 90 %), p99 ${Math.max(...runs.call.map((r) => r.p99))} ms, errors ${runs.call.reduce((n, r) => n + r.errors, 0)}`,
  );
}
