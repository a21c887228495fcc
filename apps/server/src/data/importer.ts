import type { Db } from '../db/client.ts';
import type { InstitutionMatcher } from './matcher.ts';
import type { ImportReporter } from './report.ts';

export interface ImportContext {
  /** Records read from each big file (admissions.csv.gz): tests import the first N real rows. */
  limit?: number;
  /** School names → institution ids, built after the catalog import. */
  matcher: InstitutionMatcher;
  /** Progress lines for the CLI and the server log. */
  log: (line: string) => void;
}

/** One importer of the data set: reads its files under `dir`, writes its table, reports every row. */
export type Importer = (db: Db, dir: string, report: ImportReporter, ctx: ImportContext) => Promise<void>;

/** The skip reason of a file that is not there (as `readCsv` reports it). */
export const FILE_MISSING = 'file missing';
