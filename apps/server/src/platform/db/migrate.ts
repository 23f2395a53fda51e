/**
 * Applies the drizzle-kit migrations in src/db/migrations, one statement at a time (PGlite runs one
 * statement per call) and each migration in its own transaction, under an advisory lock so that
 * instances starting together apply them once. Then hardens the schema (hardening.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { hardenSchema } from './hardening.ts';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../db/migrations');
/** Arbitrary constant shared by all instances: "cb-erp migrations". */
const MIGRATION_LOCK = 0x63620001;

interface Journal {
  entries: { idx: number; tag: string }[];
}

export async function migrate(database: Database): Promise<{ applied: string[] }> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const applied: string[] = [];
  await database.systemTx(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const done = new Set(
      (await tx.execute<{ tag: string }>(sql`select tag from schema_migrations`)).rows.map((r) => r.tag),
    );
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (done.has(entry.tag)) continue;
      const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag) values (${entry.tag})`);
      applied.push(entry.tag);
    }
    await hardenSchema(tx);
  });
  return { applied };
}
