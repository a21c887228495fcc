import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileView } from '@zhiyuan/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * A full disk under the files folder (issue 33 item 4): a real filesystem that fills up (a 256 KB
 * tmpfs mounted over the folder; needs root, skipped otherwise). An upload that does not fit answers
 * 507 in words and leaves nothing half-written; what was stored stays readable; freeing space lets the
 * next upload through.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-full-'));
// Whether a tmpfs can be mounted here at all (tried on a folder of its own first).
const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'zy-full-probe-'));
const canMount = process.platform === 'linux' && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0;
if (canMount) spawnSync('umount', [probe]);
fs.rmSync(probe, { recursive: true, force: true });
if (!canMount) console.warn('[disk-full.test] SKIPPED: cannot mount a small tmpfs here (needs root)');
let mounted = false;

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  if (mounted) spawnSync('umount', [folder]);
  fs.rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(!canMount)('uploads when the files folder is full', () => {
  it('answers 507 without half a file, keeps what was stored, and takes uploads again once space is freed', async () => {
    t = await createTestApp({ FILES_DIR: folder, LOCAL_STORAGE_ROOT: folder });
    const admin = await t.login();
    // The small disk goes over the folder once the app has started (its seed puts lesson videos there).
    mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', folder]).status === 0;
    expect(mounted).toBe(true);
    // PDFs of 60 KB: four fit in 256 KB, the fifth does not.
    const pdf = (i: number) =>
      Buffer.concat([Buffer.from(`%PDF-1.4\n%${i}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`), Buffer.alloc(60 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const upload = (i: number) =>
      t!.call<FileView>({
        method: 'POST',
        url: '/api/upload/file?detail=1',
        token: admin,
        payload: { base64: pdf(i).toString('base64'), title: `简章-${i}.pdf` },
      });
    const stored: FileView[] = [];
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    for (let i = 0; i < 30 && !refused; i++) {
      const res = await upload(i);
      if (res.code === 200) stored.push(res.result);
      else if (res.code !== 507) throw new Error(JSON.stringify(res));
      else refused = res;
    }
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(refused).toMatchObject({ code: 507, message: '文件存储空间已满，文件未保存；请联系管理员清理空间' });
    // Nothing half-written is left taking space.
    const leftovers = (fs.readdirSync(folder, { recursive: true }) as string[]).filter((f) => f.endsWith('.part'));
    expect(leftovers).toEqual([]);
    // What was stored is still served, byte for byte.
    const first = await t.app.inject({ method: 'GET', url: stored[0].url });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(pdf(0))).toBe(true);
    // The rest of the site is not affected.
    expect((await t.call({ method: 'GET', url: '/api/health' })).code).toBe(200);

    // Space freed (the admin deletes a file): the next upload goes through.
    const del = await t.call({ method: 'POST', url: '/api/file/delete', token: admin, payload: { ids: stored[0].id } });
    expect(del.code, del.message).toBe(200);
    expect((await upload(99)).code).toBe(200);
  });
});
