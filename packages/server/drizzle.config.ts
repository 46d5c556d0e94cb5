// drizzle-kit: `npx drizzle-kit generate` (in packages/server) writes the next versioned migration of
// src/db/schema.ts into ./drizzle; the server applies pending migrations on start (src/db/migrate.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
