/**
 * Module folders import each other in one direction (issue 31): the server's modules/<area>
 * folders, taken as units, form no circle. Run by `npm run deps` beside .dependency-cruiser.cjs.
 * Only the module folders are cruised here (lib/, db/, plugins/ and the rest are left out), so a
 * circle is one between modules themselves; tests and test helpers may reach anywhere.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-circles',
      severity: 'error',
      comment: 'What two modules share moves into a third (or one passes a service to the other through app): see docs/architecture.md.',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+' },
      to: { path: '^apps/server/src/modules/[^/]+', circular: true },
    },
  ],
  // The resolver settings of .dependency-cruiser.cjs (its rules come too, and hold here as there),
  // with the tests left out and only the module folders cruised.
  extends: './.dependency-cruiser.cjs',
  options: {
    exclude: { path: ['/dist/', '[.]test[.]ts$', '^apps/server/src/modules/admin-test/', '/test-fixtures[.]ts$'] },
    includeOnly: '^apps/server/src/modules/',
  },
};
