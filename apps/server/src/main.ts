import { loadConfig } from './config.ts';
import { openDatabase, migrate } from './db/client.ts';
import { seed } from './seed.ts';
import { loadDemoData } from './data/demo.ts';
import { describeImport, importIfChanged, summaryLines } from './data/run.ts';
import { openState } from './lib/state.ts';
import { buildApp } from './app.ts';
import { errorText } from './lib/log-errors.ts';
import { payConfig } from './modules/vip/pay-config.ts';
import { deliveryBannerLines, deliveryStatus } from './modules/system/delivery-status.ts';

/** Start: config → database → migrations → seed → listen; stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dir: config.PGLITE_DIR });
  await migrate(database);
  const seeded = await seed(database.db, { adminPassword: config.ADMIN_PASSWORD, menuComponents: config.MENU_COMPONENTS });
  // Reference data: with DATA_DIR the import of the data set runs here (import orchestrator); without it, the built-in demo set.
  if (!config.DATA_DIR) await loadDemoData(database.db);
  const { state, redis } = await openState(config.REDIS_URL);
  const app = await buildApp({ config, database, state, redis });
  // Ready first (its hooks seed what needs the app, e.g. the lecture hall's videos through the file
  // service), then the import: on PGlite's one connection a running import would hold those hooks
  // past Fastify's start timeout.
  await app.ready();
  if (config.DATA_DIR) {
    // A first import takes minutes: it runs beside the server in short transactions, and the
    // admin's 数据导入 page shows its progress. PGlite is held by this process alone, so a run
    // left 'running' there was interrupted.
    // Its progress goes to the terminal as plain lines (per step and file: counts and time), like
    // the banner below, unless the log level is above info; the log keeps one line for the result.
    const print = ['trace', 'debug', 'info'].includes(app.log.level) ? (line: string) => process.stdout.write(`  [data import] ${line}\n`) : () => {};
    void importIfChanged(database.db, config.DATA_DIR, { singleProcess: database.kind === 'pglite', log: print })
      .then((result) => {
        if (result.ran) for (const line of summaryLines(result, 10)) print(line);
        app.log.info(describeImport(result));
      })
      .catch((err: unknown) => app.log.error({ err }, 'data import failed'));
  }

  if (seeded.generatedAdminPassword) {
    // Printed once, to the terminal only (not through the logger, so it never reaches log storage).
    process.stdout.write(
      `\n  First start: created account "admin" with password ${seeded.generatedAdminPassword}\n  Set ADMIN_PASSWORD to choose it yourself. It will not be shown again.\n\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await state.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const base = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`;
  const docs = config.API_DOCS ? `${base}/api/docs` : 'docs not served (API_DOCS=false)';
  const codes = deliveryBannerLines(await deliveryStatus(app.settings))
    .map((line) => `  ${line}\n`)
    .join('');
  process.stdout.write(
    `\n  志愿通 is running (${config.NODE_ENV}, ${database.kind}${config.REDIS_URL ? ' + redis' : ''}, ${config.DATA_DIR ? 'real data' : 'demo data'})\n  Web:   ${base}/\n  Admin: ${base}/admin/\n  API:   ${docs}\n${codes}\n`,
  );
  if (config.PAY_SANDBOX) {
    const payMode = (await payConfig(app.settings.rows, true).active()).mode;
    const line =
      payMode === 'sandbox'
        ? 'PAY_SANDBOX=1: payment is in SANDBOX mode. 模拟扫码支付 makes anyone a member without paying; never run a public site like this.'
        : `PAY_SANDBOX=1 allows sandbox payment, but the stored pay setting is '${payMode}', so it is not in effect.`;
    process.stdout.write(`  WARNING ${line}\n\n`);
    app.log.warn({ payMode }, 'PAY_SANDBOX is set');
  }
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${errorText(err)}\n`);
  process.exit(1);
});
