/**
 * Issue 3's benchmark: school search and school detail on PostgreSQL with the full data set
 * loaded, 50 concurrent connections, next to a plain Fastify route in the same run.
 * Needs PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/zy_bench,
 * created if missing) and the data set (DATA_DIR, default ../shared/data); the first run imports
 * it (a few minutes), later runs find it unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ADMIN_PASSWORD, api, root, startServer } from '../e2e/harness.ts';
import { BROWSER_HEADERS, LOADGEN, measure, measurePaired, percent, servedSize, startPlainServer, type Measured, type Paired, type PathRange } from './lib.ts';

const CONNECTIONS = 50;

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    if (process.env.BENCH_FRESH === '1') await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

export async function referenceBench(): Promise<Measured[] | string> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '..', 'shared', 'data'));
  if (!fs.existsSync(dataDir)) return `skipped: no data set at ${dataDir}`;
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zy_bench';
  try {
    await ensureDatabase(url);
  } catch (err) {
    return `skipped: PostgreSQL unreachable (${err instanceof Error ? err.message : String(err)})`;
  }
  console.log(`reference data on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')}), ${CONNECTIONS} connections, load from ${LOADGEN}`);
  const server = await startServer({ env: { DATABASE_URL: url, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', RESPONSE_CHECK: 'false' } });
  const plain = await startPlainServer();
  try {
    const token = (await api<string>(server.base, '/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } })).result;
    const found = await api<{ content: { id: string; name: string }[]; totalElements: number }>(
      server.base,
      `/schoolBaseInfo/getByPage?keyword=${encodeURIComponent('清华大学')}&pageSize=1`,
    );
    const school = found.result.content[0];
    if (!school) throw new Error('清华大学 not found: is the data imported?');
    const all = await api<{ totalElements: number }>(server.base, '/schoolBaseInfo/getByPage?pageSize=1');
    console.log(`  ${all.result.totalElements} institutions; detail of ${school.name} (${school.id})`);
    const opts = { connections: CONNECTIONS };
    const lines = `${server.base}/api/collegeScoreLine/get/${school.id}?province=${encodeURIComponent('广东')}`;
    const sample = await api<{ years: { rows: unknown[] }[] }>(server.base, `/collegeScoreLine/get/${school.id}?province=${encodeURIComponent('广东')}`, {
      token,
    });
    if (sample.code !== 200) throw new Error(`score lines: ${sample.message}`);
    console.log(
      `  score lines of ${school.name} in 广东: ${sample.result.years.reduce((n, y) => n + y.rows.length, 0)} rows over ${sample.result.years.length} years`,
    );
    // Every call as a browser makes it (Accept-Encoding: gzip); the logged-in ones with a token.
    const user = { ...BROWSER_HEADERS, accessToken: token };
    const scenarios: { title: string; url: string; headers: Record<string, string>; paths?: PathRange }[] = [
      { title: 'GET /api/health (one database ping)', url: `${server.base}/api/health`, headers: { ...BROWSER_HEADERS } },
      {
        title: 'school search: 北京 + 985 + keyword, page 1',
        url: `${server.base}/api/schoolBaseInfo/getByPage?province=11&tags=985&keyword=${encodeURIComponent('大学')}&pageSize=20`,
        headers: { ...BROWSER_HEADERS },
      },
      {
        title: 'school search: pinyin initials qhdx',
        url: `${server.base}/api/schoolBaseInfo/getByPage?keyword=qhdx&pageSize=20`,
        headers: { ...BROWSER_HEADERS },
      },
      { title: 'school search: all, page 50', url: `${server.base}/api/schoolBaseInfo/getByPage?pageNumber=50&pageSize=20`, headers: { ...BROWSER_HEADERS } },
      // What every student does: a question nobody asked before (a keyword of digits, random up to 200,000).
      {
        title: 'school search: a new keyword every request',
        url: `${server.base}/api/schoolBaseInfo/getByPage?pageSize=20&keyword=1`,
        headers: { ...BROWSER_HEADERS },
        paths: { prefix: '/api/schoolBaseInfo/getByPage?pageSize=20&keyword=', min: 1, max: 200_000, suffix: '' },
      },
      { title: 'school detail (logged in)', url: `${server.base}/api/schoolBaseInfo/schoolGeneralSituation?id=${school.id}`, headers: user },
      // As the detail page asks: one province (the user's own by default), all its years.
      { title: 'school score lines in 广东 (logged in)', url: lines, headers: user },
      { title: 'school score lines in 广东, no gzip (logged in)', url: lines, headers: { accessToken: token } },
    ];
    // A browser asking again for what it holds (If-None-Match with the answer's ETag: a 304).
    for (const [title, url, headers] of [
      [
        'school search: page 50, asked again by a browser that has it',
        `${server.base}/api/schoolBaseInfo/getByPage?pageNumber=50&pageSize=20`,
        BROWSER_HEADERS,
      ],
      ['school score lines in 广东, asked again by a browser that has it (logged in)', lines, user],
    ] as const) {
      const tag = (await fetch(url, { headers })).headers.get('etag');
      if (tag) scenarios.push({ title, url, headers: { ...headers, 'if-none-match': tag } });
    }
    const only = process.env.BENCH_MATCH ? new RegExp(process.env.BENCH_MATCH) : null;
    if (only) scenarios.splice(0, scenarios.length, ...scenarios.filter((sc) => only.test(sc.title)));
    const out: Measured[] = [];
    const pairs = new Map<Measured, Paired>();
    for (const sc of scenarios) {
      const size = await servedSize(sc.url, sc.headers);
      const paired = await measurePaired(
        `${sc.title} [${size.wire} B${size.encoding !== 'identity' ? ` ${size.encoding} of ${size.json} B` : ''}]`,
        sc.url,
        plain.url,
        {
          ...opts,
          headers: sc.headers,
          ...(sc.paths ? { paths: sc.paths } : {}),
        },
      );
      paired.call.bytes = size.wire;
      out.push(paired.call);
      pairs.set(paired.call, paired);
    }
    // Bare Fastify sending answers as long as ours on the wire.
    const sizedBase = new Map<Measured, Measured>();
    for (const m of out.slice(1)) sizedBase.set(m, await measure(`plain Fastify route, ${m.bytes}-byte answer`, plain.sizedUrl(m.bytes!), opts));
    for (const m of out) {
      const same = sizedBase.get(m);
      const { share, plain: baseline, range } = pairs.get(m)!;
      const versusSame = same ? `; ${((m.reqPerSec / same.reqPerSec) * 100).toFixed(0)}% of bare Fastify sending the same ${m.bytes} bytes` : '';
      console.log(
        `  ${m.title}: ${percent(share)} of the plain route (${baseline.reqPerSec} req/s in the same rounds; rounds ${percent(range[0])}–${percent(range[1])})${versusSame}, p99 ${m.p99} ms (targets: ≥ 50 %, < 50 ms)`,
      );
    }
    return [...out, ...sizedBase.values()];
  } finally {
    await plain.stop();
    await server.stop();
  }
}
