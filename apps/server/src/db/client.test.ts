import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireLock } from './client.ts';

describe('PGlite folder lock', () => {
  const dir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zy-lock-')), 'db');

  it('refuses a folder held by another live process', async () => {
    const folder = dir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.mkdirSync(path.dirname(folder), { recursive: true });
      fs.writeFileSync(`${folder}.lock`, String(other.pid));
      expect(() => acquireLock(folder)).toThrow(/in use by process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone, and releases it', () => {
    const folder = dir();
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.writeFileSync(`${folder}.lock`, '999999');
    const release = acquireLock(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
  });
});
