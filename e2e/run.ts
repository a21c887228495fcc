/**
 * Browser tests: the real server with the built apps, Debian's Chromium, desktop and phone
 * viewports. Cases live in e2e/cases/*.ts (each exports `cases`); every page visited is saved
 * under e2e/screenshots/. E2E_ONLY=<text> runs the cases whose name contains it. Ends with
 * "N passed, N failed".
 */
import fs from 'node:fs';
import path from 'node:path';
import { api, launchBrowser, root, startServer, type Case } from './harness.ts';
import { ctx, USER } from './context.ts';

async function loadCases(): Promise<Case[]> {
  const dir = path.join(root, 'e2e', 'cases');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort((a, b) => (a === 'core.ts' ? -1 : b === 'core.ts' ? 1 : a.localeCompare(b)));
  const all: Case[] = [];
  for (const f of files) {
    const mod = (await import(path.join(dir, f))) as { cases?: Case[] };
    all.push(...(mod.cases ?? []));
  }
  return all;
}

async function main() {
  const reportIndex = process.argv.indexOf('--report');
  const reportPath = reportIndex > 0 ? process.argv[reportIndex + 1] : undefined;
  const only = process.env.E2E_ONLY;
  let passed = 0;
  let failed = 0;
  try {
    const cases = await loadCases();
    ctx.server = await startServer();
    ctx.dataMode = ctx.server.dataMode;
    ctx.browser = await launchBrowser();
    const reg = await api(ctx.server.base, '/auth/register', { form: USER });
    if (reg.code !== 200) throw new Error(`register ${USER.username}: ${reg.message}`);
    // The cases take the student's exam province to be 广东: the profile holds it (its one source, issue 16 item 4).
    const login = await api<string>(ctx.server.base, '/auth/login', { form: { username: USER.username, password: USER.password } });
    const edit = await fetch(`${ctx.server.base}/api/user/edit`, { method: 'POST', headers: { accessToken: login.result, 'content-type': 'application/json' }, body: JSON.stringify({ province: '广东' }) });
    const edited = (await edit.json()) as { code: number; message: string };
    if (edited.code !== 200) throw new Error(`set ${USER.username}'s province: ${edited.message}`);
    for (const c of cases) {
      if (only && !c.name.includes(only)) continue;
      const started = Date.now();
      try {
        await c.run();
        passed += 1;
        console.log(`  ✓ ${c.name} (${Date.now() - started} ms)`);
      } catch (err) {
        failed += 1;
        console.log(`  ✗ ${c.name}\n    ${err instanceof Error ? err.message.split('\n').slice(0, 6).join('\n    ') : String(err)}`);
      }
    }
  } catch (err) {
    failed += 1;
    console.log(`  ✗ harness: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await ctx.browser?.close().catch(() => undefined);
    await ctx.server?.stop().catch(() => undefined);
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  if (reportPath) fs.writeFileSync(reportPath, JSON.stringify({ passed, failed }));
  process.exit(failed ? 1 : 0);
}

void main();
