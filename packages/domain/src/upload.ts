/**
 * Client-side file-type check before an upload (SPEC.md §5 "Upload"). It only spares the user a
 * pointless upload; the server checks the content again.
 */
import { type Locale, localize } from './labels.ts';

/** What an upload control accepts. */
export type UploadKind = 'word' | 'excel' | 'document';

/** Accepted file-name extensions per kind; 'document' is the general attachment upload. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  word: ['doc', 'docx'],
  excel: ['xls', 'xlsx'],
  document: [
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'pdf',
    'txt',
    'jpg',
    'jpeg',
    'png',
    'gif',
    'bmp',
    'zip',
    'rar',
  ],
};

export const UPLOAD_MESSAGES = {
  word: { zh: '只能上传Word文件！', en: 'Only Word files can be uploaded!' },
  excel: { zh: '只能上传excel文件', en: 'Only Excel files can be uploaded' },
  document: { zh: '不支持的文件格式！', en: 'Unsupported file format!' },
} as const;

/**
 * The lower-case extension of a file name, or '' when it has none.
 * @example fileExtension('报告.DOCX') // 'docx'
 */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Checks a file name against what the control accepts; returns null when accepted, else the message.
 * @example uploadTypeError('plan.pdf', 'word') // '只能上传Word文件！'
 * @example uploadTypeError('list.XLSX', 'excel') // null
 */
export function uploadTypeError(fileName: string, kind: UploadKind, locale: Locale = 'zh-CN'): string | null {
  return UPLOAD_EXTENSIONS[kind].includes(fileExtension(fileName))
    ? null
    : localize(UPLOAD_MESSAGES[kind], locale);
}
