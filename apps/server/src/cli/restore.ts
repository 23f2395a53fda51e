/** `npm run restore -- <file>`: restores the embedded database of DATA_DIR (server stopped). */
import path from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { restorePglite } from '../platform/db/backup.ts';

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <backup file>');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see README).');
  process.exit(2);
}
const { movedAside } = await restorePglite(path.resolve(file), path.join(config.dataDir, 'db'));
console.log(`Restored ${file} into ${path.join(config.dataDir, 'db')}`);
if (movedAside) console.log(`The previous database was kept at ${movedAside}`);
