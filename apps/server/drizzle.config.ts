import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; never point it at a folder the server has open.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
