/**
 * Client-side file-type check before an upload (SPEC.md §5 "Upload"). It only spares the user a
 * pointless upload; the server checks the content again. Also the document types of the record
 * files every business area shares (their API shapes are in record-files.ts).
 */
import { UPLOAD_DOCUMENT_TYPES } from './applications/code-tables.ts';
import {
  MULTI_FILE_ONSITE_TYPES,
  NC_DOCUMENT_TYPES,
  ONSITE_DOCUMENT_TYPES,
} from './audit-execution/documents.ts';
import { type CodeLabel, type CodeOf, type Locale, localize } from './labels.ts';

/** What an upload control accepts. */
export type UploadKind = 'word' | 'excel' | 'document';

/** Accepted file-name extensions per kind; 'document' is the general attachment upload. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = {
  word: ['doc', 'docx'],
  excel: ['xls', 'xlsx'],
  // Exactly what the server recognises by content (platform/files/sniff.ts): plain text has no
  // signature, so it is not offered here either.
  document: [
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'pdf',
    'jpg',
    'jpeg',
    'png',
    'gif',
    'webp',
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

/**
 * Document types a record's files are filed under: the upload-document types of SPEC.md §3, two
 * general ones for areas whose records have no spec type (an enterprise's business licence, other
 * attachments), and the documents of an auditor's archive.
 */
export const RECORD_DOCUMENT_TYPES = [
  ...UPLOAD_DOCUMENT_TYPES,
  { code: 'business_license', zh: '营业执照', en: 'Business licence' },
  { code: 'attachment', zh: '其他附件', en: 'Other attachment' },
  // A partner's agreement (hzf; its licence is business_license).
  { code: 'partner_agreement', zh: '合作协议', en: 'Partnership agreement' },
  // An auditor's archive (rlzy).
  { code: 'qualification_certificate', zh: '资格证书', en: 'Registration certificate' },
  { code: 'diploma', zh: '学历证书', en: 'Diploma' },
  { code: 'labour_contract', zh: '劳动合同', en: 'Labour contract' },
  // An audit's on-site file and a nonconformity's evidence (shxm).
  ...ONSITE_DOCUMENT_TYPES,
  ...NC_DOCUMENT_TYPES,
] as const satisfies readonly CodeLabel[];

export type RecordDocumentType = CodeOf<typeof RECORD_DOCUMENT_TYPES>;

/**
 * Types of which a record holds many independent files. Every other type is one document per
 * record: uploading it again makes a new version and keeps the earlier ones as its history.
 */
export const MULTI_FILE_DOCUMENT_TYPES: readonly RecordDocumentType[] = [
  'attachment',
  'qualification_certificate',
  'diploma',
  'labour_contract',
  ...MULTI_FILE_ONSITE_TYPES,
];

export function isRecordDocumentType(code: string): code is RecordDocumentType {
  return RECORD_DOCUMENT_TYPES.some((row) => row.code === code);
}
