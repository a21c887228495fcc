// ESLint for the whole repository (issue 31): typescript-eslint's recommended rules plus React's
// hook rules in the two front ends. Formatting is Prettier's job (npm run format:check), module
// boundaries are dependency-cruiser's (.dependency-cruiser.cjs, npm run deps).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'e2e/screenshots/**', '**/*.d.ts', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // A parameter a signature needs but the body does not is named `_x`; a property left out of
      // a copy (`const { id: _id, ...body } = input`) is what the rest is for.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Chinese text (the content templates, i18n strings) uses the full-width space U+3000 as
      // spacing on purpose; in code and comments it is still an error.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
