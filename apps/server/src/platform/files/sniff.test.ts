import { describe, expect, it } from 'vitest';
import { cleanFileName } from './files.ts';
import { checkUpload } from './sniff.ts';

const PDF = Buffer.from('%PDF-1.7\n');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe('checkUpload', () => {
  it('accepts known content whose extension matches', () => {
    expect(checkUpload(PDF, 'a.PDF')?.contentType).toBe('application/pdf');
    expect(checkUpload(ZIP, '报告.docx')?.contentType).toContain('wordprocessingml');
    expect(checkUpload(ZIP, 'data.zip')?.contentType).toBe('application/zip');
    expect(checkUpload(OLE, 'old.xls')?.contentType).toBe('application/vnd.ms-excel');
  });
  it('refuses text formats, mismatched extensions and unknown content', () => {
    expect(checkUpload(Buffer.from('<svg onload=alert(1)>'), 'x.svg')).toBeNull();
    expect(checkUpload(Buffer.from('<html>'), 'x.png')).toBeNull();
    expect(checkUpload(PDF, 'x.html')).toBeNull();
    expect(checkUpload(ZIP, 'x.pdf')).toBeNull();
    expect(checkUpload(OLE, 'x.msi')).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('drops folders and control characters', () => {
    expect(cleanFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\n.pdf')).toBe('ab.pdf');
    expect(cleanFileName('...')).toBe('file');
  });
});
