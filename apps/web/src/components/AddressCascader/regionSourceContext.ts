import type { RegionSource } from '@zhiyuan/shared/regions';
import { createContext, useContext, useEffect, useState } from 'react';

/** Lets a page or a test hand every selector below it the same region data. */
export const RegionSourceContext = createContext<RegionSource | undefined>(undefined);

// The built-in table is a chunk of its own, fetched the first time a selector needs it.
let defaultSource: RegionSource | undefined;
let loadingDefault: Promise<RegionSource> | undefined;
const loadDefaultSource = () =>
  (loadingDefault ??= import('./defaultRegionSource.ts').then(
    (module) => (defaultSource = module.defaultRegionSource),
    (error: unknown) => {
      loadingDefault = undefined; // the next selector mounted tries again
      throw error;
    },
  ));

/** The given source, else the context's, else the built-in table (virtual:region-tree). */
export function useRegionSource(given?: RegionSource): RegionSource | undefined {
  const fromContext = useContext(RegionSourceContext);
  const explicit = given ?? fromContext;
  const [loaded, setLoaded] = useState(defaultSource);
  useEffect(() => {
    if (explicit || loaded) return;
    let live = true;
    loadDefaultSource().then(
      (source) => live && setLoaded(source),
      (error: unknown) => console.error('The region table failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [explicit, loaded]);
  return explicit ?? loaded;
}
