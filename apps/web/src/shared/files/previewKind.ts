/**
 * Which viewer a file opens in (SPEC.md §7 "Preview": PDF in the built-in viewer, Word in the
 * office viewer, images inline; anything else 此文件格式不支持在线预览！). The server's content type
 * decides; the name only separates .docx from the older binary .doc, which no browser viewer reads.
 */
import { fileExtension } from '@cb/domain';

export type PreviewKind = 'pdf' | 'word' | 'image' | 'unsupported';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * @example previewKindOf({ contentType: 'application/pdf', fileName: '申请书.pdf' }) // 'pdf'
 * @example previewKindOf({ contentType: 'application/msword', fileName: '旧合同.doc' }) // 'unsupported'
 */
export function previewKindOf(file: { contentType: string; fileName: string }): PreviewKind {
  const type = file.contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type === DOCX_TYPE && fileExtension(file.fileName) === 'docx') return 'word';
  if (IMAGE_TYPES.has(type)) return 'image';
  return 'unsupported';
}
