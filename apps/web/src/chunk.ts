import { CHUNK_LOAD_TIMEOUT_MS } from '@zhiyuan/shared';

/** A page chunk (script or style) that failed or did not arrive in time (spec §8). */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_FAILURE =
  /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(`${error.name}: ${error.message}`);
}

/** Loads a chunk; a failure, or no answer after 120 s, becomes a ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(String((error as Error)?.message ?? error), { cause: error }));
      },
    );
  });
}

/**
 * Vite dispatches `vite:preloadError` when a chunk's script or CSS fails to preload. We let the
 * error go on (no preventDefault), so the dynamic import rejects and the error boundary shows a
 * retry; here it is only reported.
 */
export function installPreloadErrorReporter(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    console.error('chunk preload failed', (event as Event & { payload?: unknown }).payload);
  });
}
