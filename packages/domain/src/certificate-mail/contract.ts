/** The contract of 证书邮寄 (yjgl): mail records and requests, their lists and actions. */
import { z } from 'zod';
import {
  calendarDate,
  idQuery,
  idSchema,
  pageSchema,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { filterTextUpTo, requiredText } from '../common/fields.ts';
import { pageQuerySchema } from '../paging.ts';
import { COURIERS } from './mail.ts';

export const certificateMailBody = z.object({
  certificateId: idSchema,
  recipient: requiredText('收件人', 50),
  phone: z
    .string({ error: '请输入联系电话' })
    .trim()
    .regex(/^[0-9+\-() ]{7,20}$/, '请输入正确的联系电话'),
  address: requiredText('邮寄地址', 200),
  remark: z.string().trim().max(500, '备注长度不能超过500个字符').default(''),
});
export type CertificateMailInput = z.input<typeof certificateMailBody>;
export const certificateMailEditBody = certificateMailBody
  .omit({ certificateId: true })
  .extend({ id: idSchema, version: versionSchema });

export const certificateMailSendBody = z.object({
  id: idSchema,
  version: versionSchema,
  courier: z.string().refine((v) => COURIERS.some((c) => c.code === v), '请选择快递公司'),
  trackingNo: z
    .string({ error: '请输入快递单号' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, '快递单号为6-30位字母或数字'),
  sentDate: calendarDate('寄出日期'),
});
export const certificateMailSignBody = z.object({
  id: idSchema,
  version: versionSchema,
  signedDate: calendarDate('签收日期'),
});
export const certificateMailApproveBody = z.object({
  id: idSchema,
  version: versionSchema,
  approve: z.boolean({ error: '请选择审批结果' }),
  reason: z.string().trim().max(500, '说明长度不能超过500个字符').default(''),
});

export const certificateMailFilters = z.object({
  certNo: filterTextUpTo(50),
  enterpriseName: filterTextUpTo(100),
  trackingNo: filterTextUpTo(30),
  status: z
    .enum(['0', '1', '2', '3', '4', ''], { error: '邮寄状态不正确' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});
export const certificateMailListQuery = pageQuerySchema(['createTime', 'sentDate'] as const).extend(
  certificateMailFilters.shape,
);
export type CertificateMailListQuery = z.infer<typeof certificateMailListQuery>;
export const certificateMailExportQuery = certificateMailListQuery.omit({ pageNo: true, pageSize: true });

export const certificateMailRow = z.object({
  id: idSchema,
  version: z.number().int(),
  certificateId: idSchema,
  certNo: z.string(),
  enterpriseName: z.string(),
  /** 'staff' registered by the body, 'apply' requested (邮寄申请). */
  source: z.string(),
  recipient: z.string(),
  phone: z.string(),
  address: z.string(),
  courier: z.string(),
  trackingNo: z.string(),
  sentDate: z.string().nullable(),
  signedDate: z.string().nullable(),
  status: z.number().int(),
  remark: z.string(),
  rejectReason: z.string(),
  createTime: timestampSchema,
});
export type CertificateMailRow = z.infer<typeof certificateMailRow>;
export const certificateMailPage = pageSchema(certificateMailRow);

/** The form's defaults for a certificate: the organisation's name and the address printed on it. */
export const certificateMailDefaults = z.object({
  certificateId: idSchema,
  certNo: z.string(),
  enterpriseName: z.string(),
  address: z.string(),
});

/** The certificate whose defaults the form asks for (邮寄登记 and 邮寄申请). */
export const certificateMailDefaultsQuery = z.object({ certificateId: z.uuid({ error: '请选择证书' }) });

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 证书邮寄 endpoint (its route: endpoints.ts). */
export const certificateMailSchemas = {
  listCertificateMails: { query: certificateMailListQuery, result: certificateMailPage },
  getCertificateMail: { query: idQuery, result: certificateMailRow },
  getCertificateMailDefaults: { query: certificateMailDefaultsQuery, result: certificateMailDefaults },
  exportCertificateMails: { query: certificateMailExportQuery, result: 'file' },
  addCertificateMail: { body: certificateMailBody, result: savedRecord },
  applyCertificateMail: { body: certificateMailBody, result: savedRecord },
  editCertificateMail: { body: certificateMailEditBody, result: savedRecord },
  approveCertificateMail: { body: certificateMailApproveBody, result: savedRecord },
  sendCertificateMail: { body: certificateMailSendBody, result: savedRecord },
  signCertificateMail: { body: certificateMailSignBody, result: savedRecord },
} as const satisfies SchemaTable;
