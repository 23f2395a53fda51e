import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/platform/**/schema.ts',
    './src/platform/db/platform-schema.ts',
    './src/modules/*/schema.ts',
  ],
  out: './src/db/migrations',
});
