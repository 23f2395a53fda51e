import { describe, expect, it } from 'vitest';
import { cleanFileName } from './files.ts';
import { checkUpload } from './sniff.ts';

const PDF = Buffer.from('%PDF-1.7\n');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A 1×1 24-bit bitmap: 14-byte file header, 40-byte DIB header, one padded pixel row. */
function bitmap(): Buffer {
  const data = Buffer.alloc(58);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(58, 2);
  data.writeUInt32LE(54, 10);
  data.writeUInt32LE(40, 14);
  data.writeInt32LE(1, 18);
  data.writeInt32LE(1, 22);
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  return data;
}

describe('checkUpload', () => {
  it('accepts known content whose extension matches', () => {
    expect(checkUpload(PDF, 'a.PDF')?.contentType).toBe('application/pdf');
    expect(checkUpload(ZIP, '报告.docx')?.contentType).toContain('wordprocessingml');
    expect(checkUpload(ZIP, 'data.zip')?.contentType).toBe('application/zip');
    expect(checkUpload(OLE, 'old.xls')?.contentType).toBe('application/vnd.ms-excel');
    expect(checkUpload(bitmap(), 'scan.BMP')?.contentType).toBe('image/bmp');
  });
  it('needs more than "BM" to call something a bitmap', () => {
    expect(checkUpload(Buffer.from('BM this is just text pretending to be a bitmap'), 'x.bmp')).toBeNull();
    const wrongLength = bitmap();
    wrongLength.writeUInt32LE(9999, 2);
    expect(checkUpload(wrongLength, 'x.bmp')).toBeNull();
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
