import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of this process (issue 32 item 3), by prom-client: one registry per process, as
 * Prometheus scrapes one process (instance) at a time. Served at GET /api/metrics
 * (modules/monitor), never publicly: a bearer token (METRICS_TOKEN) or the 服务监控 permission.
 *
 * - the process: CPU, memory, heap, event-loop delay, GC (prom-client's default metrics);
 * - every HTTP answer by route pattern (never the raw URL: ids would make the label set unbounded),
 *   method and status (`http_request_duration_seconds`);
 * - the engine's own work: a recommendation computed, not one answered from a kept result
 *   (`zhiyuan_engine_recommend_seconds`, by province);
 * - data import runs by outcome (`zhiyuan_data_import_runs_total`);
 * - open live sockets (`zhiyuan_websocket_clients`);
 * - scheduled job runs by job class and outcome (`zhiyuan_job_runs_total`, modules/job).
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP answers by route pattern, method and status, in seconds',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const engineDuration = new Histogram({
  name: 'zhiyuan_engine_recommend_seconds',
  help: 'Recommendations computed by the engine (kept answers excluded), in seconds',
  labelNames: ['province'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const importRunsTotal = new Counter({
  name: 'zhiyuan_data_import_runs_total',
  help: 'Data import runs by outcome (succeeded, failed, empty)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const websocketClients = new Gauge({
  name: 'zhiyuan_websocket_clients',
  help: 'Live sockets open on this instance',
  registers: [metricsRegistry],
});

export const jobRunsTotal = new Counter({
  name: 'zhiyuan_job_runs_total',
  help: 'Job runs (定时任务) on this instance by job class and outcome (ok, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});
