/**
 * Recent answers to questions about reference data, least recently used dropped first. The data
 * changes only with an import, so a set of answers is tied to one data snapshot (kept in a WeakMap
 * by that snapshot, and gone with it). A question still being answered is shared by the callers
 * asking it meanwhile; a failure is not kept.
 */
export class RecentAnswers<V> {
  private readonly answers = new Map<string, Promise<V>>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.answers.size;
  }

  answer(key: string, compute: () => Promise<V>): Promise<V> {
    let value = this.answers.get(key);
    if (value) {
      this.answers.delete(key);
      this.answers.set(key, value);
      return value;
    }
    value = compute();
    this.answers.set(key, value);
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
    value.catch(() => {
      if (this.answers.get(key) === value) this.answers.delete(key);
    });
    return value;
  }
}

/** The answers kept for one snapshot (created on first use). */
export function answersOf<K extends object, V>(byKey: WeakMap<K, RecentAnswers<V>>, snapshot: K, capacity: number): RecentAnswers<V> {
  let answers = byKey.get(snapshot);
  if (!answers) byKey.set(snapshot, (answers = new RecentAnswers<V>(capacity)));
  return answers;
}

/** The second key of an answer that has one key only. */
const ONE_KEY: object = Object.freeze({});

/**
 * Answers found by the request's own inputs, with the data version each was made from. The router
 * and the validation (lib/validation.ts) hand a route the same frozen object for the same query
 * string or path parameters, so a repeated call finds its answer by identity, synchronously:
 * without building a key, without a promise, while `version` is the current one. Weakly held: an
 * answer goes with its input (bounded by the parses kept there) or with a new version. Inputs
 * that are not frozen are fresh objects every call and are not kept.
 */
export class AnswersByInput<V> {
  private readonly kept = new WeakMap<object, WeakMap<object, { version: object; answer: V }>>();

  /** The answer for these inputs made from `version`; undefined if none, or made from another. */
  get(version: object | undefined, first: object, second: object = ONE_KEY): V | undefined {
    if (version === undefined) return undefined;
    const hit = this.kept.get(first)?.get(second);
    return hit?.version === version ? hit.answer : undefined;
  }

  /** Keeps `answer` for these inputs and returns it. */
  set(version: object, answer: V, first: object, second: object = ONE_KEY): V {
    if (!Object.isFrozen(first) || !Object.isFrozen(second)) return answer;
    let bySecond = this.kept.get(first);
    if (!bySecond) this.kept.set(first, (bySecond = new WeakMap()));
    bySecond.set(second, { version, answer });
    return answer;
  }
}
