import { defineConfig } from 'drizzle-kit';

// Only generation uses this file (`npm run db:generate`); the server applies the generated SQL
// at start-up with drizzle's migrator, so no database credentials are needed here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
