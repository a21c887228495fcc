/** The admission engine: pure TypeScript, no I/O (issue 4, docs/engine.md). */
export * from './batches.ts';
export * from './electives.ts';
export * from './explain.ts';
export * from './probability.ts';
export * from './rank-scale.ts';
export * from './recommend.ts';
export * from './units.ts';
export * from './plans.ts';
