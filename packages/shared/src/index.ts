export * from './constants.ts';
export * from './format.ts';
export * from './provinces.ts';
export * from './contracts/envelope.ts';
export * from './contracts/identity.ts';
