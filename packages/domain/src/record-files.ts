/**
 * The contract of the record-file endpoints every area registers (apps/server/src/platform/files/
 * record-files.ts): upload, list with versions, download, delete.
 */
import { z } from 'zod';
import { idSchema, versionSchema } from './common/contract.ts';
import type { SchemaTable } from './common/endpoints.ts';

/** `/:recordId` of a record's files. */
export const recordFileParams = z.object({ recordId: idSchema });
/** `/:recordId/:fileId` of one stored version. */
export const recordFileVersionParams = z.object({ recordId: idSchema, fileId: idSchema });
/** `?version=` of a delete (optimistic lock). */
export const recordFileDeleteQuery = z.object({ version: versionSchema });

/** One stored version of a record's document (API shape). */
export const recordFileSchema = z.object({
  id: idSchema,
  documentType: z.string(),
  /** 1 for the first upload of the document, then 2, 3 … */
  revision: z.number().int(),
  fileName: z.string(),
  /** Decided by the server from the content. */
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  /** ISO timestamp. */
  uploadedAt: z.string(),
  /** Optimistic-lock version, sent back when deleting. */
  version: z.number().int(),
});
export type RecordFile = z.infer<typeof recordFileSchema>;

/** A document of a record: its current version and the earlier ones, newest first. */
export const recordFileGroupSchema = z.object({
  documentType: z.string(),
  current: recordFileSchema,
  history: z.array(recordFileSchema),
});
export type RecordFileGroup = z.infer<typeof recordFileGroupSchema>;

/**
 * The schemas of the record-file endpoints (their routes, a function of the area's prefix:
 * record-file-endpoints.ts). The same for every kind of record.
 */
export const recordFileSchemas = {
  listFiles: { params: recordFileParams, result: z.array(recordFileGroupSchema) },
  uploadFile: { params: recordFileParams, result: recordFileSchema },
  downloadFile: { params: recordFileVersionParams, result: 'file' },
  deleteFile: { params: recordFileVersionParams, query: recordFileDeleteQuery, result: z.null() },
} as const satisfies SchemaTable;
