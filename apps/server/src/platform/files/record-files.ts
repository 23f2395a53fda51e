/**
 * Record files over HTTP, a platform service: the one way every business area lets users upload,
 * list, download and delete the documents of its records (SPEC.md §3 upload-document types,
 * SECURITY.md 8). The request and response schemas are in @cb/domain (upload.ts).
 *
 * An area registers its kind of record once, inside its own routes plugin, and decides who may
 * see and change which record; the files routes do the rest:
 *
 * ```ts
 * import { registerRecordFiles } from '../../platform/files/record-files.ts';
 *
 * await registerRecordFiles(app, services, {
 *   recordType: 'application',               // stored with each file; one value per kind of record
 *   title: '申请',                            // Chinese name of the record in the API document
 *   prefix: '/xmsl/cerApplyApi/files',       // routes under /api + prefix (below)
 *   documentTypes: ['xmsl001', 'attachment'],// RECORD_DOCUMENT_TYPES codes this record accepts
 *   accept: { xmsl001: 'word' },             // optional: Word-only / Excel-only document types
 *   permission: { read: ['xmsl:search:detail'], write: ['xmsl:add:add'] }, // route permissions
 *   canRead: ({ tx, user, recordId }) => applications.visible(tx, user, recordId),  // false → 404
 *   canWrite: ({ tx, user, recordId }) => applications.editable(tx, user, recordId), // false → 403
 * });
 * ```
 *
 * Routes (all JSON answers in the usual envelope; `:recordId` and `:fileId` are UUIDs):
 * - `GET    {prefix}/:recordId`          → `RecordFileGroup[]`: per document its current version and
 *                                           `history` (earlier versions, newest first)
 * - `POST   {prefix}/:recordId`          multipart: field `documentType`, then part `file` →
 *                                           `RecordFile` (the new version). 413 past `maxBytes`
 *                                           (default 20 MB), 415 for content that is not an accepted
 *                                           type or does not match its extension, 400 for a missing
 *                                           or foreign document type. `Idempotency-Key` replays.
 * - `GET    {prefix}/:recordId/:fileId`  → the content, as an attachment with nosniff and a sandbox CSP
 * - `DELETE {prefix}/:recordId/:fileId?version=N` → soft delete (audited); stale version 409
 *
 * The routes are the endpoint table `recordFileEndpoints({ prefix, title, read, write })` with the
 * schemas `recordFileSchemas` (@cb/domain record-file-endpoints.ts, record-files.ts), the same table
 * the web derives its file calls from. The operations are named after the record type
 * (`listApplicationFiles`, `uploadApplicationFile`, `downloadApplicationFile`,
 * `deleteApplicationFile`: `recordFileOperationId`), so every registration has its own ids.
 *
 * `canRead` runs inside the request's tenant transaction (RLS already limits `tx` to the tenant)
 * and must answer false for a missing record as well as for one the user may not see (an enterprise
 * user's other enterprises, a partner's clients it did not introduce): the files of such records
 * answer 404, exactly like missing ones. `canWrite` is asked only for readable records and
 * defaults to `canRead`. `visibleDocuments` narrows a readable record to some document types (the
 * others are left out of the list and answer 404). `RecordFileService` (record-file-service.ts) is
 * there for an area's own checks, e.g. `hasDocument(tx, 'application', id, 'xmsl001')` before a
 * submission.
 */
import {
  type EndpointTable,
  type Permission,
  type RecordDocumentType,
  recordFileEndpoints,
  recordFileOperationId,
  recordFileSchemas,
  type SchemaTable,
  type UploadKind,
} from '@cb/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Tx } from '../db/database.ts';
import { type Handlers, registerEndpoints } from '../http/endpoints.ts';
import { ok } from '../http/envelope.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Access } from '../http/operation.ts';
import type { ContractTypeProvider } from '../http/type-provider.ts';
import type { AppServices } from '../services.ts';
import { enableUploads, MAX_UPLOAD_BYTES, readUpload, sendStoredFile } from './files.ts';
import { RecordFileService } from './record-file-service.ts';

export interface RecordAccess {
  /** The request's tenant transaction. */
  tx: Tx;
  user: AuthUser;
  recordId: string;
}

export interface RecordFilesOptions {
  recordType: string;
  /** Chinese name of the record in the API document's summaries (default 记录). */
  title?: string;
  /** Path of the routes below /api, e.g. '/xmsl/cerApplyApi/files'. */
  prefix: string;
  documentTypes: readonly RecordDocumentType[];
  accept?: Partial<Record<RecordDocumentType, UploadKind>>;
  /** Permission codes of the routes (any one suffices), checked before the record callbacks. */
  permission?: { read?: Permission | readonly Permission[]; write?: Permission | readonly Permission[] };
  canRead: (access: RecordAccess) => Promise<boolean>;
  canWrite?: (access: RecordAccess) => Promise<boolean>;
  /**
   * Which document types of a readable record the user may see (default: all). The list leaves the
   * others out and their downloads answer 404 like a missing file (e.g. the audited enterprise and
   * the team's working papers, CLIENT_VISIBLE_DOCUMENTS).
   */
  visibleDocuments?: (access: RecordAccess) => Promise<(documentType: string) => boolean>;
  maxBytes?: number;
}

const RECORD_TYPE = /^[a-z][a-z0-9_-]{1,40}$/;

type RecordFileSchemas = typeof recordFileSchemas;

export async function registerRecordFiles(
  app: FastifyInstance,
  services: Pick<AppServices, 'database' | 'files'>,
  options: RecordFilesOptions,
): Promise<void> {
  if (!RECORD_TYPE.test(options.recordType))
    throw new Error(`record type "${options.recordType}" is not a name`);
  if (options.documentTypes.length === 0) throw new Error('a record type needs at least one document type');
  const prefix = options.prefix.replace(/\/+$/, '');
  const service = new RecordFileService(services.files);
  const policy = {
    recordType: options.recordType,
    documentTypes: options.documentTypes,
    ...(options.accept ? { accept: options.accept } : {}),
  };
  const canWrite = options.canWrite ?? options.canRead;
  const read: Access = options.permission?.read ?? 'signedIn';
  const write: Access = options.permission?.write ?? 'signedIn';
  const table = recordFileEndpoints({
    prefix,
    ...(options.title ? { title: options.title } : {}),
    read,
    write,
  });

  /** Runs `fn` in the user's tenant transaction once the record is readable (and writable). */
  const withRecord = <T>(
    user: AuthUser,
    recordId: string,
    mode: 'read' | 'write',
    fn: (tx: Tx) => Promise<T>,
  ) =>
    services.database.tenantTx(user, async (tx) => {
      if (!(await options.canRead({ tx, user, recordId }))) throw notFound();
      if (mode === 'write' && !(await canWrite({ tx, user, recordId }))) throw forbidden();
      return fn(tx);
    });

  await app.register(async (scope) => {
    await enableUploads(scope, options.maxBytes ?? MAX_UPLOAD_BYTES);
    const routes = scope.withTypeProvider<ContractTypeProvider>();

    const handlers: Handlers<RecordFileSchemas> = {
      listFiles: async (request) => {
        const user = requireUser(request);
        const { recordId } = request.params;
        return ok(
          await withRecord(user, recordId, 'read', async (tx) => {
            const groups = await service.list(tx, options.recordType, recordId, options.documentTypes);
            if (!options.visibleDocuments) return groups;
            const visible = await options.visibleDocuments({ tx, user, recordId });
            return groups.filter((g) => visible(g.documentType));
          }),
        );
      },
      uploadFile: async (request) => {
        const user = requireUser(request);
        const { recordId } = request.params;
        const upload = await readUpload(request, options.maxBytes ?? MAX_UPLOAD_BYTES);
        const file = await withRecord(user, recordId, 'write', (tx) =>
          service.upload(tx, user, policy, recordId, {
            documentType: upload.fields.documentType,
            fileName: upload.fileName,
            data: upload.data,
          }),
        );
        request.log.info(
          {
            audit: {
              event: 'upload',
              tenantId: user.tenantId,
              userId: user.userId,
              recordType: options.recordType,
              recordId,
              fileId: file.id,
              documentType: file.documentType,
              revision: file.revision,
              size: file.size,
              type: file.contentType,
            },
          },
          'file uploaded',
        );
        return ok(file, '上传成功');
      },
      downloadFile: async (request, reply) => {
        const user = requireUser(request);
        const { recordId, fileId } = request.params;
        const file = await withRecord(user, recordId, 'read', async (tx) =>
          service.file(
            tx,
            options.recordType,
            recordId,
            fileId,
            options.visibleDocuments ? await options.visibleDocuments({ tx, user, recordId }) : undefined,
          ),
        );
        return sendStoredFile(reply, services.files, file);
      },
      deleteFile: async (request) => {
        const user = requireUser(request);
        const { recordId, fileId } = request.params;
        await withRecord(user, recordId, 'write', (tx) =>
          service.remove(tx, user, options.recordType, recordId, fileId, request.query.version),
        );
        return ok(null, '删除成功');
      },
    };
    // The table's names are the same for every record; the routes' operation ids are the record's.
    const byOperationId = (entries: Record<keyof RecordFileSchemas, unknown>) =>
      Object.fromEntries(
        Object.entries(entries).map(([name, value]) => [
          recordFileOperationId(name as keyof RecordFileSchemas, options.recordType),
          value,
        ]),
      );
    registerEndpoints(
      routes,
      byOperationId(table) as EndpointTable<SchemaTable>,
      byOperationId(recordFileSchemas) as SchemaTable,
      byOperationId(handlers) as Handlers<SchemaTable>,
    );
  });
}
