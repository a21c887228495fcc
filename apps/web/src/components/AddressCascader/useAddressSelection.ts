import {
  forcedDescent,
  normalizeRegionCode,
  type RegionLevel,
  type RegionOption,
  type RegionSource,
  type RegionTuple,
  type TownChunk,
} from '@zhiyuan/shared/regions';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';

/** One entry per level, as the selector emits it or as a caller writes it: code, name or both. */
export type AddressValueInput = ReadonlyArray<string | Partial<RegionOption>>;

interface Options {
  source: RegionSource | undefined;
  level: RegionLevel;
  auto: boolean;
  value: AddressValueInput | undefined;
  /** Shapes the selection into what the caller receives (spec §5 data types). */
  toValue(selected: RegionOption[]): unknown;
  /** Called at each change the user makes. */
  onChange: ((value: never, selected: RegionOption[]) => void) | undefined;
}

const EMPTY: readonly RegionTuple[] = [];

/**
 * The selected path, one code per level, and everything that moves it: user choices (with the
 * 市辖区 descent and `auto`), the `value` prop, and the township chunk arriving.
 */
export function useAddressSelection({ source, level, auto, value, toValue, onChange }: Options) {
  const [path, setPath] = useState<string[]>([]);
  const provinceCode = path[0];
  const towns = useTowns(source, level === 3 ? provinceCode : undefined);

  const townsOf = useCallback(
    (province: string | undefined, district: string): readonly RegionTuple[] | undefined => {
      const chunk = province ? source?.loadedTowns(province) : undefined;
      return chunk ? (chunk[district] ?? EMPTY) : undefined;
    },
    [source],
  );

  // The options of each level and the node selected in it, walking down the path.
  const { levels, selected } = useMemo(() => {
    const levels: (readonly RegionTuple[])[] = [];
    const selected: RegionTuple[] = [];
    let options: readonly RegionTuple[] = source?.tree ?? EMPTY;
    for (let depth = 0; depth <= level; depth++) {
      levels.push(options);
      const node = options.find(([code]) => code === path[depth]);
      if (!node) break;
      selected.push(node);
      options = depth === 2 ? (towns.chunk?.[node[0]] ?? EMPTY) : (node[2] ?? EMPTY);
    }
    return { levels, selected };
  }, [source, level, path, towns.chunk]);

  /** Extends a choice downwards: 市辖区 always, the first child with `auto`. */
  const descend = useCallback(
    (nodes: RegionTuple[]) => {
      const out = [...nodes];
      while (out.length > 0 && out.length <= level) {
        const parent = out[out.length - 1];
        const children = out.length === 3 ? townsOf(out[0][0], parent[0]) : parent[2];
        if (children === undefined && out.length === 3) return { nodes: out, waitingForTowns: true };
        const next = forcedDescent(children) ?? (auto ? children?.[0] : undefined);
        if (!next) break;
        out.push(next);
      }
      return { nodes: out, waitingForTowns: false };
    },
    [level, auto, townsOf],
  );

  // Each user choice gets a number; a township load finishing after a newer choice is ignored.
  const choice = useRef(0);
  // A `value` whose township waits for its chunk.
  const pendingValue = useRef<AddressValueInput | undefined>(undefined);
  // What was emitted last: a `value` prop equal to it is the caller echoing it back.
  const lastEmittedKey = useRef<string | undefined>(undefined);

  // The latest callbacks, for emissions that finish after a township chunk arrives.
  const handlers = useRef({ toValue, onChange });
  useLayoutEffect(() => {
    handlers.current = { toValue, onChange };
  });

  const commit = useCallback((nodes: RegionTuple[], emit: boolean) => {
    setPath(nodes.map(([code]) => code));
    if (!emit) return;
    const selection = nodes.map(([code, name]) => ({ code, name }));
    const emitted = handlers.current.toValue(selection);
    lastEmittedKey.current = JSON.stringify(emitted);
    handlers.current.onChange?.(emitted as never, selection);
  }, []);

  const choose = useCallback(
    (depth: number, code: string | undefined) => {
      const id = ++choice.current;
      pendingValue.current = undefined;
      const node = code === undefined ? undefined : levels[depth]?.find(([own]) => own === code);
      const prefix = selected.slice(0, depth);
      if (!node || !source) {
        commit(prefix, true);
        return;
      }
      const first = descend([...prefix, node]);
      // With `auto` the caller gets the full depth, so wait for the townships before emitting.
      const waits = auto && first.waitingForTowns;
      commit(first.nodes, !waits);
      if (!waits) return;
      const province = first.nodes[0][0];
      const finish = () => {
        if (choice.current === id) commit(descend(first.nodes).nodes, true);
      };
      source.loadTowns(province).then(finish, finish);
    },
    [levels, selected, source, descend, auto, commit],
  );

  // The `value` prop: applied when it changes, unless it is what was just emitted (controlled use).
  const valueKey = JSON.stringify(value ?? null);
  const appliedKey = useRef<string | undefined>(undefined);
  const applyValue = useCallback(
    (input: AddressValueInput) => {
      const nodes: RegionTuple[] = [];
      let options: readonly RegionTuple[] | undefined = source?.tree;
      let waitingForTowns = false;
      for (const entry of input.slice(0, level + 1)) {
        if (!options) {
          waitingForTowns = true;
          break;
        }
        const node = options.find((candidate) => matches(candidate, entry));
        if (!node) break;
        nodes.push(node);
        options = nodes.length === 3 ? townsOf(nodes[0][0], node[0]) : node[2];
      }
      pendingValue.current = waitingForTowns ? input : undefined;
      setPath(nodes.map(([code]) => code));
    },
    [source, level, townsOf],
  );

  useEffect(() => {
    if (!source || value === undefined || appliedKey.current === valueKey) return;
    appliedKey.current = valueKey;
    if (valueKey === lastEmittedKey.current) return;
    choice.current++;
    applyValue(value);
  }, [source, value, valueKey, applyValue]);

  useEffect(() => {
    if (towns.chunk && pendingValue.current) applyValue(pendingValue.current);
  }, [towns.chunk, applyValue]);

  return { levels, selected, choose, townsLoading: towns.loading };
}

function matches([code, name]: RegionTuple, entry: string | Partial<RegionOption>): boolean {
  if (typeof entry === 'string') {
    const asCode = normalizeRegionCode(entry);
    return asCode ? asCode === code : entry === name;
  }
  return entry.code ? normalizeRegionCode(entry.code) === code : entry.name === name;
}

/** The township chunk of the selected province, fetched as soon as the province is chosen. */
function useTowns(source: RegionSource | undefined, provinceCode: string | undefined) {
  const [failed, setFailed] = useState<string>();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const chunk: TownChunk | undefined = provinceCode ? source?.loadedTowns(provinceCode) : undefined;

  useEffect(() => {
    if (!source || !provinceCode || source.loadedTowns(provinceCode)) return;
    let live = true;
    source.loadTowns(provinceCode).then(
      () => live && loaded(),
      (error: unknown) => {
        console.error(`Townships of ${provinceCode} failed to load`, error);
        if (live) setFailed(provinceCode);
      },
    );
    return () => {
      live = false;
    };
  }, [source, provinceCode]);

  return { chunk, loading: Boolean(source && provinceCode && !chunk && failed !== provinceCode) };
}
