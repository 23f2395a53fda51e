/**
 * Metadata of stored files (the content lives in a storage backend under `storageKey`), and the
 * record files that file them under a business record with a document type and versions.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessColumns, requiredRef, tenantColumn } from '../db/columns.ts';

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

/**
 * A version of a document filed under a business record (an application's 认证申请书, an
 * enterprise's 营业执照 …). A business table (tenant + version): inserts and the soft delete are
 * written to the audit trail by the trigger. `series` groups the versions of one document.
 */
export const recordFiles = pgTable(
  'record_files',
  {
    ...businessColumns(),
    /** Which kind of record, as registered by its area ('enterprise', 'application' …). */
    recordType: text('record_type').notNull(),
    recordId: uuid('record_id').notNull(),
    documentType: text('document_type').notNull(),
    series: uuid('series').notNull(),
    revision: integer('revision').notNull(),
    fileId: requiredRef('file_id', () => storedFiles.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by'),
  },
  (t) => [
    index('record_files_record_idx')
      .on(t.tenantId, t.recordType, t.recordId, t.documentType)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('record_files_revision_uq').on(t.tenantId, t.series, t.revision),
  ],
);
