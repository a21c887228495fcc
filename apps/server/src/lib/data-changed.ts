/**
 * In-process signal that reference data changed (an import finished, demo data loaded): the
 * engine's in-memory province indexes are dropped and rebuilt on the next request. Other
 * processes notice through the data version (data-version.ts), which calls this when it moves.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let generation = 0;

/** Counts the changes in this process: a cache can compare it without subscribing. */
export const dataGeneration = (): number => generation;

export function onDataChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dataChanged(): void {
  generation += 1;
  for (const l of listeners) l();
}
