import type { Db } from './client.ts';
import { dataChanged, dataGeneration } from '../lib/data-changed.ts';
import { and, eq, gt } from 'drizzle-orm';
import { dataVersions, importRuns } from './schema/index.ts';

/** What a cached answer is made of: reference data (schools, lines, rank tables …) or content (dictionaries, articles, settings). */
export type CacheScope = 'reference' | 'content';

/** How often an instance reads the versions: a change made elsewhere is seen within this. */
export const DATA_VERSION_CHECK_MS = 2_000;

export interface DataVersionWatcher {
  /** The version of a scope as last read (epoch.version); undefined before the first read. */
  current(scope: CacheScope): string | undefined;
  /** Reads the versions now; one read at a time (a call meanwhile waits for the next). */
  refresh(): Promise<void>;
  close(): void;
}

/**
 * Follows the data versions (data_version, moved by triggers in the writing transaction) for the
 * HTTP cache (plugins/http-cache.ts): a read every DATA_VERSION_CHECK_MS and after an operator's
 * write here, never on a read's path. When reference data moved and no import is running, this
 * process's in-memory copies (school catalog, engine indexes) are dropped before the new version
 * is used, so an answer tagged with a version is made from that data or newer. During an import
 * the copies are kept until it ends (the import's own end moves the version once more).
 */
export function watchDataVersion(db: Db, opts: { everyMs?: number; onError?: (err: unknown) => void } = {}): DataVersionWatcher {
  let versions = new Map<string, string>();
  let reading: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let seenGeneration = dataGeneration();
  let closed = false;

  async function read(): Promise<void> {
    const { versions: rows, importing } = await readDataVersions(db);
    const next = new Map(rows.map((r) => [r.scope, `${r.epoch}.${r.version}`]));
    const before = versions.get('reference');
    if (before !== undefined && before !== next.get('reference') && !importing) {
      // An import in this process has said so itself (dataChanged at its end).
      if (seenGeneration === dataGeneration()) dataChanged();
      seenGeneration = dataGeneration();
    }
    if (importing && before !== undefined) next.set('reference', before);
    versions = next;
  }

  /** A read that starts after this call: the one running may have started before a write. */
  function refresh(): Promise<void> {
    if (!reading) {
      reading = read()
        .catch((err) => opts.onError?.(err))
        .finally(() => {
          reading = undefined;
        });
      return reading;
    }
    queued ??= reading.then(() => {
      queued = undefined;
      return closed ? undefined : refresh();
    });
    return queued;
  }

  const timer = setInterval(() => void refresh(), opts.everyMs ?? DATA_VERSION_CHECK_MS);
  timer.unref();

  return {
    current: (scope) => versions.get(scope),
    refresh,
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
}

/** An import another instance started this recently is taken as still running. */
export const RUNNING_FOR_AT_MOST_MS = 2 * 60 * 60 * 1000;

/**
 * The data versions (data_version, bumped by triggers) and whether an import is running now (a run
 * left `running` longer than an import can take is one whose process is gone).
 */
export async function readDataVersions(db: Db): Promise<{ versions: { scope: string; epoch: string; version: number }[]; importing: boolean }> {
  const [versions, running] = await Promise.all([
    db.select().from(dataVersions),
    db
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(and(eq(importRuns.status, 'running'), gt(importRuns.startedAt, new Date(Date.now() - RUNNING_FOR_AT_MOST_MS))))
      .limit(1),
  ]);
  return { versions, importing: running.length > 0 };
}
