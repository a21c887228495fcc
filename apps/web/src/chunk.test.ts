import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@zhiyuan/shared';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk.ts';

describe('page chunks', () => {
  afterEach(() => vi.useRealTimers());

  it('raises a chunk-load error when a chunk has not loaded after 120 s', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk(() => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });

  it('turns a failed import into a chunk-load error', async () => {
    const error = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('recognises a failed style chunk (vite:preloadError) as a chunk-load error', () => {
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/index.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('passes a loaded chunk through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
