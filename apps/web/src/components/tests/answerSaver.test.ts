import { describe, expect, it, vi } from 'vitest';
import { createAnswerSaver, type SaveBatch, type SaveState } from './answerSaver.ts';

/** A saver on a hand-driven clock: timers run only when `tick` says so. */
function setup(save: (batch: SaveBatch) => Promise<unknown>) {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const states: SaveState[] = [];
  const saver = createAnswerSaver({
    save,
    delay: 800,
    maxWait: 4000,
    now: () => now,
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id) => {
      const at = timers.findIndex((t) => t.id === id);
      if (at !== -1) timers.splice(at, 1);
    },
    onState: (s) => states.push(s),
  });
  const tick = async (ms: number) => {
    now += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at <= now) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    }
    await new Promise((r) => setTimeout(r, 0));
  };
  return { saver, tick, states };
}

describe('saving answers as the user goes', () => {
  it('sends answers together after a pause, in one call', async () => {
    const save = vi.fn(async () => undefined);
    const { saver, tick, states } = setup(save);
    saver.answer('q1', 3);
    await tick(300);
    saver.answer('q2', 1);
    await tick(300);
    saver.answer('q1', 4);
    expect(save).not.toHaveBeenCalled();
    await tick(800);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ answers: { q1: 4, q2: 1 } });
    expect(states.at(-1)).toBe('saved');
  });

  it('saves at least every maxWait while answers keep coming', async () => {
    const save = vi.fn(async () => undefined);
    const { saver, tick } = setup(save);
    for (let i = 0; i < 12; i++) {
      saver.answer(`q${i}`, 1);
      await tick(500);
    }
    // 6 s of answers every 0.5 s: the pause never comes, maxWait sends the eight of the first 4 s anyway.
    expect(save).toHaveBeenCalledTimes(1);
    expect(Object.keys((save.mock.calls[0] as unknown as [SaveBatch])[0].answers)).toHaveLength(8);
  });

  it('runs calls one at a time, so the second knows the sitting the first created', async () => {
    const order: string[] = [];
    let release!: () => void;
    const save = vi.fn(async (batch: SaveBatch) => {
      order.push(`start ${Object.keys(batch.answers).join(',')}`);
      if (order.length === 1) await new Promise<void>((r) => (release = r));
      order.push(`end ${Object.keys(batch.answers).join(',')}`);
    });
    const { saver } = setup(save);
    saver.answer('q1', 1);
    const first = saver.flush();
    await new Promise((r) => setTimeout(r, 0));
    // Answered while the first call is out: it waits for it.
    saver.answer('q2', 2);
    const second = saver.flush();
    await new Promise((r) => setTimeout(r, 0));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start q1', 'end q1', 'start q2', 'end q2']);
  });

  it('keeps what failed for the next try, under newer answers', async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Error('offline');
    });
    const { saver, states } = setup(save);
    saver.answer('q1', 1);
    saver.answer('q2', 1);
    await expect(saver.flush()).rejects.toThrow('offline');
    expect(states.at(-1)).toBe('error');
    saver.answer('q2', 4);
    fail = false;
    await saver.flush();
    expect(save).toHaveBeenLastCalledWith({ answers: { q1: 1, q2: 4 } });
    expect(saver.pendingCount()).toBe(0);
    expect(states.at(-1)).toBe('saved');
  });

  it('sends the context with the answers, and flush with nothing waiting makes no call', async () => {
    const save = vi.fn(async () => undefined);
    const { saver } = setup(save);
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.setContext({ mathPercentile: 80 });
    await saver.flush();
    expect(save).toHaveBeenCalledWith({ answers: {}, context: { mathPercentile: 80 } });
  });
});
