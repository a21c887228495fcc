export * from './identity.ts';
export * from './reference.ts';
export * from './forms.ts';
export * from './accounts.ts';
export * from './admin.ts';
export * from './vip.ts';
export * from './engine.ts';
export * from './content.ts';
export * from './assessment.ts';
export * from './idempotency.ts';
export * from './jobs.ts';
export * from './workflow.ts';
export * from './oidc.ts';
// Made by 代码生成 (issue 35) and committed as it came out: the generator's table and tree demos.
export * from './demo-notice.ts';
export * from './demo-region.ts';
