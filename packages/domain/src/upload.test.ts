import { describe, expect, it } from 'vitest';
import { fileExtension, uploadTypeError } from './upload.ts';

describe('fileExtension', () => {
  it.each([
    ['a.DOCX', 'docx'],
    ['archive.tar.gz', 'gz'],
    ['README', ''],
    ['审核计划.pdf', 'pdf'],
  ])('%s -> %j', (name, ext) => expect(fileExtension(name)).toBe(ext));
});

describe('uploadTypeError', () => {
  it.each([
    ['合同.doc', 'word', null],
    ['合同.DOCX', 'word', null],
    ['合同.pdf', 'word', '只能上传Word文件！'],
    ['合同', 'word', '只能上传Word文件！'],
    ['名单.xls', 'excel', null],
    ['名单.xlsx', 'excel', null],
    ['名单.csv', 'excel', '只能上传excel文件'],
    ['名单.docx', 'excel', '只能上传excel文件'],
    ['报告.pdf', 'document', null],
    ['照片.JPG', 'document', null],
    ['程序.exe', 'document', '不支持的文件格式！'],
    ['页面.html', 'document', '不支持的文件格式！'],
  ] as const)('%s as %s -> %j', (name, kind, message) => expect(uploadTypeError(name, kind)).toBe(message));

  it('speaks English when asked', () => {
    expect(uploadTypeError('a.exe', 'document', 'en-US')).toBe('Unsupported file format!');
  });
});
