import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

/**
 * Issue 16 item 12: the builds leave a .br and a .gz copy beside each text file
 * (vite-plugin-compression2); the server sends the copy the browser accepts.
 */

const SCRIPT = `export const text = ${JSON.stringify('志愿通 '.repeat(400))};\n`;
const SHELL = `<!doctype html><title>web</title><script type="module" src="./assets/app-abc123.js"></script>${' '.repeat(600)}`;

function distWithCopies(root: string, name: string): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const write = (file: string, body: string, copies = true) => {
    fs.writeFileSync(path.join(dir, file), body);
    if (!copies) return;
    fs.writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(Buffer.from(body)));
    fs.writeFileSync(path.join(dir, `${file}.gz`), gzipSync(Buffer.from(body)));
  };
  write('index.html', SHELL);
  write('assets/app-abc123.js', SCRIPT);
  // A file below the build's threshold has no copies: sent as it is.
  write('assets/tiny-abc123.js', 'export {};', false);
  return dir;
}

let tmp: string;
let t: TestApp;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-precompressed-'));
  t = await createTestApp({ WEB_DIST: distWithCopies(tmp, 'web'), ADMIN_DIST: distWithCopies(tmp, 'admin') });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('sends brotli to a browser that accepts it, with Vary and the JavaScript type', async () => {
    for (const url of ['/assets/app-abc123.js', '/admin/assets/app-abc123.js']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
      expect(String(res.headers['content-type']), url).toMatch(/javascript/);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(SCRIPT);
      expect(res.rawPayload.length, url).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
    }
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the HTML shell at / and keeps it revalidated (no-cache, 304 on its own ETag)', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['content-type'])).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
    const again = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('gives each encoding its own ETag', async () => {
    const tags = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': encoding } });
      tags.add(String(res.headers.etag));
    }
    expect(tags.size).toBe(3);
  });

  it('sends a file without copies as it is', async () => {
    const res = await t.app.inject({ url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};');
  });

  it('gives the copies no URL of their own', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br', '/admin/assets/app-abc123.js.gz']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
