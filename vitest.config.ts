import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each worker evaluates the server's modules once, not once per file (~35 % of this project's
          // time): every test file builds its own app on its own database, and no test changes module
          // state it does not restore (docs/decisions/platform.md, "CI time").
          isolate: false,
          globalSetup: ['src/test/global-setup.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] },
      },
      { extends: 'apps/admin/vite.config.ts', test: { name: 'admin', root: 'apps/admin', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
});
