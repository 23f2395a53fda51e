/**
 * Typed calls of the record-file routes an area registers on the server with
 * `registerRecordFiles(app, services, { prefix, … })` (apps/server/src/platform/files/record-files.ts),
 * derived from the same endpoint table (`recordFileEndpoints({ prefix })`, @cb/domain).
 *
 * @example
 * const files = recordFilesApi('/xmsl/cerApplyApi/files');
 * const groups = await files.list(applyId);
 * await files.upload(applyId, 'xmsl001', file, { onProgress: (percent) => setPercent(percent) });
 */
import { type Envelope, type RecordFile, type RecordFileGroup, recordFileEndpoints } from '@cb/domain';
import { endpointCalls, urlOf } from '../api/endpoints';
import { ApiError, http, IDEMPOTENCY_HEADER } from '../http';
import { currentLocale } from '../i18n';
import { StorageKey } from '../storage/keys';
import { localStore } from '../storage/persistent';
import { sessionStore } from '../stores/session';
import { currentTenantId } from '../tenant';
import { fileTexts } from './texts';

export interface UploadOptions {
  /** 0-100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface RecordFilesApi {
  readonly prefix: string;
  list(recordId: string): Promise<RecordFileGroup[]>;
  upload(recordId: string, documentType: string, file: File, options?: UploadOptions): Promise<RecordFile>;
  /** The content, for the preview. */
  blob(recordId: string, fileId: string): Promise<Blob>;
  /** Saves the file under its own name (browser download). */
  download(recordId: string, file: Pick<RecordFile, 'id' | 'fileName'>): Promise<void>;
  remove(recordId: string, file: Pick<RecordFile, 'id' | 'version'>): Promise<void>;
}

export function recordFilesApi(prefix: string): RecordFilesApi {
  const table = recordFileEndpoints({ prefix });
  const call = endpointCalls(table);
  return {
    prefix: prefix.replace(/\/+$/, ''),
    list: (recordId) => call.listFiles({ recordId }),
    upload: (recordId, documentType, file, options) =>
      uploadWithProgress(`/api${urlOf(table.uploadFile, { recordId })}`, { documentType }, file, options),
    blob: (recordId, fileId) => http.getBlob(urlOf(table.downloadFile, { recordId, fileId })),
    download: (recordId, file) =>
      call.downloadFile({ recordId, fileId: file.id }, { fileName: file.fileName }),
    remove: async (recordId, file) => {
      await call.deleteFile({ recordId, fileId: file.id, version: file.version });
    },
  };
}

/**
 * A multipart POST through XMLHttpRequest, the only browser API that reports upload progress, with
 * the same headers as the shared client (token, tenant, language) and an Idempotency-Key so that
 * a repeated send files the document once.
 */
export function uploadWithProgress<T>(
  url: string,
  fields: Record<string, string>,
  file: File,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    const token = sessionStore.getState().token;
    if (token) {
      const stored = localStore.get<string>(StorageKey.token);
      xhr.setRequestHeader('X-Access-Token', stored === token ? token : '-1');
    }
    xhr.setRequestHeader('tenant-id', currentTenantId() || '0');
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, crypto.randomUUID());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Envelope<T> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {}
      if (body?.success && xhr.status >= 200 && xhr.status < 300) resolve(body.result as T);
      else
        reject(
          new ApiError(
            body?.code && body.code !== 200 ? body.code : xhr.status,
            body?.message || fileTexts.t('uploadFailed'),
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, fileTexts.t('uploadFailed'), 'network'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
