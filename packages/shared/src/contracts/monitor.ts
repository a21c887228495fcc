/** 服务监控 (GET /api/monitor/server): one instance of the server, now and over the last hour. */
import type { DataMode } from './reference.ts';

/** A readiness check: the dependency answered in time, or not. */
export type HealthState = 'up' | 'down';

/** GET /api/health/live: the process answers. */
export interface LivenessView {
  status: 'up';
}

/**
 * GET /api/health/ready: states only, no host or message. Down (HTTP 503) when one check is: the
 * same shape then, in an envelope of code 503.
 */
export interface ReadinessView {
  status: HealthState;
  checks: { database: HealthState; sharedState: HealthState; storage: HealthState };
}

/**
 * Where verification codes go, per channel: a real provider (Aliyun, Tencent, SMTP), the
 * development outbox (开发发件箱: kept for an admin to read, never reaches the user), or nowhere.
 * Only the kind: no host, key or account, as /api/health is public.
 */
export type CodeDelivery = 'provider' | 'outbox' | 'none';

export interface DeliveryStatus {
  delivery: { sms: CodeDelivery; email: CodeDelivery };
  /** True while any channel's codes go to the outbox instead of users (the default outside production). */
  codesToOutbox: boolean;
}

/** GET /api/health (public): liveness, the kinds of the dependencies, and where verification codes go. */
export interface HealthStatus extends DeliveryStatus {
  status: 'up';
  /** postgres or pglite */
  database: string;
  /** memory or redis */
  sharedState: string;
  /** What the database holds (an import by the CLI elsewhere counts). */
  dataMode: DataMode;
  uptimeSeconds: number;
}

/** One reading of the instance (every 10 s, an hour kept, and one at each look). */
export interface ServerSample {
  /** Epoch milliseconds. */
  time: number;
  /** CPU used by the process since the previous reading, in % of one core. */
  cpuPercent: number;
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** The event loop's delay over the interval, in milliseconds. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** A `select 1` round trip in ms, or null when the database did not answer. */
  dbMs: number | null;
  /** A shared-state read round trip in ms (Redis when configured), or null when it did not answer. */
  stateMs: number | null;
}

export interface ServerStatus {
  instance: {
    /** A new random id at each start: which of several instances answered. */
    id: string;
    hostname: string;
    pid: number;
    node: string;
    platform: string;
    cpus: number;
    totalMemoryBytes: number;
    version: string;
    startedAt: string;
    uptimeSeconds: number;
  };
  database: { kind: string; pool: { total: number; idle: number; waiting: number } | null };
  sharedState: string;
  /** 定时任务 runs waiting in the queue and failed for good (every instance's queue is the same), or null where this instance does not run jobs. */
  jobs: { waiting: number; failed: number } | null;
  now: ServerSample;
  history: ServerSample[];
}

/** 缓存监控 (GET /api/redis/getAllByPage, /redis/getByKey/{key}): one key of the product's shared state. */
export interface CacheKeyView {
  key: string;
  /** Cut to 150 characters in a listing; a secret shows only its length. */
  value: string | null;
  /** Seconds left, -1 without expiry (XBoot's expireTime). */
  expireTime: number;
  /** Whether `/redis/save` may write it (only `custom:` keys). */
  isEditable: boolean;
  namespace: string;
  description: string;
  secret: boolean;
}

/** How many keys the store holds (GET /api/redis/getKeySize), and when it was read (epoch ms). */
export interface CacheKeySize {
  keySize: number;
  time: number;
}

/** Memory the store uses (GET /api/redis/getMemory), in bytes, and when it was read (epoch ms). */
export interface CacheMemory {
  memory: number;
  time: number;
}

/** How many keys /redis/delByKeys or /redis/delAll deleted. */
export interface CacheKeysDeleted {
  deleted: number;
}

export interface CacheInfoField {
  key: string;
  value: string;
  description: string;
}

/** One metric of GET /api/monitor/metrics (Actuator监控): prom-client's family, histogram buckets left out. */
export interface MetricFamilyView {
  name: string;
  help: string;
  /** counter | gauge | histogram | summary */
  type: string;
  values: { metricName: string; labels: Record<string, string | number>; value: number }[];
}

/** Actuator监控: this instance's facts and its metrics as JSON (the Prometheus text is /api/metrics). */
export interface ActuatorView {
  instance: { id: string; hostname: string; pid: number; node: string; version: string; startedAt: string; uptimeSeconds: number };
  metrics: MetricFamilyView[];
}
