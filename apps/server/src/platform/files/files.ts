/**
 * Uploads and downloads on top of the storage interface: content-checked types, a size limit
 * (413), server-generated storage names and safe download headers (SECURITY.md 8).
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/database.ts';
import { sendDownload } from '../http/download.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { uuidv7 } from '../ids.ts';
import { storedFiles } from './schema.ts';
import { checkUpload } from './sniff.ts';
import { type FileStorage, storageKey } from './storage.ts';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const UNSUPPORTED_FILE = '不支持的文件格式！';

const uploadLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
});

/**
 * Registers multipart parsing on a route scope: one file per request, at most `maxBytes`. A scope
 * that already parses multipart (its parent enabled uploads) is left as it is; `readUpload` sets
 * its own limit per request anyway.
 */
export async function enableUploads(app: FastifyInstance, maxBytes = MAX_UPLOAD_BYTES): Promise<void> {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  await app.register(multipart, { limits: uploadLimits(maxBytes), throwFileSizeLimit: true });
}

/** The display name of an upload: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(-200);
  return cleaned.replace(/^\.+/, '') || 'file';
}

export interface Upload {
  fileName: string;
  data: Buffer;
  /** Text fields sent before the file part (the web client appends them first). */
  fields: Record<string, string>;
}

/** Reads the single file part of a multipart request (413 past `maxBytes`, 400 when absent). */
export async function readUpload(request: FastifyRequest, maxBytes = MAX_UPLOAD_BYTES): Promise<Upload> {
  if (typeof request.isMultipart !== 'function' || !request.isMultipart())
    throw badRequest('请选择要上传的文件');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: uploadLimits(maxBytes), throwFileSizeLimit: true });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw new AppError(413, '上传内容过大');
    throw badRequest('上传内容格式错误');
  }
  if (!part) throw badRequest('请选择要上传的文件');
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw new AppError(413, '上传内容过大');
    throw err;
  }
  if (part.file.truncated) throw new AppError(413, '上传内容过大');
  if (data.length === 0) throw badRequest('文件内容为空');
  return { fileName: cleanFileName(part.filename ?? ''), data, fields };
}

export type StoredFile = typeof storedFiles.$inferSelect;

/** Checks the content, writes it under a generated name and records the metadata. */
export async function storeFile(
  tx: Tx,
  storage: FileStorage,
  input: {
    tenantId: number;
    userId: string;
    ownerArea: string;
    ownerId?: string;
    fileName: string;
    data: Buffer;
  },
): Promise<StoredFile> {
  const type = checkUpload(input.data, input.fileName);
  if (!type) throw new AppError(415, UNSUPPORTED_FILE);
  const id = uuidv7();
  const key = storageKey(input.tenantId, id);
  await storage.put(key, input.data);
  try {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        id,
        tenantId: input.tenantId,
        ownerArea: input.ownerArea,
        ownerId: input.ownerId ?? null,
        fileName: input.fileName,
        contentType: type.contentType,
        size: input.data.length,
        sha256: createHash('sha256').update(input.data).digest('hex'),
        storageKey: key,
        createdBy: input.userId,
      })
      .returning();
    return row!;
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}

/** Sends a stored file as a download that no browser will render or run in the app's origin. */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: StoredFile) {
  const data = await storage.get(file.storageKey);
  return sendDownload(reply, { content: data, contentType: file.contentType, fileName: file.fileName });
}
