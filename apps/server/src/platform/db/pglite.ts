/**
 * Every embedded database of the product opens here, with the extensions the migrations use:
 * pg_trgm serves the "contains" searches (企业名称 …) through GIN indexes, as on PostgreSQL.
 *
 * Memory: PGlite's WebAssembly memory only grows. PostgreSQL's default 128 MB of shared buffers
 * is memory the embedded server holds for good, while the pages it would cache are already in the
 * operating system's file cache (DATA_DIR/db is a real directory); 16 MB keeps the catalogue and
 * the hot index pages and takes about 80 MB off the server's resident size (README, "Embedded
 * database").
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_SHARED_BUFFERS = '16MB';

export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const merged: PGliteOptions = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...options,
    extensions: { pg_trgm, ...options.extensions },
  };
  return dataDir === undefined ? PGlite.create(merged) : PGlite.create(dataDir, merged);
}
