/**
 * Saves a sitting's answers as the user goes (POST /testAnswer/insert): answers wait `delay` ms
 * after the last one (at most `maxWait` ms after the first unsaved one) and go together; calls run
 * one at a time, so the second call already knows the sitting the first one created. A failed call
 * keeps its answers for the next try (a newer answer to the same item wins).
 */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface SaveBatch {
  answers: Record<string, number>;
  context?: Record<string, string | number>;
}

export interface AnswerSaverDeps {
  save(batch: SaveBatch): Promise<unknown>;
  onState?(state: SaveState, error?: unknown): void;
  delay?: number;
  maxWait?: number;
  now?(): number;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface AnswerSaver {
  answer(itemId: string, value: number): void;
  setContext(context: Record<string, string | number>): void;
  /** Sends what waits now; resolves when everything given so far is saved, rejects when a call failed. */
  flush(): Promise<void>;
  /** Answers not yet saved. */
  pendingCount(): number;
  dispose(): void;
}

export const SAVE_DELAY_MS = 800;
export const SAVE_MAX_WAIT_MS = 4000;

export function createAnswerSaver(deps: AnswerSaverDeps): AnswerSaver {
  const delay = deps.delay ?? SAVE_DELAY_MS;
  const maxWait = deps.maxWait ?? SAVE_MAX_WAIT_MS;
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));

  let answers: Record<string, number> = {};
  let context: Record<string, string | number> | null = null;
  let timer: unknown = null;
  let firstPendingAt: number | null = null;
  let chain: Promise<void> = Promise.resolve();
  let disposed = false;

  const hasPending = () => Object.keys(answers).length > 0 || context !== null;
  const state = (s: SaveState, error?: unknown) => {
    if (!disposed) deps.onState?.(s, error);
  };

  function cancelTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  /** One call with what waits now, after the calls before it. */
  function send(): Promise<void> {
    cancelTimer();
    firstPendingAt = null;
    const run = chain.then(async () => {
      if (!hasPending()) return;
      const batch: SaveBatch = { answers };
      if (context) batch.context = context;
      answers = {};
      context = null;
      state('saving');
      try {
        await deps.save(batch);
        state(hasPending() ? 'pending' : 'saved');
      } catch (error) {
        // Keep what failed for the next try, under anything answered since.
        answers = { ...batch.answers, ...answers };
        if (batch.context && context === null) context = batch.context;
        state('error', error);
        throw error;
      }
    });
    // The chain goes on after a failure; the caller of this send sees it.
    chain = run.catch(() => undefined);
    return run;
  }

  function schedule() {
    if (disposed) return;
    const at = now();
    if (firstPendingAt === null) firstPendingAt = at;
    cancelTimer();
    const wait = Math.max(0, Math.min(delay, firstPendingAt + maxWait - at));
    state('pending');
    timer = setTimer(() => {
      timer = null;
      send().catch(() => undefined);
    }, wait);
  }

  return {
    answer(itemId, value) {
      answers[itemId] = value;
      schedule();
    },
    setContext(next) {
      context = { ...next };
      schedule();
    },
    flush: () => send(),
    pendingCount: () => Object.keys(answers).length,
    dispose() {
      cancelTimer();
      disposed = true;
    },
  };
}
