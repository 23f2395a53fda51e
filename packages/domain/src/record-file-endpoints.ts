/**
 * The record-file endpoints an area registers for its kind of record (apps/server/src/platform/
 * files/record-files.ts): the same four for every record, below the area's prefix. The table is a
 * function of the prefix (and of the record's Chinese title and access); its schemas are
 * `recordFileSchemas` (record-files.ts), imported here as a type only, so the web derives its file
 * calls without zod.
 *
 * Each registration names its operations after its record type (`listApplicationFiles`,
 * `uploadApplicationFile` …: `recordFileOperationId`), so the OpenAPI document has an id per route.
 *
 * @example
 * const files = recordFileEndpoints({ prefix: '/khgl/enterprise/files' });
 * files.listFiles.path; // '/khgl/enterprise/files/:recordId'
 */
import { type Access, defineEndpoints, del, get, post } from './common/endpoints.ts';
import type { recordFileSchemas } from './record-files.ts';

export interface RecordFileRoutes {
  /** Path of the routes below /api, e.g. '/xmsl/cerApplyApi/files' (a trailing slash is dropped). */
  prefix: string;
  /** Chinese name of the record in the summaries (default 记录). */
  title?: string;
  /** Who may list and download (default any signed-in user; the record's own check follows). */
  read?: Access;
  /** Who may upload and delete (default any signed-in user; the record's own check follows). */
  write?: Access;
}

/** The record-file endpoints below `prefix`. */
export function recordFileEndpoints({
  prefix,
  title = '记录',
  read = 'signedIn',
  write = 'signedIn',
}: RecordFileRoutes) {
  const base = prefix.replace(/\/+$/, '');
  return defineEndpoints<typeof recordFileSchemas>()({
    listFiles: get(`${base}/:recordId`, read, `${title}文件列表（含历史版本）`),
    uploadFile: post(`${base}/:recordId`, write, `上传${title}文件（multipart：documentType、file）`),
    downloadFile: get(`${base}/:recordId/:fileId`, read, `下载${title}文件`),
    deleteFile: del(`${base}/:recordId/:fileId`, write, `删除${title}文件的一个版本`),
  });
}

/** `application_download` → `ApplicationDownload`, the noun of a registration's operation ids. */
const nounOf = (recordType: string) =>
  recordType
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The operationId of a record-file endpoint for a record type (`listFiles`, 'application' → `listApplicationFiles`). */
export function recordFileOperationId(name: keyof typeof recordFileSchemas, recordType: string): string {
  const noun = nounOf(recordType);
  switch (name) {
    case 'listFiles':
      return `list${noun}Files`;
    case 'uploadFile':
      return `upload${noun}File`;
    case 'downloadFile':
      return `download${noun}File`;
    case 'deleteFile':
      return `delete${noun}File`;
  }
}
