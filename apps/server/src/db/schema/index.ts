export * from './identity.ts';
export * from './reference.ts';
export * from './forms.ts';
export * from './accounts.ts';
export * from './admin.ts';
export * from './vip.ts';
export * from './engine.ts';
export * from './content.ts';
