import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { ServerSample } from '@zhiyuan/shared';

/** Every 10 s, an hour kept: 360 readings per instance. */
export const SAMPLE_EVERY_MS = 10_000;
export const SAMPLES_KEPT = 360;

const timed = async (work: () => Promise<unknown>): Promise<number | null> => {
  const started = performance.now();
  try {
    await work();
    return Math.round((performance.now() - started) * 100) / 100;
  } catch {
    return null;
  }
};

/**
 * Readings of this process, taken on a timer of its own: each instance watches itself (this is no
 * job: it must run on every instance, not once for the cluster), kept in memory for the last hour and
 * lost on restart, as a monitor's recent history is.
 */
export function serverSampler(
  probes: { pingDatabase: () => Promise<void>; readState: () => Promise<unknown> },
  opts: { everyMs?: number; kept?: number } = {},
) {
  const everyMs = opts.everyMs ?? SAMPLE_EVERY_MS;
  const kept = opts.kept ?? SAMPLES_KEPT;
  const samples: ServerSample[] = [];
  const loop = monitorEventLoopDelay({ resolution: 20 });
  let cpu = process.cpuUsage();
  let cpuAt = performance.now();
  let timer: NodeJS.Timeout | undefined;

  async function take(): Promise<ServerSample> {
    const used = process.cpuUsage(cpu);
    const now = performance.now();
    const elapsedUs = Math.max(1, (now - cpuAt) * 1000);
    cpu = process.cpuUsage();
    cpuAt = now;
    const memory = process.memoryUsage();
    const [dbMs, stateMs] = await Promise.all([timed(probes.pingDatabase), timed(probes.readState)]);
    const sample: ServerSample = {
      time: Date.now(),
      cpuPercent: Math.round(((used.user + used.system) / elapsedUs) * 1000) / 10,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      loopDelayP99Ms: Math.round(loop.percentile(99) / 1e4) / 100,
      loopDelayMaxMs: Math.round(loop.max / 1e4) / 100,
      dbMs,
      stateMs,
    };
    loop.reset();
    samples.push(sample);
    if (samples.length > kept) samples.splice(0, samples.length - kept);
    return sample;
  }

  return {
    start() {
      if (timer) return;
      loop.enable();
      timer = setInterval(() => void take().catch(() => undefined), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      loop.disable();
    },
    /** A reading now (also kept), for the screen's first paint and for tests. */
    take,
    history: (): readonly ServerSample[] => samples,
  };
}

export type ServerSampler = ReturnType<typeof serverSampler>;

/** What does not change while the process runs. */
export function instanceFacts(version: string) {
  return {
    hostname: os.hostname(),
    pid: process.pid,
    node: process.version,
    platform: `${os.type()} ${os.release()} (${process.arch})`,
    cpus: os.cpus().length,
    totalMemoryBytes: os.totalmem(),
    version,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  };
}
