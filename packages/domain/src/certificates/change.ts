/**
 * Certificate changes (证书变更, zsfx change; DOMAIN.md §1.3 "1 → 1 (new version)" and §4.4): a
 * change of name, address, scope, mark or standard — or a reissue after surveillance,
 * recertification or a CB transfer — makes a new version of the certificate with the same number;
 * the old version turns 99 (旧证书) naming its replacement and the replacement reason (0101–0104).
 * Which statuses may change, which printed fields each change type may touch and what must be given
 * are the rules below; the server checks them before it writes, the form shows the same messages.
 */
import { z } from 'zod';
import { calendarDate, idQuery, idSchema, pageSchema, versionSchema } from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { codeTable } from '../labels.ts';
import { pageQuerySchema } from '../paging.ts';
import * as tableRows from './change.json';
import { REPLACEMENT_REASONS } from './lifecycle.ts';

/** The printed fields a change can touch (columns of the certificate version). */
export const CERTIFICATE_CHANGE_FIELDS = codeTable(
  tableRows.CERTIFICATE_CHANGE_FIELDS,
  'enterpriseName enterpriseNameEn enterpriseAddress enterpriseAddressEn scopeZh scopeEn standardName standardVersion marks',
);

export type CertificateChangeField = (typeof CERTIFICATE_CHANGE_FIELDS)[number]['code'];

/**
 * The content change types (certchange 01–09, 96) a new version can carry, with the printed fields
 * each may touch. 07 (product models) is for product certificates (type B) only.
 */
export const CERTIFICATE_CONTENT_CHANGES: readonly {
  code: string;
  zh: string;
  en: string;
  fields: readonly CertificateChangeField[];
  productOnly?: boolean;
}[] = [
  { code: '01', zh: '名称变更', en: 'Name', fields: ['enterpriseName', 'enterpriseNameEn'] },
  { code: '02', zh: '地址变更', en: 'Address', fields: ['enterpriseAddress', 'enterpriseAddressEn'] },
  {
    code: '03',
    zh: '其他组织信息变更',
    en: 'Other organisation information',
    fields: ['enterpriseNameEn', 'enterpriseAddressEn'],
  },
  { code: '04', zh: '认可标志变更', en: 'Mark', fields: ['marks'] },
  { code: '05', zh: '认证范围扩大', en: 'Scope extended', fields: ['scopeZh', 'scopeEn'] },
  { code: '06', zh: '认证范围缩小', en: 'Scope reduced', fields: ['scopeZh', 'scopeEn'] },
  { code: '07', zh: '产品型号变更', en: 'Product models', fields: ['scopeZh', 'scopeEn'], productOnly: true },
  { code: '08', zh: '认证依据标准变更', en: 'Standard', fields: ['standardName', 'standardVersion'] },
  { code: '96', zh: '取消CNAS认可标志', en: 'CNAS mark removed', fields: ['marks'] },
];

/** A certificate version can be changed or reissued only while valid (§1.3 "1 → 1"). */
export const CHANGEABLE_CERTIFICATE_STATUSES: readonly number[] = [1];

const STATUS_NAMES: Record<number, string> = {
  0: '过期',
  2: '暂停',
  3: '撤销',
  4: '注销',
  5: '过期',
  99: '旧证书',
};

/** The current version as the rule sees it. */
export interface ChangeableCertificate {
  status: number;
  certificateType: string;
  issueDate: string;
  expiryDate: string;
  fields: Readonly<Record<CertificateChangeField, string>>;
}

export interface CertificateChangeRequest {
  /** REPLACEMENT_REASONS code. */
  replacementReason: string;
  /** CERTIFICATE_CONTENT_CHANGES codes. */
  changeTypes: readonly string[];
  /** The new version's issue date (the day of the change). */
  issueDate: string;
  fields: Readonly<Partial<Record<CertificateChangeField, string>>>;
}

/** The fields whose value the request changes (trimmed comparison), in CERTIFICATE_CHANGE_FIELDS order. */
export function changedCertificateFields(
  current: Readonly<Record<CertificateChangeField, string>>,
  fields: Readonly<Partial<Record<CertificateChangeField, string>>>,
): CertificateChangeField[] {
  return CERTIFICATE_CHANGE_FIELDS.map((f) => f.code).filter(
    (key) => fields[key] !== undefined && fields[key]!.trim() !== current[key].trim(),
  );
}

/**
 * Everything that refuses a change, first failure first, or null when the new version may be made.
 * @example certificateChangeProblem({ status: 2, … }, …) // '证书状态为“暂停”，不能变更（请先恢复）'
 */
export function certificateChangeProblem(
  certificate: ChangeableCertificate,
  request: CertificateChangeRequest,
): string | null {
  if (!CHANGEABLE_CERTIFICATE_STATUSES.includes(certificate.status)) {
    const name = STATUS_NAMES[certificate.status] ?? String(certificate.status);
    return certificate.status === 2
      ? `证书状态为“${name}”，不能变更（请先恢复）`
      : `证书状态为“${name}”，不能变更`;
  }
  if (!REPLACEMENT_REASONS.some((r) => r.code === request.replacementReason)) return '请选择换证原因';
  const types = request.changeTypes;
  if (new Set(types).size !== types.length) return '变更类型重复';
  const rules = types.map((code) => CERTIFICATE_CONTENT_CHANGES.find((c) => c.code === code));
  if (rules.some((r) => !r)) return '变更类型不正确';
  if (rules.some((r) => r!.productOnly) && certificate.certificateType !== 'B')
    return '产品型号变更只适用于产品认证证书';
  if (types.includes('05') && types.includes('06')) return '认证范围不能同时扩大和缩小';
  if (request.replacementReason === '0104' && !types.length) return '证书内容变更请选择变更类型';
  const changed = changedCertificateFields(certificate.fields, request.fields);
  for (const key of changed) {
    if (!rules.some((r) => r!.fields.includes(key))) {
      const label = CERTIFICATE_CHANGE_FIELDS.find((f) => f.code === key)!.zh;
      return `所选变更类型不能修改“${label}”`;
    }
  }
  for (const rule of rules) {
    if (!rule!.fields.some((key) => changed.includes(key))) return `“${rule!.zh}”没有修改任何内容`;
  }
  for (const key of ['enterpriseName', 'scopeZh'] as const) {
    if (request.fields[key] !== undefined && !request.fields[key]!.trim())
      return `${CERTIFICATE_CHANGE_FIELDS.find((f) => f.code === key)!.zh}不能为空`;
  }
  if (request.issueDate < certificate.issueDate) return '换证日期不能早于原证书发证日期';
  if (request.issueDate > certificate.expiryDate) return '换证日期不能晚于证书有效期';
  return null;
}

// ─────────────────────────────────────────── contract ───────────────────────────────────────────

const printed = (max: number) => z.string({ error: '内容必须是文本' }).max(max, `内容最多${max}个字符`);

export const certificateChangeFieldsSchema = z.object({
  enterpriseName: printed(200).optional(),
  enterpriseNameEn: printed(300).optional(),
  enterpriseAddress: printed(300).optional(),
  enterpriseAddressEn: printed(500).optional(),
  scopeZh: printed(2000).optional(),
  scopeEn: printed(4000).optional(),
  standardName: printed(200).optional(),
  standardVersion: printed(50).optional(),
  marks: printed(100).optional(),
});

/** POST /zsfx/change/change: the new version of certificate `id` (seen at `version`). */
export const certificateChangeBody = z.object({
  id: idSchema,
  version: versionSchema,
  replacementReason: z.string({ error: '请选择换证原因' }),
  changeTypes: z.array(z.string()).max(10).default([]),
  issueDate: calendarDate('换证日期'),
  fields: certificateChangeFieldsSchema.default({}),
  reason: z.string().trim().max(500, '说明长度不能超过500个字符').default(''),
  /** The approved change request (变更审批) this version takes over. */
  applicationChangeId: idSchema.optional(),
  /** The decision's change task (certificate_tasks kind 4) this version carries out. */
  taskId: idSchema.optional(),
});
export type CertificateChangeInput = z.input<typeof certificateChangeBody>;

export const certificateChangeResult = z.object({
  id: idSchema,
  version: versionSchema,
  oldId: idSchema,
  certNo: z.string(),
});

/** Where a pending change comes from: 变更审批 or a decision's change task. */
export const CERTIFICATE_CHANGE_SOURCES = codeTable(
  tableRows.CERTIFICATE_CHANGE_SOURCES,
  'approval decision',
);

/** One pending change a certificate must take over (证书变更 list, 待换发). */
export const pendingCertificateChange = z.object({
  key: z.string(),
  source: z.enum(['approval', 'decision']),
  /** The change request (approval) or the task (decision). */
  sourceId: idSchema,
  certificateId: idSchema,
  certNo: z.string(),
  enterpriseName: z.string(),
  standardName: z.string(),
  certificateType: z.string(),
  status: z.number().int(),
  changeTypes: z.array(z.string()),
  fields: z.array(z.object({ key: z.string(), label: z.string(), after: z.string() })),
  note: z.string(),
  decidedAt: z.string(),
});
export type PendingCertificateChangeRow = z.infer<typeof pendingCertificateChange>;

export const pendingCertificateChangeQuery = pageQuerySchema(['decidedAt']).extend({
  certNo: z.string().trim().max(50).optional(),
  enterpriseName: z.string().trim().max(100).optional(),
});
export const pendingCertificateChangePage = pageSchema(pendingCertificateChange);

/** GET /zsfx/change/queryById: the current version, its pending changes and the prefilled form. */
export const certificateChangeForm = z.object({
  id: idSchema,
  version: versionSchema,
  certNo: z.string(),
  certificateType: z.string(),
  status: z.number().int(),
  standardCode: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  current: certificateChangeFieldsSchema.required(),
  pending: z.array(pendingCertificateChange),
  /** The pending changes applied to the current fields, and their change types. */
  prefill: z.object({ changeTypes: z.array(z.string()), fields: certificateChangeFieldsSchema }),
});
export type CertificateChangeForm = z.infer<typeof certificateChangeForm>;

/** 变更审批's field keys (change-approval CHANGE_FIELDS) → the certificate's printed field. */
export const APPROVAL_FIELD_TO_CERTIFICATE: Readonly<Record<string, CertificateChangeField>> = {
  name: 'enterpriseName',
  nameEn: 'enterpriseNameEn',
  registeredAddress: 'enterpriseAddress',
  officeAddress: 'enterpriseAddress',
  productionAddress: 'enterpriseAddress',
  registeredAddressEn: 'enterpriseAddressEn',
  officeAddressEn: 'enterpriseAddressEn',
  scopeZh: 'scopeZh',
  scopeEn: 'scopeEn',
};

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 证书变更 endpoint (its route: endpoints.ts). */
export const certificateChangeSchemas = {
  listPendingCertificateChanges: {
    query: pendingCertificateChangeQuery,
    result: pendingCertificateChangePage,
  },
  getCertificateChangeForm: { query: idQuery, result: certificateChangeForm },
  changeCertificate: { body: certificateChangeBody, result: certificateChangeResult },
} as const satisfies SchemaTable;
