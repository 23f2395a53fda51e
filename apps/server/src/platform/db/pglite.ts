/**
 * Every embedded database of the product opens here, with the extensions the migrations use:
 * pg_trgm serves the "contains" searches (企业名称 …) through GIN indexes, as on PostgreSQL.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const merged: PGliteOptions = { ...options, extensions: { pg_trgm, ...options.extensions } };
  return dataDir === undefined ? PGlite.create(merged) : PGlite.create(dataDir, merged);
}
