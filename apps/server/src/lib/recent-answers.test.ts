import { describe, expect, it } from 'vitest';
import { AnswersByInput, answersOf, RecentAnswers } from './recent-answers.ts';

describe('recent answers', () => {
  it('computes a question once, keeps the most recently used, and drops the oldest beyond capacity', async () => {
    const answers = new RecentAnswers<string>(2);
    let computed = 0;
    const ask = (q: string) => answers.answer(q, async () => `${q}:${++computed}`);
    expect(await ask('a')).toBe('a:1');
    expect(await ask('b')).toBe('b:2');
    expect(await ask('a')).toBe('a:1'); // a is now the most recent
    expect(await ask('c')).toBe('c:3'); // b goes
    expect(answers.size).toBe(2);
    expect(await ask('a')).toBe('a:1');
    expect(await ask('b')).toBe('b:4');
  });

  it('shares a question being answered and forgets a failure', async () => {
    const answers = new RecentAnswers<number>(10);
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = () =>
      answers.answer('q', async () => {
        calls += 1;
        await gate;
        return calls;
      });
    const both = Promise.all([slow(), slow()]);
    release();
    expect(await both).toEqual([1, 1]);
    await expect(
      answers.answer('bad', async () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await Promise.resolve();
    expect(await answers.answer('bad', async () => 7)).toBe(7);
  });

  it('keeps one set per snapshot', () => {
    const sets = new WeakMap<object, RecentAnswers<number>>();
    const s1 = {};
    const s2 = {};
    expect(answersOf(sets, s1, 5)).toBe(answersOf(sets, s1, 5));
    expect(answersOf(sets, s2, 5)).not.toBe(answersOf(sets, s1, 5));
  });

  it('finds an answer by its frozen inputs and the version it was made from, and nothing else', () => {
    const kept = new AnswersByInput<string>();
    const v1 = {};
    const v2 = {};
    const query = Object.freeze({ keyword: 'qhdx' });
    const params = Object.freeze({ id: '10003' });
    expect(kept.get(v1, query)).toBeUndefined();
    expect(kept.set(v1, 'a', query)).toBe('a');
    expect(kept.get(v1, query)).toBe('a');
    // Another version (a new data snapshot), no version (the data must be loaded first), another input.
    expect(kept.get(v2, query)).toBeUndefined();
    expect(kept.get(undefined, query)).toBeUndefined();
    expect(kept.get(v1, Object.freeze({ keyword: 'qhdx' }))).toBeUndefined();
    // Two keys: each pair is its own answer, and one key alone is not the pair.
    kept.set(v1, 'b', params, query);
    expect(kept.get(v1, params, query)).toBe('b');
    expect(kept.get(v1, params)).toBeUndefined();
    expect(kept.get(v1, query)).toBe('a');
    // A fresh (unfrozen) input would never come again: not kept.
    const open = { keyword: 'qhdx' };
    expect(kept.set(v1, 'c', open)).toBe('c');
    expect(kept.get(v1, open)).toBeUndefined();
  });
});
