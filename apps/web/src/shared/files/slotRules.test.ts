import { describe, expect, it } from 'vitest';
import { acceptOf, formatFileSize, MAX_UPLOAD_MB, slotFileError } from './slotRules';

const MB = 1024 * 1024;

describe('slotFileError', () => {
  it.each([
    ['合同.docx', 'word', null],
    ['合同.DOC', 'word', null],
    ['合同.pdf', 'word', '只能上传Word文件！'],
    ['合同.xlsx', 'word', '只能上传Word文件！'],
    ['名单.xlsx', 'excel', null],
    ['名单.xls', 'excel', null],
    ['名单.csv', 'excel', '只能上传excel文件'],
    ['名单.docx', 'excel', '只能上传excel文件'],
    ['申请书.pdf', 'document', null],
    ['扫描件.bmp', 'document', null],
    ['说明.txt', 'document', '不支持的文件格式！'],
    ['页面.html', 'document', '不支持的文件格式！'],
    ['无扩展名', 'document', '不支持的文件格式！'],
  ] as const)('%s in a %s slot → %j', (name, kind, message) =>
    expect(slotFileError({ name, size: 100 }, kind)).toBe(message),
  );

  it('refuses an empty file and one past the size limit, at the limit it passes', () => {
    expect(slotFileError({ name: 'a.pdf', size: 0 }, 'document')).toBe('文件内容为空');
    expect(slotFileError({ name: 'a.pdf', size: MAX_UPLOAD_MB * MB }, 'document')).toBeNull();
    expect(slotFileError({ name: 'a.pdf', size: MAX_UPLOAD_MB * MB + 1 }, 'document')).toBe(
      `文件大小不能超过${MAX_UPLOAD_MB}MB`,
    );
    expect(slotFileError({ name: 'a.docx', size: 3 * MB }, 'word', 2)).toBe('文件大小不能超过2MB');
  });

  it('checks the type before the size', () => {
    expect(slotFileError({ name: 'a.pdf', size: 0 }, 'word')).toBe('只能上传Word文件！');
  });
});

describe('acceptOf', () => {
  it('lists the extensions of the slot for the file dialog', () => {
    expect(acceptOf('word')).toBe('.doc,.docx');
    expect(acceptOf('excel')).toBe('.xls,.xlsx');
    expect(acceptOf('document')).toContain('.pdf');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [5 * MB, '5.0 MB'],
  ])('%d → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
