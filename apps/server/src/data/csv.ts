import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { ImportReporter } from './report.ts';

export type CsvRow = Record<string, string>;

/**
 * Reads one CSV file of the data set as records keyed by header, reporting every record as read
 * under the file's name. Headers lose the BOM and all whitespace (some carry embedded newlines);
 * cells are trimmed. A malformed record and an all-blank one are reported as skipped, never
 * thrown; a missing file is reported and gives null.
 */
export function readCsv(file: string, report: ImportReporter): CsvRow[] | null {
  const label = path.basename(file);
  if (!fs.existsSync(file)) {
    report.skip(label, 'file missing');
    return null;
  }
  const rows = parse(fs.readFileSync(file), {
    bom: true,
    columns: (header: string[]) => header.map((h) => h.replace(/\s+/g, '')),
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    on_skip: () => {
      report.read(label);
      report.skip(label, 'malformed row');
      return undefined;
    },
  }) as CsvRow[];
  report.read(label, rows.length);
  return rows.filter((row) => {
    const blank = Object.values(row).every((v) => !v);
    if (blank) report.skip(label, 'blank row');
    return !blank;
  });
}
