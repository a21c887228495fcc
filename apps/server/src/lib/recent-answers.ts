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
