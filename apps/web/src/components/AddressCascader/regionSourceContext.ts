import type { RegionSource } from '@zhiyuan/shared/regions';
import { createContext, useContext, useEffect, useState } from 'react';

/** Lets a page or a test hand every selector below it the same region data. */
export const RegionSourceContext = createContext<RegionSource | undefined>(undefined);

let defaultSource: Promise<RegionSource> | undefined;
const loadDefaultSource = () =>
  (defaultSource ??= import('./defaultRegionSource.ts').then((module) => module.defaultRegionSource));

/** The given source, else the context's, else the built-in table (virtual:region-tree), loaded on first use. */
export function useRegionSource(given?: RegionSource): RegionSource | undefined {
  const fromContext = useContext(RegionSourceContext);
  const explicit = given ?? fromContext;
  const [loaded, setLoaded] = useState<RegionSource>();
  useEffect(() => {
    if (explicit) return;
    let live = true;
    loadDefaultSource().then((source) => live && setLoaded(source));
    return () => {
      live = false;
    };
  }, [explicit]);
  return explicit ?? loaded;
}
