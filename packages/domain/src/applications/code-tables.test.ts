import { describe, expect, it } from 'vitest';
import { labelOf } from '../labels.ts';
import {
  APPLICATION_CHANGE_TYPES,
  CONSTRUCTION_STATUSES,
  CONTRACT_ROLES,
  INFO_CHANGE_TYPES,
  PROCESSOR_TYPES,
  SYSTEM_NUMBERS,
  UPLOAD_DOCUMENT_TYPES,
} from './code-tables.ts';

describe('application code tables', () => {
  it.each([
    ['application change type', APPLICATION_CHANGE_TYPES, [1, 2, 3, 4, 5, 6, 7, 99]],
    ['info change type', INFO_CHANGE_TYPES, Array.from({ length: 22 }, (_, i) => i + 1)],
    ['system number', SYSTEM_NUMBERS, [1, 2, 3]],
    ['processor type', PROCESSOR_TYPES, [1, 2, 3, 4]],
    ['construction status', CONSTRUCTION_STATUSES, [1, 2, 3, 4]],
    ['contract role', CONTRACT_ROLES, [1, 2]],
    [
      'upload document type',
      UPLOAD_DOCUMENT_TYPES,
      [
        'xmsl001',
        'htps001',
        'htps002',
        'shfa002',
        'shfa002_stage1',
        'shfa002_stage2',
        'product_sample_form',
        'change_audit',
        'change_scheme',
      ],
    ],
  ] as const)('%s codes', (_, table, codes) => expect(table.map((r) => r.code)).toEqual(codes));

  it.each([
    [APPLICATION_CHANGE_TYPES, 7, '专业代码', 'Professional code'],
    [APPLICATION_CHANGE_TYPES, 99, '其他', 'Other'],
    [INFO_CHANGE_TYPES, 1, '认可标志', 'Recognition mark'],
    [INFO_CHANGE_TYPES, 5, '体系覆盖人数', 'System-covered headcount'],
    [INFO_CHANGE_TYPES, 11, '制造商名称', 'Manufacturer name'],
    [INFO_CHANGE_TYPES, 18, '生产企业地址', 'Production enterprise address'],
    [INFO_CHANGE_TYPES, 22, '固定场所', 'Fixed site'],
    [UPLOAD_DOCUMENT_TYPES, 'xmsl001', '认证申请书', 'Application form'],
    [UPLOAD_DOCUMENT_TYPES, 'shfa002', '审核通知书', 'Audit notice'],
    [PROCESSOR_TYPES, 4, '已获证委托加工方', 'Certified subcontractor'],
    [CONTRACT_ROLES, 1, '总承包', 'General contractor'],
  ] as const)('labels %#', (table, code, zh, en) => {
    expect(labelOf(table, code)).toBe(zh);
    expect(labelOf(table, code, 'en-US')).toBe(en);
  });
});
