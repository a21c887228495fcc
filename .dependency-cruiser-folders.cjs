/**
 * The server's folders import each other in one direction (issue 31): taken as units, the module
 * folders (modules/<area>) and the layers below them (lib, db, data, engine, career, assessment,
 * plugins) form no circle. Run by `npm run deps` beside .dependency-cruiser.cjs (which refuses a
 * circle between files). Entry points (main.ts, the *-cli.ts commands) and tests may reach anywhere:
 * nothing imports them.
 *
 * The order, lowest first: lib (no database) → db (the schema, the client, queries several areas
 * share) → data (the importer), engine, career, assessment (domain cores) → plugins (the request
 * pipeline: envelope, auth, caching) → modules (each area's routes, service, repo) → app.ts, seed.ts.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-circles',
      severity: 'error',
      comment:
        'What two folders share moves below both (lib for what needs no database, db for a shared query), or one passes a service to the other through app: see docs/architecture.md.',
      scope: 'folder',
      from: { path: '^apps/server/src/' },
      to: { path: '^apps/server/src/', circular: true },
    },
  ],
  // The resolver settings of .dependency-cruiser.cjs (its rules come too, and hold here as there),
  // with tests and entry points left out and only the server cruised.
  extends: './.dependency-cruiser.cjs',
  options: {
    exclude: {
      path: [
        '/dist/',
        '[.]test[.]ts$',
        '^apps/server/src/test/',
        '^apps/server/src/modules/admin-test/',
        '/test-fixtures[.]ts$',
        '^apps/server/src/main[.]ts$',
        '-cli[.]ts$',
      ],
    },
    includeOnly: '^apps/server/src/',
  },
};
