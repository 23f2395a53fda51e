/**
 * File types recognised by their content (magic bytes), never by the name or the client's
 * Content-Type. Text formats (HTML, SVG, scripts) have no signature and are therefore refused,
 * which is the point (SECURITY.md 8).
 */

export interface DetectedType {
  contentType: string;
  /** Extensions a file of this content may carry. */
  extensions: readonly string[];
}

const starts = (data: Buffer, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const OLE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** 'BM', then the file's own length and a known DIB header size: two bytes alone prove little. */
function isBitmap(data: Buffer): boolean {
  if (data.length < 26 || !starts(data, [0x42, 0x4d])) return false;
  return data.readUInt32LE(2) === data.length && [12, 40, 52, 56, 108, 124].includes(data.readUInt32LE(14));
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The type of `data`, or null when it is none of the accepted formats. */
export function detectFileType(data: Buffer, fileName: string): DetectedType | null {
  const ext = extensionOf(fileName);
  if (starts(data, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { contentType: 'application/pdf', extensions: ['pdf'] };
  if (starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extensions: ['png'] };
  if (starts(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] };
  if (starts(data, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', extensions: ['gif'] };
  if (starts(data, [0x52, 0x49, 0x46, 0x46]) && starts(data, [0x57, 0x45, 0x42, 0x50], 8))
    return { contentType: 'image/webp', extensions: ['webp'] };
  if (isBitmap(data)) return { contentType: 'image/bmp', extensions: ['bmp'] };
  if (starts(data, [0x50, 0x4b, 0x03, 0x04])) {
    const office = OOXML[ext];
    if (office) return { contentType: office, extensions: [ext] };
    return { contentType: 'application/zip', extensions: ['zip'] };
  }
  if (starts(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const office = OLE[ext];
    if (office) return { contentType: office, extensions: [ext] };
    return null;
  }
  if (starts(data, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]))
    return { contentType: 'application/vnd.rar', extensions: ['rar'] };
  return null;
}

/** Accepts the file only when its content is a known type and its name's extension matches it. */
export function checkUpload(data: Buffer, fileName: string): DetectedType | null {
  const type = detectFileType(data, fileName);
  if (!type) return null;
  return type.extensions.includes(extensionOf(fileName)) ? type : null;
}
