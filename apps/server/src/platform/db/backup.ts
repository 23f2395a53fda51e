/**
 * Backup and restore of the embedded database (PostgreSQL uses pg_dump/pg_restore, see README).
 * The server must be stopped: PGlite's data directory belongs to one process at a time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createPglite } from './pglite.ts';

/** Writes a gzip'd tarball of DATA_DIR/db to `file`; returns its size in bytes. */
export async function backupPglite(dbDir: string, file: string): Promise<number> {
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) throw new Error(`no database in ${dbDir}`);
  const client = await createPglite(dbDir);
  try {
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(file, bytes, { mode: 0o600 });
    return bytes.length;
  } finally {
    await client.close();
  }
}

/**
 * Restores a backup into DATA_DIR/db. An existing database is kept beside it as db.before-restore-*
 * (nothing is ever deleted), and the restored copy is opened once to prove it is readable.
 */
export async function restorePglite(file: string, dbDir: string): Promise<{ movedAside?: string }> {
  const archive = fs.readFileSync(file);
  let movedAside: string | undefined;
  const staging = `${dbDir}.restoring-${Date.now()}`;
  const client = await createPglite(staging, { loadDataDir: new Blob([archive]) });
  await client.query('select 1');
  await client.close();
  if (fs.existsSync(dbDir)) {
    movedAside = `${dbDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dbDir, movedAside);
  }
  fs.renameSync(staging, dbDir);
  return movedAside ? { movedAside } : {};
}
