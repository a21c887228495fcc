import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrate, openDatabase, type Database } from '../db/client.ts';
import { seed } from '../seed.ts';
import { runImport, summaryLines } from './run.ts';
import { errorText } from '../lib/log-errors.ts';

/**
 * `npm run data:import -- --dir <DATA_DIR> [--limit N]`: imports the data set into the configured
 * database (DATABASE_URL, else PGlite under PGLITE_DIR), prints what it read, imported, left
 * unchanged and skipped per file, and exits non-zero when the import failed.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { dir: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) {
    process.stdout.write('Usage: npm run data:import -- [--dir] <data folder> [--limit <rows of admissions.csv.gz>]\n  The folder defaults to DATA_DIR.\n');
    return 0;
  }
  const config = loadConfig();
  // From the root, `npm run data:import -- --dir X` reaches us as a bare `X`: npm takes --dir for its own option.
  const dir = values.dir ?? positionals[0] ?? config.DATA_DIR;
  if (!dir) {
    process.stderr.write('No data folder: pass --dir <folder> or set DATA_DIR.\n');
    return 2;
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    process.stderr.write('--limit must be a positive whole number.\n');
    return 2;
  }

  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dir: config.PGLITE_DIR });
  } catch (err) {
    // Most often the PGlite folder held by a running server: it has its own import (DATA_DIR, or the admin's 数据导入 page).
    process.stderr.write(`Cannot open the database: ${errorText(err)}\n`);
    return 1;
  }
  try {
    await migrate(database);
    const seeded = await seed(database.db, { adminPassword: config.ADMIN_PASSWORD, menuComponents: config.MENU_COMPONENTS });
    if (seeded.generatedAdminPassword) {
      process.stdout.write(
        `\n  First start: created account "admin" with password ${seeded.generatedAdminPassword}\n  Set ADMIN_PASSWORD to choose it yourself. It will not be shown again.\n\n`,
      );
    }
    const log = (line: string) => process.stdout.write(`  ${line}\n`);
    process.stdout.write(`Importing ${path.resolve(dir)} into ${database.kind}${limit ? ` (first ${limit} admission rows)` : ''}\n`);
    const result = await runImport(database.db, { dir: path.resolve(dir), triggeredBy: 'cli', limit, log });
    process.stdout.write(
      `Summary per file:\n${summaryLines(result)
        .map((line) => `  ${line}`)
        .join('\n')}\n`,
    );
    if (result.status !== 'succeeded') {
      process.stderr.write(`Import ${result.status}: ${result.error ?? 'see the log above'}\n`);
      return 1;
    }
    process.stdout.write(`Import run ${result.runId} succeeded.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Import failed: ${errorText(err)}\n`);
    process.exit(1);
  },
);
