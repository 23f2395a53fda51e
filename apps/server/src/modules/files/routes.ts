/**
 * Record files over HTTP — the one way every business area lets users upload, list, download and
 * delete the documents of its records (SPEC.md §3 upload-document types, SECURITY.md 8).
 *
 * An area registers its kind of record once, inside its own routes plugin, and decides who may
 * see and change which record; the files routes do the rest:
 *
 * ```ts
 * import { registerRecordFiles } from '../files/routes.ts';
 *
 * await registerRecordFiles(app, services, {
 *   recordType: 'application',               // stored with each file; one value per kind of record
 *   prefix: '/xmsl/cerApplyApi/files',       // routes under /api + prefix (below)
 *   documentTypes: ['xmsl001', 'attachment'],// RECORD_DOCUMENT_TYPES codes this record accepts
 *   accept: { xmsl001: 'word' },             // optional: Word-only / Excel-only document types
 *   permission: { read: ['xmsl:search:detail'], write: ['xmsl:add'] },   // route permissions
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
 * `canRead` runs inside the request's tenant transaction (RLS already limits `tx` to the tenant)
 * and must answer false for a missing record as well as for one the user may not see (an enterprise
 * user's other enterprises, a partner's clients it did not introduce): the files of such records
 * answer 404, exactly like missing ones. `canWrite` is asked only for readable records and
 * defaults to `canRead`. `RecordFileService` (service.ts) is there for an area's own checks, e.g.
 * `hasDocument(tx, 'application', id, 'xmsl001')` before a submission.
 */
import type { RecordDocumentType, UploadKind } from '@cb/domain';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app.ts';
import { requireUser } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Tx } from '../../platform/db/database.ts';
import { enableUploads, MAX_UPLOAD_BYTES, readUpload, sendStoredFile } from '../../platform/files/files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { RecordFileService } from './service.ts';

export interface RecordAccess {
  /** The request's tenant transaction. */
  tx: Tx;
  user: AuthUser;
  recordId: string;
}

export interface RecordFilesOptions {
  recordType: string;
  /** Path of the routes below /api, e.g. '/xmsl/cerApplyApi/files'. */
  prefix: string;
  documentTypes: readonly RecordDocumentType[];
  accept?: Partial<Record<RecordDocumentType, UploadKind>>;
  /** Permission codes of the routes (any one suffices), checked before the record callbacks. */
  permission?: { read?: string | readonly string[]; write?: string | readonly string[] };
  canRead: (access: RecordAccess) => Promise<boolean>;
  canWrite?: (access: RecordAccess) => Promise<boolean>;
  maxBytes?: number;
}

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, '编号格式错误');
const recordParams = z.object({ recordId: uuid });
const fileParams = z.object({ recordId: uuid, fileId: uuid });
const deleteQuery = z.object({
  version: z.coerce.number({ error: '缺少版本号' }).int().min(1, '缺少版本号'),
});

const RECORD_TYPE = /^[a-z][a-z0-9_-]{1,40}$/;

export async function registerRecordFiles(
  app: FastifyInstance,
  services: AppServices,
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
  const read: FastifyContextConfig = options.permission?.read ? { permission: options.permission.read } : {};
  const write: FastifyContextConfig = options.permission?.write
    ? { permission: options.permission.write }
    : {};

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
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get(`${prefix}/:recordId`, { config: read, schema: { params: recordParams } }, async (request) => {
      const user = requireUser(request);
      const { recordId } = request.params;
      return ok(
        await withRecord(user, recordId, 'read', (tx) =>
          service.list(tx, options.recordType, recordId, options.documentTypes),
        ),
      );
    });

    routes.post(
      `${prefix}/:recordId`,
      { config: write, schema: { params: recordParams } },
      async (request) => {
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
    );

    routes.get(
      `${prefix}/:recordId/:fileId`,
      { config: read, schema: { params: fileParams } },
      async (request, reply) => {
        const user = requireUser(request);
        const { recordId, fileId } = request.params;
        const file = await withRecord(user, recordId, 'read', (tx) =>
          service.file(tx, options.recordType, recordId, fileId),
        );
        return sendStoredFile(reply, services.files, file);
      },
    );

    routes.delete(
      `${prefix}/:recordId/:fileId`,
      { config: write, schema: { params: fileParams, querystring: deleteQuery } },
      async (request) => {
        const user = requireUser(request);
        const { recordId, fileId } = request.params;
        await withRecord(user, recordId, 'write', (tx) =>
          service.remove(tx, user, options.recordType, recordId, fileId, request.query.version),
        );
        return ok(null, '删除成功');
      },
    );
  });
}
