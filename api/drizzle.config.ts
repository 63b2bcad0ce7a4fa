import { defineConfig } from 'drizzle-kit';

// One migration set for both drivers (PGlite and PostgreSQL). The folder is append-only.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
