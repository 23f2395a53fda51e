import { describe, expect, it } from 'vitest';
import { UPLOAD_DOCUMENT_TYPES } from './applications/code-tables.ts';
import { NC_DOCUMENT_TYPES, ONSITE_DOCUMENT_TYPES } from './audit-execution/documents.ts';
import {
  fileExtension,
  isRecordDocumentType,
  MULTI_FILE_DOCUMENT_TYPES,
  RECORD_DOCUMENT_TYPES,
  UPLOAD_EXTENSIONS,
  uploadTypeError,
} from './upload.ts';

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

describe('record document types', () => {
  it("are the spec upload-document types plus the general ones, a partner's agreement and an auditor archive's", () => {
    expect(RECORD_DOCUMENT_TYPES.map((r) => r.code)).toEqual([
      ...UPLOAD_DOCUMENT_TYPES.map((r) => r.code),
      'business_license',
      'attachment',
      // A partner's agreement (hzf).
      'partner_agreement',
      'qualification_certificate',
      'diploma',
      'labour_contract',
      // An audit's on-site file and a nonconformity's evidence (shxm).
      ...ONSITE_DOCUMENT_TYPES.map((r) => r.code),
      ...NC_DOCUMENT_TYPES.map((r) => r.code),
    ]);
    expect(new Set(RECORD_DOCUMENT_TYPES.map((r) => r.code)).size).toBe(RECORD_DOCUMENT_TYPES.length);
  });

  it.each([
    ['xmsl001', true],
    ['attachment', true],
    ['XMSL001', false],
    ['', false],
    ["xmsl001' or 1=1", false],
  ])('%j is a record document type: %s', (code, known) => expect(isRecordDocumentType(code)).toBe(known));

  it("only the general attachment, an auditor archive's documents and the on-site file's repeated documents hold many files; every multi-file type is a known type", () => {
    expect(MULTI_FILE_DOCUMENT_TYPES).toEqual([
      'attachment',
      'qualification_certificate',
      'diploma',
      'labour_contract',
      'shxm_nc_report',
      'shxm_sampling',
      'shxm_other',
      'nc_evidence',
    ]);
    for (const code of MULTI_FILE_DOCUMENT_TYPES) expect(isRecordDocumentType(code)).toBe(true);
  });

  it('offers no document extension the server cannot recognise by content', () => {
    expect(UPLOAD_EXTENSIONS.document).not.toContain('txt');
    expect(UPLOAD_EXTENSIONS.document).toEqual(expect.arrayContaining(['pdf', 'docx', 'xlsx', 'png', 'jpg']));
  });
});
