// Loaded only when a page shows the selector: the tree (~26 KB gzipped) stays out of the entry.
import { createRegionSource } from '@zhiyuan/shared/regions';
import { regionTree, townLoaders } from 'virtual:region-tree';

export const defaultRegionSource = createRegionSource(regionTree, townLoaders);
