/** Regenerates the "Every call" table of docs/api.md from the routes the server registers. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/client.ts';
import { memoryState } from '../lib/state.ts';
import { apiTable, withApiTable } from './api-table.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md');
const database = await openDatabase({ dir: null });
await migrate(database);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ADMIN_DIST: '/nonexistent' });
const app = await buildApp({ config, database, state: memoryState() });
await app.ready();
fs.writeFileSync(file, withApiTable(fs.readFileSync(file, 'utf8'), apiTable(app.routeAccess)));
await app.close();
await database.close();
console.log(`updated ${file}`);
