export * from './identity.ts';
export * from './reference.ts';
