/** The skip-scan distinct query lives with the module's other queries (repo.ts); kept here for its importers. */
export { distinctValues } from './repo.ts';
