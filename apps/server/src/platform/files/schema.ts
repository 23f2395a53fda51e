/** Metadata of stored files; the content lives in a storage backend under `storageKey`. */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumn } from '../db/columns.ts';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantColumn(),
    /** Which area owns the file ('notice' …) and which record, once attached. */
    ownerArea: text('owner_area').notNull(),
    ownerId: uuid('owner_id'),
    /** The name the user gave it, shown and used as the download name only. */
    fileName: text('file_name').notNull(),
    /** Detected from the content, never taken from the client. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Server-generated name in the storage backend. */
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.tenantId, t.ownerArea, t.ownerId)],
);
