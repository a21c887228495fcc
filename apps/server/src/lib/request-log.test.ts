import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { isQuietRoute } from './request-log.ts';

describe('request log at info', () => {
  let t: TestApp;
  let web: string;
  const lines: { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const INFO = 30;

  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>t</title>');
    fs.writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ LOG_LEVEL: 'info', WEB_DIST: web }, stream);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  /** The info-or-above lines written for one request (its reqId ties "incoming" to "completed"). */
  async function linesOf(url: string) {
    const from = lines.length;
    const res = await t.app.inject({ method: 'GET', url });
    await new Promise((r) => setImmediate(r));
    return { status: res.statusCode, info: lines.slice(from).filter((l) => l.level >= INFO) };
  }

  it('writes no info line for a static file, the site shell, /api/health or the import-status poll', async () => {
    for (const url of ['/assets/app-abc123.js', '/', '/api/health', '/api/dataImport/status']) {
      const { status, info } = await linesOf(url);
      expect(status, url).toBe(200);
      expect(info, url).toEqual([]);
    }
  });

  it('still writes the request lines of an API call, and of a path no route serves', async () => {
    const api = await linesOf('/api/common/captcha/init');
    expect(api.info.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(api.info[0].req?.url).toBe('/api/common/captcha/init');
    const missing = await linesOf('/nowhere.js');
    expect(missing.status).toBe(404);
    expect(missing.info.length).toBeGreaterThan(0);
  });

  it('keeps static files and health checks at debug, every other API route at info', () => {
    expect(isQuietRoute('/assets/*')).toBe(true);
    expect(isQuietRoute('/admin/')).toBe(true);
    expect(isQuietRoute('/api/health')).toBe(true);
    expect(isQuietRoute('/api/auth/login')).toBe(false);
    expect(isQuietRoute('/api/healthcheck')).toBe(false);
    expect(isQuietRoute(undefined)).toBe(false);
  });
});
