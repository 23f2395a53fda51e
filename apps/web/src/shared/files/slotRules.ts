/**
 * What an upload slot accepts before anything is sent (SPEC.md §5 "Upload": 只能上传Word文件！,
 * 只能上传excel文件, otherwise 不支持的文件格式！), plus the size limit the server enforces (413).
 */
import { UPLOAD_EXTENSIONS, type UploadKind, uploadTypeError } from '@cb/domain';
import { currentLocale } from '../i18n';
import { fileTexts } from './texts';

/** The server's limit (platform/files MAX_UPLOAD_BYTES). */
export const MAX_UPLOAD_MB = 20;

/** The `accept` attribute of a slot's file input: the extensions of its kind. */
export function acceptOf(kind: UploadKind): string {
  return UPLOAD_EXTENSIONS[kind].map((ext) => `.${ext}`).join(',');
}

/**
 * null when the slot accepts the file, else the message to show.
 * @example slotFileError({ name: '合同.pdf', size: 10 }, 'word') // '只能上传Word文件！'
 */
export function slotFileError(
  file: { name: string; size: number },
  kind: UploadKind,
  maxMb = MAX_UPLOAD_MB,
): string | null {
  const typeError = uploadTypeError(file.name, kind, currentLocale());
  if (typeError) return typeError;
  if (file.size === 0) return fileTexts.t('emptyFile');
  if (file.size > maxMb * 1024 * 1024) return fileTexts.t('tooLarge', { size: maxMb });
  return null;
}

/** 1536 → '1.5 KB' */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
