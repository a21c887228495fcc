/**
 * npm run load: load at a fixed arrival rate (issue 33 item 3), against a running site — by default
 * the cluster of scripts/cluster.sh behind nginx (http://127.0.0.1:8080).
 *
 * Open model: request i of a step is due at start + i / rate and is sent then, whether or not the
 * earlier ones have been answered; its latency runs from when it was due, so a server that falls
 * behind shows it in the percentiles instead of slowing the generator down (no coordinated omission).
 *
 *   LOAD_BASE       site to load (default http://127.0.0.1:8080)
 *   LOAD_MIX        recommend (every request a new student's recommendation) | full (the mix below)
 *   LOAD_RATES      offered rates per step, req/s (default 100,200,400,700,1000)
 *   LOAD_SECONDS    seconds per step (default 15)
 *   LOAD_STUDENTS   students made for the run (default 40)
 *   ADMIN_PASSWORD  the admin's password (makes the students)
 *
 * The site needs the real data set (DATA_DIR) and rate limits above the offered rate, since every
 * request comes from one address: e.g. RATE_LIMIT_PER_MINUTE=10000000 LOGIN_RATE_LIMIT_PER_MINUTE=100000.
 * Per step it prints offered and served rates, p50/p99/p99.9 from the due time, errors by kind, and
 * the CPU of each process named in var/cluster/*.pid (the instances and nginx). At the end every
 * acknowledged form save is read back: a save the server acknowledged and lost is an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { Agent, request } from 'undici';
import { root } from '../e2e/harness.ts';

const BASE = process.env.LOAD_BASE ?? 'http://127.0.0.1:8080';
const MIX = process.env.LOAD_MIX === 'full' ? 'full' : 'recommend';
const RATES = (process.env.LOAD_RATES ?? '100,200,400,700,1000').split(',').map(Number);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 40);
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'Admin@12345';
const PROVINCE = '广东';
const SUBJECT_TYPE = '物理类';

const agent = new Agent({ connections: 512, pipelining: 1, keepAliveTimeout: 30_000 });
// Answers are asked for uncompressed: unpacking them would spend the generator's share of the two cores.
const headers = (token?: string, json = false) => ({
  'accept-encoding': 'identity',
  ...(token ? { accesstoken: token } : {}),
  ...(json ? { 'content-type': 'application/json' } : {}),
});

interface Answer {
  status: number;
  code: number | null;
  body: Record<string, unknown> | null;
}
async function call(method: 'GET' | 'POST', url: string, opts: { token?: string; json?: unknown; form?: Record<string, string> } = {}): Promise<Answer> {
  const body = opts.json !== undefined ? JSON.stringify(opts.json) : opts.form ? new URLSearchParams(opts.form).toString() : undefined;
  const res = await request(`${BASE}${url}`, {
    method,
    dispatcher: agent,
    headers: {
      ...headers(opts.token, opts.json !== undefined),
      ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body,
  });
  const text = await res.body.text();
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not an envelope: a proxy's page */
  }
  return { status: res.statusCode, code: typeof parsed?.code === 'number' ? parsed.code : null, body: parsed };
}

interface Student {
  username: string;
  password: string;
  token: string;
}

export async function prepare(): Promise<{ students: Student[]; schoolIds: string[] }> {
  const login = await call('POST', '/api/auth/login', { form: { username: 'admin', password: ADMIN_PASSWORD } });
  if (login.code !== 200) throw new Error(`admin login: ${String(login.body?.message ?? login.status)} (set ADMIN_PASSWORD)`);
  const admin = String(login.body!.result);
  const run = randomBytes(3).toString('hex');
  const students: Student[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const username = `load${run}${i}`;
    const password = `Load${run}x${i}`;
    const added = await call('POST', '/api/user/admin/add', { token: admin, form: { username, password, nickname: `压测学生${i}` } });
    if (added.code !== 200) throw new Error(`add ${username}: ${String(added.body?.message)}`);
    const signed = await call('POST', '/api/auth/login', { form: { username, password } });
    if (signed.code !== 200) throw new Error(`login ${username}: ${String(signed.body?.message)}`);
    students.push({ username, password, token: String(signed.body!.result) });
  }
  const page = await call('GET', '/api/schoolBaseInfo/getByPage?pageSize=100&province=44');
  const content = ((page.body?.result as { content?: Array<{ id: string }> } | undefined)?.content ?? []).map((s) => s.id);
  if (!content.length) throw new Error('no schools: does the site have the data set (DATA_DIR)?');
  const probe = await call('GET', recommendUrl(20_000), { token: students[0].token });
  if (probe.code !== 200) throw new Error(`recommendation: ${String(probe.body?.message ?? probe.status)}`);
  return { students, schoolIds: content };
}

/** A new student's question: a score and a rank (random up to 200,000, which the engine goes by), hardly ever asked twice in a run. */
const recommendUrl = (rank: number) =>
  `/api/yuanxiaoLqxxJssdt/getYxByCmd?mode=recommend&province=${encodeURIComponent(PROVINCE)}&subjectType=${encodeURIComponent(SUBJECT_TYPE)}&score=${Math.max(400, 690 - Math.floor(rank / 700))}&rank=${rank}&pageSize=20`;

/** Acknowledged saves, read back at the end. */
const saved = new Map<string, { token: string; name: string; version: number }>();

type Op = { name: string; weight: number; run: (ctx: { students: Student[]; schoolIds: string[] }) => Promise<Answer> };
const pick = <T>(xs: T[]) => xs[randomInt(xs.length)];

const OPS: Op[] =
  MIX === 'recommend'
    ? [{ name: 'recommend', weight: 1, run: ({ students }) => call('GET', recommendUrl(randomInt(1, 200_000)), { token: pick(students).token }) }]
    : [
        { name: 'index', weight: 15, run: () => call('GET', `/api/information/getIndex?province=${encodeURIComponent(PROVINCE)}&limit=20`) },
        {
          name: 'school search',
          weight: 15,
          run: () =>
            call('GET', `/api/schoolBaseInfo/getByPage?keyword=${encodeURIComponent(pick(['大学', '师范', '理工', '医科', 'qhdx', '中山']))}&pageSize=20`),
        },
        {
          name: 'school detail',
          weight: 15,
          run: ({ students, schoolIds }) => call('GET', `/api/schoolBaseInfo/schoolGeneralSituation?id=${pick(schoolIds)}`, { token: pick(students).token }),
        },
        {
          name: 'lines',
          weight: 15,
          run: ({ students, schoolIds }) =>
            call('GET', `/api/collegeScoreLine/get/${pick(schoolIds)}?province=${encodeURIComponent(PROVINCE)}`, { token: pick(students).token }),
        },
        { name: 'recommend', weight: 30, run: ({ students }) => call('GET', recommendUrl(randomInt(1, 200_000)), { token: pick(students).token }) },
        {
          name: 'form save',
          weight: 8,
          run: async ({ students }) => {
            const s = pick(students);
            // A student makes a few forms, then edits them (an edit carries the version it read: no lost update).
            const mine = [...saved].filter(([, f]) => f.token === s.token);
            const edit = mine.length >= 5 ? pick(mine) : undefined;
            const name = `压测志愿表 ${randomBytes(4).toString('hex')}`;
            const res = await call('POST', '/api/volunteerForm/save', {
              token: s.token,
              json: {
                ...(edit ? { id: edit[0], version: edit[1].version } : {}),
                name,
                province: PROVINCE,
                year: 2027,
                subjectType: SUBJECT_TYPE,
                subjects: ['物理', '化学', '生物'],
                batch: 2,
                score: 600,
                rank: randomInt(1, 200_000),
                rows: [],
              },
            });
            const result = res.body?.result as { id?: string; version?: number } | undefined;
            if (res.code === 200 && result?.id) saved.set(result.id, { token: s.token, name, version: result.version ?? 1 });
            return res;
          },
        },
        {
          name: 'login',
          weight: 2,
          run: ({ students }) => {
            const s = pick(students);
            return call('POST', '/api/auth/login', { form: { username: s.username, password: s.password } });
          },
        },
      ];
const TOTAL_WEIGHT = OPS.reduce((n, o) => n + o.weight, 0);
function nextOp(): Op {
  let r = randomInt(TOTAL_WEIGHT);
  for (const op of OPS) {
    if ((r -= op.weight) < 0) return op;
  }
  return OPS[0];
}

/** CPU seconds (user + system) of a process, from /proc. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
/** Processes of /proc whose command is `comm` (postgres), or the children of `parent` (nginx's workers). */
function processes(match: { comm?: string; parent?: number }): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if ((match.comm && comm === match.comm) || (match.parent && ppid === match.parent)) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}

/** What shares the machine: each instance, nginx (master and workers), PostgreSQL, Redis, this generator. */
function clusterPids(): Array<{ name: string; pids: number[] }> {
  const dir = path.join(root, 'var', 'cluster');
  const named = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.pid'))
        .map((f) => ({ name: f.replace(/\.pid$/, ''), pid: Number(fs.readFileSync(path.join(dir, f), 'utf8')) }))
        .filter((p) => p.pid > 0)
        .map((p) => ({ name: p.name, pids: p.name === 'nginx' ? [p.pid, ...processes({ parent: p.pid })] : [p.pid] }))
    : [];
  return [
    ...named,
    { name: 'postgres', pids: processes({ comm: 'postgres' }) },
    { name: 'redis', pids: processes({ comm: 'redis-server' }) },
    { name: 'generator', pids: [process.pid] },
  ].filter((p) => p.pids.length);
}

/** The machine's busy share of all its cores, from /proc/stat (idle and iowait are not busy). */
function machineTicks(): { busy: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - fields[3] - fields[4], total };
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

/** One outcome: when it was due (seconds into the step), its latency, and its error kind (null when answered 200). */
export interface Sample {
  at: number;
  ms: number;
  error: string | null;
}

export async function step(rate: number, ctx: { students: Student[]; schoolIds: string[] }, seconds = SECONDS, samples?: Sample[]) {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const perOp = new Map<string, number[]>();
  const pids = clusterPids();
  const cpuOf = (p: { pids: number[] }) => p.pids.reduce<number | null>((n, pid) => (n === null ? null : (cpuSeconds(pid) ?? 0) + n), 0);
  const cpuBefore = pids.map(cpuOf);
  const machineBefore = machineTicks();
  const start = performance.now();
  let sent = 0;
  let done = 0;
  let lastDone = start;
  const pending: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now, each stamped with the time it was due.
      while (sent < total && start + (sent * 1000) / rate <= now) {
        const due = start + (sent * 1000) / rate;
        const op = nextOp();
        sent += 1;
        pending.push(
          op
            .run(ctx)
            .then((a) => {
              const ms = performance.now() - due;
              latencies.push(ms);
              (perOp.get(op.name) ?? perOp.set(op.name, []).get(op.name)!).push(ms);
              let kind: string | null = null;
              if (a.status >= 500 || (a.code !== null && a.code >= 500) || a.code === null)
                kind = `${op.name}: HTTP ${a.status}${a.code !== null ? ` code ${a.code}` : ''}`;
              else if (a.code !== 200) kind = `${op.name}: code ${a.code} ${String(a.body?.message ?? '').slice(0, 40)}`;
              if (kind) errors.set(kind, (errors.get(kind) ?? 0) + 1);
              samples?.push({ at: (due - start) / 1000, ms, error: kind });
            })
            .catch((err: Error) => {
              const kind = `${op.name}: ${err.message.slice(0, 60)}`;
              errors.set(kind, (errors.get(kind) ?? 0) + 1);
              samples?.push({ at: (due - start) / 1000, ms: performance.now() - due, error: kind });
            })
            .finally(() => {
              done += 1;
              lastDone = performance.now();
            }),
        );
      }
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const wall = (lastDone - start) / 1000;
  const cpu = pids.map((p, i) => {
    const after = cpuOf(p);
    const before = cpuBefore[i];
    return after !== null && before !== null ? `${p.name} ${Math.round(((after - before) / wall) * 100)}%` : `${p.name} ?`;
  });
  const machineAfter = machineTicks();
  cpu.push(`machine ${Math.round(((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100)}% of all cores`);
  latencies.sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((n, v) => n + v, 0);
  console.log(
    `offered ${rate}/s, served ${(done / wall).toFixed(0)}/s over ${wall.toFixed(1)} s: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, p99.9 ${quantile(latencies, 0.999).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms; errors ${errorCount}${cpu.length ? `; CPU ${cpu.join(', ')}` : ''}`,
  );
  if (MIX === 'full')
    for (const [name, xs] of perOp) {
      xs.sort((a, b) => a - b);
      console.log(`    ${name}: ${xs.length} calls, p50 ${quantile(xs, 0.5).toFixed(1)} ms, p99 ${quantile(xs, 0.99).toFixed(1)} ms`);
    }
  for (const [kind, n] of errors) console.log(`    ${n} × ${kind}`);
  return { p99: quantile(latencies, 0.99), errors: errorCount };
}

/** Every acknowledged save read back with its name and version; the number lost. */
export async function readBack(): Promise<number> {
  let lost = 0;
  for (const [id, s] of saved) {
    let res = await call('GET', `/api/volunteerForm/get/${id}`, { token: s.token });
    // A refusal for the moment (429, 503) is asked again: only a form that is not there counts as lost.
    for (let i = 0; i < 10 && (res.code === 429 || res.code === 503 || res.code === null); i++) {
      await new Promise((r) => setTimeout(r, 500 * (i + 1)));
      res = await call('GET', `/api/volunteerForm/get/${id}`, { token: s.token });
    }
    const form = res.body?.result as { name?: string; version?: number } | undefined;
    if (res.code !== 200 || form?.name !== s.name || form?.version !== s.version) lost += 1;
  }
  return lost;
}

export const savedCount = () => saved.size;
export { agent, BASE };

async function main() {
  const ctx = await prepare();
  console.log(`load on ${BASE}, mix ${MIX}, ${SECONDS} s per step, ${STUDENTS} students, ${new Date().toISOString()}`);
  for (const rate of RATES) {
    const r = await step(rate, ctx);
    if (r.p99 > 1000) {
      console.log('p99 over 1 s: stopping the steps here');
      break;
    }
  }
  if (saved.size) {
    const lost = await readBack();
    console.log(`form saves acknowledged: ${saved.size}; read back intact: ${saved.size - lost}; lost: ${lost}`);
    if (lost) process.exitCode = 1;
  }
  await agent.close();
}

if (process.argv[1]?.endsWith('load.ts')) await main();
