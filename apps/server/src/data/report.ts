import type { FileSummary, ImportSummary } from '../db/schema/reference.ts';

/**
 * Collects what an import did, per file: rows read, imported, unchanged (already there) and
 * skipped by reason, plus school names that matched no institution. Never throws on bad rows:
 * importers call `skip(file, reason)` and go on.
 */
export class ImportReporter {
  private readonly files = new Map<string, FileSummary>();
  private readonly unmatched = new Map<string, { province: string; schoolName: string; rows: number }>();

  /** `onTouch` hears the file of every count as it is made (the run's progress, data/progress.ts). */
  constructor(private readonly onTouch?: (file: string) => void) {}

  private entry(file: string): FileSummary {
    let e = this.files.get(file);
    if (!e) {
      e = { file, read: 0, imported: 0, unchanged: 0, skipped: {} };
      this.files.set(file, e);
    }
    this.onTouch?.(file);
    return e;
  }

  /** The counts of one file so far (undefined before its first row). */
  file(name: string): Readonly<FileSummary> | undefined {
    return this.files.get(name);
  }

  read(file: string, n = 1) {
    this.entry(file).read += n;
  }
  imported(file: string, n = 1) {
    this.entry(file).imported += n;
  }
  unchanged(file: string, n = 1) {
    this.entry(file).unchanged += n;
  }
  skip(file: string, reason: string, n = 1) {
    const e = this.entry(file);
    e.skipped[reason] = (e.skipped[reason] ?? 0) + n;
  }
  unmatchedSchool(province: string, schoolName: string) {
    const key = `${province}|${schoolName}`;
    const u = this.unmatched.get(key) ?? { province, schoolName, rows: 0 };
    u.rows += 1;
    this.unmatched.set(key, u);
  }

  /** Each file's counts so far, copied (a progress snapshot while the run goes). */
  fileSummaries(): FileSummary[] {
    return [...this.files.values()].map((f) => ({ ...f, skipped: { ...f.skipped } }));
  }

  summary(): ImportSummary {
    return {
      files: [...this.files.values()],
      unmatched: [...this.unmatched.values()].sort((a, b) => b.rows - a.rows || a.province.localeCompare(b.province)),
    };
  }

  /** Human-readable lines for the CLI. */
  lines(): string[] {
    const out: string[] = [];
    for (const f of this.files.values()) {
      const skipped = Object.entries(f.skipped)
        .map(([r, n]) => `${r}: ${n}`)
        .join(', ');
      out.push(`${f.file}: read ${f.read}, imported ${f.imported}, unchanged ${f.unchanged}${skipped ? `, skipped (${skipped})` : ''}`);
    }
    if (this.unmatched.size) out.push(`unmatched school names: ${this.unmatched.size}`);
    return out;
  }
}
