/**
 * Record files: documents filed under a business record by document type, with versions and an
 * audited soft delete. The HTTP side (and how an area plugs its access rules in) is in record-files.ts;
 * an area's own service may also call this class inside its transactions (e.g. "an application
 * needs its 认证申请书 before it is submitted": `hasRecordDocument`).
 */
import {
  isRecordDocumentType,
  MULTI_FILE_DOCUMENT_TYPES,
  type RecordDocumentType,
  type RecordFile,
  type RecordFileGroup,
  UPLOAD_EXTENSIONS,
  UPLOAD_MESSAGES,
  type UploadKind,
} from '@cb/domain';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/tokens.ts';
import { authoredBy, type NullableRow } from '../db/columns.ts';
import type { Tx } from '../db/database.ts';
import { updateVersioned } from '../db/versioned.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { users } from '../identity/schema.ts';
import { uuidv7 } from '../ids.ts';
import { type StoredFile, storeFile, UNSUPPORTED_FILE } from './files.ts';
import { recordFiles, storedFiles } from './schema.ts';
import { extensionOf } from './sniff.ts';
import type { FileStorage } from './storage.ts';

/** What one kind of record accepts (see `RecordFilesOptions` in record-files.ts). */
export interface RecordFilePolicy {
  recordType: string;
  /** The document types its files may be filed under. */
  documentTypes: readonly RecordDocumentType[];
  /** Narrower content for some types (a Word-only or Excel-only slot); default 'document'. */
  accept?: Partial<Record<RecordDocumentType, UploadKind>>;
}

export const DOCUMENT_TYPE_REQUIRED = '请选择文件类型';

/**
 * The live (not deleted) files of a record, or of several records of one type, and any further
 * conditions.
 */
export function liveRecordFiles(
  recordType: string,
  recordId: string | readonly string[],
  conditions: (SQL | undefined)[] = [],
): SQL {
  return and(
    eq(recordFiles.recordType, recordType),
    typeof recordId === 'string'
      ? eq(recordFiles.recordId, recordId)
      : inArray(recordFiles.recordId, [...recordId]),
    isNull(recordFiles.deletedAt),
    ...conditions,
  ) as SQL;
}

const fileColumns = {
  id: recordFiles.id,
  documentType: recordFiles.documentType,
  series: recordFiles.series,
  revision: recordFiles.revision,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  uploadedBy: recordFiles.createdBy,
  uploadedByName: users.realname,
  uploadedAt: recordFiles.createdAt,
  version: recordFiles.version,
};

type FileRow = NullableRow<typeof fileColumns>;

function toRecordFile(row: FileRow): RecordFile {
  return {
    id: row.id!,
    documentType: row.documentType!,
    revision: row.revision!,
    fileName: row.fileName!,
    contentType: row.contentType!,
    size: row.size!,
    uploadedBy: row.uploadedBy,
    uploadedByName: row.uploadedByName,
    uploadedAt: (row.uploadedAt as Date).toISOString(),
    version: row.version!,
  };
}

/**
 * Whether the record has a live file of the document type (an area's check before a step, e.g. the
 * 认证申请书 before an application is submitted).
 */
export async function hasRecordDocument(
  tx: Tx,
  recordType: string,
  recordId: string,
  documentType: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: recordFiles.id })
    .from(recordFiles)
    .where(liveRecordFiles(recordType, recordId, [eq(recordFiles.documentType, documentType)]))
    .limit(1);
  return Boolean(row);
}

export class RecordFileService {
  constructor(private readonly storage: FileStorage) {}

  /**
   * The live documents of a record: per document, the newest version and the earlier ones (newest
   * first). Groups come in the order of the policy's document types, then by first upload.
   */
  async list(
    tx: Tx,
    recordType: string,
    recordId: string,
    order: readonly string[] = [],
  ): Promise<RecordFileGroup[]> {
    const rows = await tx
      .select(fileColumns)
      .from(recordFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, recordFiles.fileId))
      .leftJoin(users, eq(users.id, recordFiles.createdBy))
      .where(liveRecordFiles(recordType, recordId))
      .orderBy(asc(recordFiles.createdAt), asc(recordFiles.id));
    const groups = new Map<string, { documentType: string; files: RecordFile[] }>();
    for (const row of rows) {
      const group = groups.get(row.series!) ?? { documentType: row.documentType!, files: [] };
      group.files.push(toRecordFile(row));
      groups.set(row.series!, group);
    }
    const rank = (type: string) => {
      const at = order.indexOf(type);
      return at < 0 ? order.length : at;
    };
    return [...groups.values()]
      .map(({ documentType, files }) => {
        const newestFirst = files.sort((a, b) => b.revision - a.revision);
        return { documentType, current: newestFirst[0]!, history: newestFirst.slice(1) };
      })
      .sort((a, b) => rank(a.documentType) - rank(b.documentType));
  }

  /** Whether the record has a live file of the document type. */
  hasDocument(tx: Tx, recordType: string, recordId: string, documentType: string): Promise<boolean> {
    return hasRecordDocument(tx, recordType, recordId, documentType);
  }

  /**
   * Files an upload under the record: checks the document type and the content, stores it, and
   * makes it the next version of that document (or a new document for multi-file types).
   */
  async upload(
    tx: Tx,
    user: AuthUser,
    policy: RecordFilePolicy,
    recordId: string,
    input: { documentType: string | undefined; fileName: string; data: Buffer },
  ): Promise<RecordFile> {
    const documentType = input.documentType?.trim();
    if (!documentType) throw badRequest(DOCUMENT_TYPE_REQUIRED);
    if (!isRecordDocumentType(documentType) || !policy.documentTypes.includes(documentType))
      throw badRequest('文件类型不正确');
    const kind = policy.accept?.[documentType] ?? 'document';
    if (!UPLOAD_EXTENSIONS[kind].includes(extensionOf(input.fileName)))
      throw new AppError(415, kind === 'document' ? UNSUPPORTED_FILE : UPLOAD_MESSAGES[kind].zh);

    // Two uploads of the same document at once must not both become the same version.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`record_files:${user.tenantId}:${policy.recordType}:${recordId}`}, 0))`,
    );
    let series = uuidv7();
    let revision = 1;
    if (!MULTI_FILE_DOCUMENT_TYPES.includes(documentType)) {
      const [latest] = await tx
        .select({ series: recordFiles.series, revision: recordFiles.revision })
        .from(recordFiles)
        .where(
          and(
            eq(recordFiles.recordType, policy.recordType),
            eq(recordFiles.recordId, recordId),
            eq(recordFiles.documentType, documentType),
          ),
        )
        .orderBy(desc(recordFiles.revision))
        .limit(1);
      if (latest) {
        series = latest.series;
        revision = latest.revision + 1;
      }
    }

    let stored: StoredFile | null = null;
    try {
      stored = await storeFile(tx, this.storage, {
        tenantId: user.tenantId,
        userId: user.userId,
        ownerArea: `record:${policy.recordType}`,
        ownerId: recordId,
        fileName: input.fileName,
        data: input.data,
      });
      const [row] = await tx
        .insert(recordFiles)
        .values({
          ...authoredBy(user),
          recordType: policy.recordType,
          recordId,
          documentType,
          series,
          revision,
          fileId: stored.id,
        })
        .returning();
      const [created] = await tx
        .select(fileColumns)
        .from(recordFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, recordFiles.fileId))
        .leftJoin(users, eq(users.id, recordFiles.createdBy))
        .where(eq(recordFiles.id, row!.id));
      return toRecordFile(created!);
    } catch (err) {
      // The transaction rolls the rows back; the content written beside it goes too.
      if (stored) await this.storage.delete(stored.storageKey).catch(() => {});
      throw err;
    }
  }

  /**
   * A live file of the record (any version), with its storage metadata; 404 otherwise, and 404 too
   * when `visible` refuses its document type (the same answer, so the file's existence stays hidden).
   */
  async file(
    tx: Tx,
    recordType: string,
    recordId: string,
    fileId: string,
    visible?: (documentType: string) => boolean,
  ): Promise<StoredFile> {
    const [row] = await tx
      .select({ stored: storedFiles, documentType: recordFiles.documentType })
      .from(recordFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, recordFiles.fileId))
      .where(liveRecordFiles(recordType, recordId, [eq(recordFiles.id, fileId)]));
    if (!row || (visible && !visible(row.documentType))) throw notFound('文件不存在');
    return row.stored;
  }

  /**
   * Soft delete of one version (kept for the audit trail; the content stays in storage). When the
   * newest version goes, the one before it becomes current again. A stale `version` is 409.
   */
  async remove(
    tx: Tx,
    user: AuthUser,
    recordType: string,
    recordId: string,
    fileId: string,
    version: number,
  ) {
    const [row] = await tx
      .select({ id: recordFiles.id })
      .from(recordFiles)
      .where(liveRecordFiles(recordType, recordId, [eq(recordFiles.id, fileId)]));
    if (!row) throw notFound('文件不存在');
    await updateVersioned(
      tx,
      recordFiles,
      fileId,
      version,
      { deletedAt: new Date(), deletedBy: user.userId },
      user.userId,
    );
  }
}
