import { describe, expect, it } from 'vitest';
import { previewKindOf } from './previewKind';

describe('previewKindOf', () => {
  it.each([
    ['application/pdf', '认证申请书.pdf', 'pdf'],
    ['application/pdf; charset=binary', 'scan.PDF', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', '合同.docx', 'word'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', '合同.DOCX', 'word'],
    ['image/png', '营业执照.png', 'image'],
    ['image/jpeg', 'photo.jpg', 'image'],
    ['image/gif', 'a.gif', 'image'],
    ['image/webp', 'a.webp', 'image'],
    ['image/bmp', 'a.bmp', 'image'],
    // The old binary Word format, spreadsheets, slides and archives have no viewer here.
    ['application/msword', '旧合同.doc', 'unsupported'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '名单.xlsx', 'unsupported'],
    ['application/vnd.ms-excel', '名单.xls', 'unsupported'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'a.pptx', 'unsupported'],
    ['application/zip', '资料.zip', 'unsupported'],
    ['application/vnd.rar', '资料.rar', 'unsupported'],
    // The content type decides, never the name alone.
    ['application/zip', 'renamed.docx', 'unsupported'],
    ['application/octet-stream', 'fake.pdf', 'unsupported'],
    ['image/svg+xml', 'logo.svg', 'unsupported'],
    ['text/html', 'page.png', 'unsupported'],
  ] as const)('%s (%s) → %s', (contentType, fileName, kind) =>
    expect(previewKindOf({ contentType, fileName })).toBe(kind),
  );
});
