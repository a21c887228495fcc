/**
 * Module boundaries (issue 31), checked by `npm run deps` in the test command and CI:
 * - no import cycles anywhere;
 * - a server route file never reaches the database: not the db client, not the schema, not drizzle;
 *   it validates, calls its module's service and returns the value;
 * - the apps import packages/shared, never each other.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules import each other in one direction; what two modules share moves into a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'routes-not-to-db',
      severity: 'error',
      comment: "A route validates and calls a service; queries live in the module's repo.ts.",
      from: { path: '^apps/server/src/modules/[^/]+/[a-z-]*routes[.]ts$' },
      to: { path: ['^apps/server/src/db/', '^node_modules/drizzle-orm', '^node_modules/@electric-sql/pglite', '^node_modules/postgres'] },
    },
    {
      name: 'queries-in-repos',
      severity: 'error',
      comment:
        "Only a module's repo files (repo.ts, <name>-repo.ts) run queries: no other module file imports drizzle's operators, the schema's tables or a driver (a type from the schema is fine).",
      from: {
        path: '^apps/server/src/modules/',
        pathNot: ['(^|/|-)repo[.]ts$', '[.]test[.]ts$', '^apps/server/src/modules/admin-test/', '/test-fixtures[.]ts$'],
      },
      to: {
        path: ['^apps/server/src/db/schema/', '^node_modules/drizzle-orm', '^node_modules/@electric-sql/pglite', '^node_modules/postgres'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'apps-not-to-each-other',
      severity: 'error',
      comment: 'The server, the site and the admin share code only through packages/shared.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'packages/shared is imported by the apps and imports none of them.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'e2e/screenshots'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
