/** `npm run backup -- [file]`: backs up the embedded database of DATA_DIR (server stopped). */
import path from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { backupPglite } from '../platform/db/backup.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README).');
  process.exit(2);
}
const file = path.resolve(
  process.argv[2] ?? `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
);
const size = await backupPglite(path.join(config.dataDir, 'db'), file);
console.log(`Backed up ${path.join(config.dataDir, 'db')} to ${file} (${(size / 1024).toFixed(0)} KiB)`);
