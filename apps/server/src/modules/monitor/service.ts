import { timingSafeEqual, createHash } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import { metricsRegistry } from '../../lib/metrics.ts';
import type { SharedState } from '../../lib/state.ts';
import type { FileStorage } from '../file/storage.ts';
import { StorageNotFound } from '../file/storage.ts';
import { instanceFacts, type ServerSampler } from './sampler.ts';
import type { ActuatorView, HealthState, MetricFamilyView, ReadinessView, ServerStatus } from '@zhiyuan/shared';

/** The permission that opens /metrics to a signed-in admin (the 服务监控 screen's). */
export const MONITOR_PERMISSION = 'sys:monitor:view';

/** How long one readiness check may take before it counts as down. */
const CHECK_TIMEOUT_MS = 2000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an `Authorization: Bearer …` header carries the configured scrape token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return Boolean(match) && timingSafeEqual(digest(match![1]), digest(token));
}

/**
 * Who may read the metrics: a scraper with the bearer token, or a signed-in user holding
 * MONITOR_PERMISSION. Nobody else, and the refusal says nothing about what is there
 * (XBoot's open actuator is the anti-example).
 */
export async function authorizeScrape(input: { authorization?: string; token?: string; signedIn: boolean; holds: () => Promise<boolean> }): Promise<void> {
  if (bearerMatches(input.authorization, input.token)) return;
  if (!input.signedIn) throw new AppError(401, 'unauthorized');
  if (!(await input.holds())) throw new AppError(403, 'forbidden');
}

/** The Prometheus text of this process, and its content type. */
export async function scrape(): Promise<{ contentType: string; text: string }> {
  return { contentType: metricsRegistry.contentType, text: await metricsRegistry.metrics() };
}

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref())]);

const stateOf = async (work: () => Promise<unknown>): Promise<HealthState> => {
  try {
    await within(work());
    return 'up';
  } catch {
    return 'down';
  }
};

export interface ReadinessDeps {
  pingDatabase: () => Promise<void>;
  state: SharedState;
  storage: () => Promise<FileStorage>;
}

/**
 * Whether this instance can serve: the database answers, the shared state (Redis when configured)
 * answers a read, and the chosen file store answers (a read of a key that is not there: "not found"
 * is an answer, an error or a timeout is not). Terse on purpose: states only, no host or message.
 */
export async function readiness(deps: ReadinessDeps): Promise<{ ready: boolean; checks: ReadinessView['checks'] }> {
  const [database, sharedState, storage] = await Promise.all([
    stateOf(deps.pingDatabase),
    stateOf(() => deps.state.get('zy:ready:probe')),
    stateOf(async () => {
      try {
        // A key of the store's own shape in a month that never exists: "not found" is the expected answer.
        await (await deps.storage()).get(`0000/00/${'0'.repeat(32)}.probe`, { start: 0, end: 0 });
      } catch (err) {
        if (err instanceof StorageNotFound) return;
        throw err;
      }
    }),
  ]);
  return { ready: database === 'up' && sharedState === 'up' && storage === 'up', checks: { database, sharedState, storage } };
}

/** What the 服务监控 screen shows: the instance, a reading now, the database pool and the last hour. */
export async function serverStatus(deps: {
  sampler: ServerSampler;
  instanceId: string;
  version: string;
  database: { kind: string; pool?: () => { total: number; idle: number; waiting: number } };
  sharedState: string;
  jobs: () => Promise<{ waiting: number; failed: number } | null>;
}): Promise<ServerStatus> {
  const [now, jobs] = await Promise.all([deps.sampler.take(), deps.jobs().catch(() => null)]);
  return {
    instance: { id: deps.instanceId, ...instanceFacts(deps.version), uptimeSeconds: Math.round(process.uptime()) },
    database: { kind: deps.database.kind, pool: deps.database.pool?.() ?? null },
    sharedState: deps.sharedState,
    jobs,
    now,
    history: [...deps.sampler.history()],
  };
}

/**
 * Actuator监控: the instance and its metrics as prom-client reads them (`getMetricsAsJSON`), without the
 * histograms' buckets (their count and sum say it in two lines; the buckets are in the Prometheus text).
 */
export async function actuator(deps: { instanceId: string; version: string }): Promise<ActuatorView> {
  const facts = instanceFacts(deps.version);
  const families = await metricsRegistry.getMetricsAsJSON();
  const metrics: MetricFamilyView[] = families.map((f) => ({
    name: f.name,
    help: f.help,
    type: String(f.type),
    values: f.values
      .map((v) => ({
        metricName: (v as { metricName?: string }).metricName ?? f.name,
        labels: { ...v.labels } as Record<string, string | number>,
        value: v.value,
      }))
      .filter((v) => !v.metricName.endsWith('_bucket')),
  }));
  return {
    instance: {
      id: deps.instanceId,
      hostname: facts.hostname,
      pid: facts.pid,
      node: facts.node,
      version: facts.version,
      startedAt: facts.startedAt,
      uptimeSeconds: Math.round(process.uptime()),
    },
    metrics,
  };
}
