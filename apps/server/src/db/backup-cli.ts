/**
 * npm run db:backup [-- <folder>]     a new backup folder (default var/backups/<date-time>)
 * npm run db:restore -- <folder> --yes   replaces this configuration's database with the backup's
 *
 * The configuration is the server's (DATABASE_URL, else PGLITE_DIR; FILES_DIR; SETTINGS_KEY or its
 * file). The embedded database has one process: stop the server before either. docs/operations.md.
 */
import path from 'node:path';
import { loadConfig, repoRoot } from '../config.ts';
import { backup, BackupError, readBackup, restore } from './backup.ts';

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const target = args.find((a) => !a.startsWith('--'));
  if (command === 'backup') {
    const out = path.resolve(target ?? path.join(repoRoot, 'var', 'backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const m = await backup(config, out);
    const tables = Object.keys(m.database.rows).length;
    console.log(`backup written to ${out}`);
    console.log(
      `  database: ${m.database.kind}, ${m.database.file} (${m.database.bytes} bytes), migration ${m.database.migration ?? 'none'}, ${tables} tables`,
    );
    console.log(
      `  files: ${m.files.objects.length} ${m.files.copied ? 'copied' : 'listed'} from ${m.files.store} ${m.files.place}${m.files.missing.length ? `; ${m.files.missing.length} named by a row but missing from the store` : ''}`,
    );
    console.log(`  settings key: not in the backup (fingerprint ${m.settingsKey.fingerprint ?? 'none'}); keep it safe apart, restores need it`);
    return;
  }
  if (command === 'restore') {
    if (!target) throw new BackupError('name the backup folder: npm run db:restore -- <folder> --yes');
    if (!args.includes('--yes')) {
      const m = await readBackup(path.resolve(target));
      const where = config.DATABASE_URL
        ? 'the PostgreSQL database of DATABASE_URL'
        : `the embedded database in ${config.PGLITE_DIR} (moved aside, not deleted)`;
      console.log(`${target}: a ${m.database.kind} backup of ${m.createdAt}, migration ${m.database.migration ?? 'none'}, ${m.files.objects.length} files.`);
      console.log(`It replaces ${where}. Run again with --yes to restore.`);
      process.exitCode = 2;
      return;
    }
    const r = await restore(config, path.resolve(target));
    console.log(`restored ${target} (${r.manifest.database.kind}, migration ${r.manifest.database.migration ?? 'none'}); ${r.filesRestored} files put back`);
    if (r.keptAside) console.log(`  the database it replaced is kept at ${r.keptAside}`);
    console.log('  the server applies any newer migrations at its next start');
    return;
  }
  throw new BackupError('usage: backup-cli.ts backup [folder] | restore <folder> --yes');
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
});
