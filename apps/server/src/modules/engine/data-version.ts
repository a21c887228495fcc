/**
 * In-process signal that reference data changed (an import finished, demo data loaded): the
 * engine's in-memory province indexes are dropped and rebuilt on the next request. Other
 * processes notice through the import_run version check in store.ts.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onDataChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dataChanged(): void {
  for (const l of listeners) l();
}
