import type { FileSummary, ImportSummary } from '../db/schema/reference.ts';
import { ImportReporter } from './report.ts';

/** The steps of a run, by the key the admin shows (its i18n) and the label the terminal prints. */
export const IMPORT_STEPS = {
  catalog: 'catalog',
  aliases: 'school aliases',
  demoRows: 'demo rows removed',
  rankTables: 'rank tables',
  controlLines: 'control lines',
  admissions: 'admissions',
  guangdongMajors: '广东 majors',
  formatFiles: 'zhiyuan-import tables and other files',
  groupKeys: 'group keys',
  rematch: 'institutions rematched',
  derivedRanks: 'derived ranks',
  statistics: 'statistics',
} as const;
export type ImportStep = keyof typeof IMPORT_STEPS;

export interface ProgressOptions {
  /** Human-readable lines: the CLI's terminal, the server's stdout at a start with DATA_DIR. */
  log: (line: string) => void;
  /** Writes a snapshot of the counts (the import_run's summary while it runs). */
  save: (snapshot: ImportSummary) => Promise<void>;
  /** A snapshot is written at each new file and step, and at most this often in between. */
  saveEveryMs?: number;
  /** While one file is read, a line with its counts so far this often. */
  logEveryMs?: number;
  now?: () => number;
}

const n = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const skippedOf = (f: FileSummary) => Object.values(f.skipped).reduce((a, b) => a + b, 0);

/** `admissions.csv.gz: read 120,000 · imported 118,000 · unchanged 0 · skipped 2,000` */
export function fileLine(f: FileSummary): string {
  return `${f.file}: read ${n(f.read)} · imported ${n(f.imported)} · unchanged ${n(f.unchanged)} · skipped ${n(skippedOf(f))}`;
}

/**
 * The progress of one import run, per file, as it goes: the reporter's counts are written to the
 * run's record (so the admin's 数据导入 page sees them grow, and the site knows an import runs)
 * at each new file and step and about every second; the terminal gets a line at each step, a
 * line per file with its counts and time when its step ends, and the counts of a long file every
 * few seconds. Writing never stops the import: a failed write is logged once and the run goes on.
 */
export class ImportProgress {
  readonly report: ImportReporter;
  private readonly log: (line: string) => void;
  private readonly save: ProgressOptions['save'];
  private readonly saveEveryMs: number;
  private readonly logEveryMs: number;
  private readonly now: () => number;
  private readonly started: number;
  private current: { step: ImportStep; file: string | null } | null = null;
  private readonly fileTimes = new Map<string, { first: number; last: number }>();
  private stepFiles = new Set<string>();
  private lastSave = 0;
  private lastLog = 0;
  private writing: Promise<void> | null = null;
  private pending = false;
  private saveFailed = false;

  constructor(opts: ProgressOptions) {
    this.log = opts.log;
    this.save = opts.save;
    this.saveEveryMs = opts.saveEveryMs ?? 1000;
    this.logEveryMs = opts.logEveryMs ?? 5000;
    this.now = opts.now ?? Date.now;
    this.started = this.now();
    this.report = new ImportReporter((file) => this.touch(file));
  }

  private stamp(): string {
    return `[${seconds(this.now() - this.started).padStart(8)}]`;
  }

  /** Runs one step: a line at its start, then each file it read with its counts, then its time. */
  async step<T>(step: ImportStep, run: () => Promise<T>): Promise<T> {
    const t0 = this.now();
    this.current = { step, file: null };
    this.stepFiles = new Set();
    this.log(`${this.stamp()} ${IMPORT_STEPS[step]}…`);
    this.requestSave();
    const result = await run();
    for (const file of this.stepFiles) {
      const f = this.report.file(file);
      const times = this.fileTimes.get(file);
      if (f) this.log(`${this.stamp()}   ${fileLine(f)}${times ? ` (${seconds(times.last - times.first)})` : ''}`);
    }
    this.log(`${this.stamp()} ${IMPORT_STEPS[step]} done in ${seconds(this.now() - t0)}`);
    return result;
  }

  /** Every count the reporter makes lands here with its file. */
  private touch(file: string): void {
    const t = this.now();
    const times = this.fileTimes.get(file);
    if (times) times.last = t;
    else this.fileTimes.set(file, { first: t, last: t });
    this.stepFiles.add(file);
    if (this.current) this.current.file = file;
    if (!times || t - this.lastSave >= this.saveEveryMs) this.requestSave();
    if (!times) {
      this.lastLog = t;
    } else if (t - this.lastLog >= this.logEveryMs) {
      this.lastLog = t;
      const f = this.report.file(file);
      if (f) this.log(`${this.stamp()}   ${fileLine(f)} …`);
    }
  }

  /** The counts so far, as the run's summary holds them while it goes. */
  snapshot(): ImportSummary {
    return { files: this.report.fileSummaries(), unmatched: [], current: this.current ? { ...this.current } : null };
  }

  /** One write at a time; counts made during a write are written right after it. */
  private requestSave(): void {
    this.lastSave = this.now();
    if (this.writing) {
      this.pending = true;
      return;
    }
    this.writing = this.save(this.snapshot())
      .catch((err: unknown) => {
        if (!this.saveFailed) this.log(`progress not recorded: ${err instanceof Error ? err.message : String(err)}`);
        this.saveFailed = true;
      })
      .finally(() => {
        this.writing = null;
        if (this.pending) {
          this.pending = false;
          this.requestSave();
        }
      });
  }

  /** Waits for the writes under way (before the run's final summary is written over them). */
  async settle(): Promise<void> {
    this.pending = false;
    while (this.writing) await this.writing;
  }

  /** The closing lines: totals over all files and the run's time. */
  totalLine(): string {
    const files = this.report.fileSummaries();
    const total = files.reduce(
      (s, f) => ({ read: s.read + f.read, imported: s.imported + f.imported, unchanged: s.unchanged + f.unchanged, skipped: s.skipped + skippedOf(f) }),
      { read: 0, imported: 0, unchanged: 0, skipped: 0 },
    );
    return `${files.length} files: read ${n(total.read)} · imported ${n(total.imported)} · unchanged ${n(total.unchanged)} · skipped ${n(total.skipped)} in ${seconds(this.now() - this.started)}`;
  }
}
