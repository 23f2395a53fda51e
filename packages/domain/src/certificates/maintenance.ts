/**
 * 证书维护 (zswh) and 短信通知 (zsfx/sms): batch work on many certificates (a batch print into one
 * PDF, regenerating the stored PDFs after a template change, a standard transition to a new
 * edition) done in the background with progress and a result per certificate; and the notices an
 * enterprise contact gets when a certificate is suspended, restored, revoked, cancelled or expires
 * (e-mail, and SMS only when the body bought the SMS service, SPEC.md §5).
 */
import { z } from 'zod';
import {
  idQuery,
  idSchema,
  idVersion,
  pageSchema,
  savedRecord,
  timestampSchema,
  versionSchema,
} from '../common/contract.ts';
import type { SchemaTable } from '../common/endpoints.ts';
import { filterChoice, filterTextUpTo } from '../common/fields.ts';
import { codeTable } from '../labels.ts';
import { SMS_NOT_BOUGHT_MESSAGE } from '../notices/notice-route.ts';
import { pageQuerySchema } from '../paging.ts';
import { REVOCATION_REASONS, SUSPENSION_REASONS } from './lifecycle.ts';
import * as tableRows from './maintenance.json';
import { certificateFilters } from './manage-contract.ts';

// ─────────────────────────────────────────── batches ──────────────────────────────────────────

export const MAINTENANCE_KINDS = codeTable(tableRows.MAINTENANCE_KINDS, 'print regenerate transition');
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number]['code'];

export const BATCH_STATUSES = codeTable(tableRows.BATCH_STATUSES, 'queued running done cancelled failed');
export type BatchStatus = (typeof BATCH_STATUSES)[number]['code'];

export const BATCH_ITEM_STATUSES = codeTable(tableRows.BATCH_ITEM_STATUSES, 'pending ok failed');

/** The most certificates one batch takes (a batch print of 2,000 pages stays a usable file). */
export const MAX_BATCH_CERTIFICATES = 2000;

/** What a certificate must be for a batch of the kind; null when it may be processed. */
export function maintenanceItemProblem(
  kind: MaintenanceKind,
  certificate: { status: number; standardCode: string; standardVersion: string },
  params: { standardCode?: string; standardVersion?: string },
): string | null {
  if (certificate.status === 99) return '已换发的旧版本证书不能维护';
  switch (kind) {
    case 'print':
      return null;
    case 'regenerate':
      return certificate.status === 1 || certificate.status === 2
        ? null
        : '只有有效或暂停的证书重新生成证书PDF';
    case 'transition':
      if (certificate.status !== 1) return '只有有效的证书可以换版';
      if (params.standardCode && certificate.standardCode !== params.standardCode)
        return '证书的认证标准与换版标准不一致';
      if (certificate.standardVersion.trim() === (params.standardVersion ?? '').trim())
        return '证书已是目标版本';
      return null;
  }
}

/** Whether a batch can be created at all (the per-certificate problems go to its result report). */
export function maintenanceBatchProblem(
  kind: MaintenanceKind,
  params: { standardCode?: string; standardVersion?: string },
  count: number,
): string | null {
  if (count === 0) return '没有符合条件的证书';
  if (count > MAX_BATCH_CERTIFICATES) return `一次最多维护${MAX_BATCH_CERTIFICATES}张证书，请缩小查询范围`;
  if (kind === 'transition') {
    if (!params.standardCode) return '请输入换版的标准代码';
    if (!params.standardVersion) return '请输入换版后的标准版本';
  }
  return null;
}

/** Which batch states can move where: a batch is cancelled only before it has finished. */
export function batchCancelProblem(status: BatchStatus): string | null {
  if (status === 'queued' || status === 'running') return null;
  return '任务已结束，不能取消';
}

/** 0–100, whole percent; a finished batch is 100. */
export function batchPercent(total: number, processed: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((processed * 100) / total));
}

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}最多${max}个字符`);

export const maintenanceBatchBody = z
  .object({
    kind: z.enum(['print', 'regenerate', 'transition'], { error: '请选择维护类型' }),
    /** Chosen certificates; when empty, the filters choose them. */
    certificateIds: z
      .array(idSchema)
      .max(MAX_BATCH_CERTIFICATES, `一次最多维护${MAX_BATCH_CERTIFICATES}张证书`)
      .default([]),
    /** Certificate numbers, one per line (证书编号). */
    certNos: z.array(trimmed('证书编号', 50)).max(MAX_BATCH_CERTIFICATES).default([]),
    filters: certificateFilters.default({
      certNo: undefined,
      enterpriseName: undefined,
      standardCode: undefined,
      status: undefined,
    }),
    standardCode: trimmed('标准代码', 20).default(''),
    standardName: trimmed('标准名称', 200).default(''),
    standardVersion: trimmed('标准版本', 100).default(''),
    remark: trimmed('说明', 500).default(''),
  })
  .refine(
    (b) =>
      b.certificateIds.length > 0 ||
      b.certNos.length > 0 ||
      Object.values(b.filters).some((v) => v !== undefined),
    { message: '请选择证书或输入查询条件', path: ['certificateIds'] },
  );
export type MaintenanceBatchInput = z.input<typeof maintenanceBatchBody>;

export const maintenanceBatchRow = z.object({
  id: idSchema,
  version: z.number().int(),
  kind: z.string(),
  title: z.string(),
  status: z.string(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  percent: z.number().int(),
  hasFile: z.boolean(),
  /** Rendering time per certificate PDF, average and slowest (ms); null before any. */
  avgMs: z.number().nullable(),
  maxMs: z.number().nullable(),
  error: z.string(),
  creatorName: z.string(),
  createTime: timestampSchema,
  startTime: timestampSchema.nullable(),
  finishTime: timestampSchema.nullable(),
});
export type MaintenanceBatchRow = z.infer<typeof maintenanceBatchRow>;
export const maintenanceBatchPage = pageSchema(maintenanceBatchRow);

export const maintenanceBatchListQuery = pageQuerySchema(['createTime'] as const).extend({
  kind: filterChoice(['print', 'regenerate', 'transition'], '维护类型不正确'),
  status: filterChoice(['queued', 'running', 'done', 'cancelled', 'failed'], '任务状态不正确'),
});
export type MaintenanceBatchListQuery = z.infer<typeof maintenanceBatchListQuery>;

export const maintenanceItemRow = z.object({
  id: idSchema,
  seq: z.number().int(),
  certificateId: idSchema,
  certNo: z.string(),
  enterpriseName: z.string(),
  status: z.string(),
  message: z.string(),
  ms: z.number().nullable(),
});
export type MaintenanceItemRow = z.infer<typeof maintenanceItemRow>;
export const maintenanceItemPage = pageSchema(maintenanceItemRow);
export const maintenanceItemListQuery = pageQuerySchema(['seq'] as const).extend({
  batchId: idSchema,
  status: filterChoice(['pending', 'ok', 'failed'], '处理结果不正确'),
});
export type MaintenanceItemListQuery = z.infer<typeof maintenanceItemListQuery>;
export const maintenanceItemExportQuery = maintenanceItemListQuery.omit({ pageNo: true, pageSize: true });

export const maintenanceBatchIdVersion = z.object({ id: idSchema, version: versionSchema });

// ─────────────────────────────────────────── notices ──────────────────────────────────────────

/** The certificate events an enterprise contact is told about. */
export const NOTICE_EVENTS = codeTable(tableRows.NOTICE_EVENTS, 'issue suspend restore revoke cancel expire');
export type NoticeEvent = (typeof NOTICE_EVENTS)[number]['code'];

/** dictionary notice_route: '2' e-mail, '4' SMS. */
export const CERTIFICATE_NOTICE_CHANNELS = codeTable(tableRows.CERTIFICATE_NOTICE_CHANNELS, '4 2');

export const CERTIFICATE_NOTICE_STATUSES = codeTable(
  tableRows.CERTIFICATE_NOTICE_STATUSES,
  'pending sent failed skipped',
);
export type CertificateNoticeStatus = (typeof CERTIFICATE_NOTICE_STATUSES)[number]['code'];

export const NO_CHANNEL_CONFIGURED = '渠道未配置或未启用，请联系管理员在消息渠道中配置';

/**
 * The notices one contact gets: SMS to the phone (recorded as not sent when the SMS service is not
 * bought, so the list shows why), e-mail to the address. A contact with neither gets none.
 */
export function certificateNoticePlan(
  contact: { phone: string; email: string },
  buyNoteService: number,
): Array<{ channel: '2' | '4'; address: string; status: 'pending' | 'skipped'; detail: string }> {
  const plan: ReturnType<typeof certificateNoticePlan> = [];
  const phone = contact.phone.trim();
  const email = contact.email.trim();
  if (phone)
    plan.push(
      buyNoteService === 1
        ? { channel: '4', address: phone, status: 'pending', detail: '' }
        : { channel: '4', address: phone, status: 'skipped', detail: SMS_NOT_BOUGHT_MESSAGE },
    );
  if (email) plan.push({ channel: '2', address: email, status: 'pending', detail: '' });
  return plan;
}

/** Whether a notice may be sent again by hand. */
export function noticeResendProblem(
  notice: { channel: string; status: string },
  buyNoteService: number,
): string | null {
  if (notice.status === 'sent') return '该通知已发送成功，无需重发';
  if (notice.channel === '4' && buyNoteService !== 1) return SMS_NOT_BOUGHT_MESSAGE;
  return null;
}

const reasonName = (event: NoticeEvent, code: string) => {
  const table = event === 'revoke' ? REVOCATION_REASONS : SUSPENSION_REASONS;
  return (table as readonly { code: string; zh: string }[]).find((r) => r.code === code)?.zh ?? '';
};

/** The text of a notice (the SMS is the title; the e-mail has both). */
export function certificateNoticeText(
  event: NoticeEvent,
  c: {
    certNo: string;
    enterpriseName: string;
    bodyName: string;
    effectiveDate: string;
    suspendUntil: string | null;
    reasonCode: string;
    /** An issue's: the standard with its edition and the expiry. */
    standard?: string;
    expiryDate?: string;
  },
): { title: string; content: string } {
  const name = NOTICE_EVENTS.find((e) => e.code === event)!.zh;
  const reason = event === 'suspend' || event === 'revoke' ? reasonName(event, c.reasonCode) : '';
  const body = c.bodyName ? `${c.bodyName}：` : '';
  const title = `${body}贵组织证书${c.certNo}已于${c.effectiveDate}${name}${
    event === 'issue' && c.standard ? `，认证依据${c.standard}` : ''
  }${event === 'issue' && c.expiryDate ? `，有效期至${c.expiryDate}` : ''}${
    event === 'suspend' && c.suspendUntil ? `，暂停期至${c.suspendUntil}` : ''
  }${reason ? `（${reason}）` : ''}。`;
  const tail: Record<NoticeEvent, string> = {
    issue: '请在有效期内按认证证书和标志使用规定使用，并按期接受监督审核；证书电子版可向认证机构索取。',
    suspend: '暂停期间不得使用认证证书和标志，请在暂停期内完成整改并申请恢复，逾期将撤销证书。',
    restore: '证书已恢复有效，可继续使用认证证书和标志。',
    revoke: '证书已撤销，请停止使用认证证书和标志，并交回证书。',
    cancel: '证书已注销，请停止使用认证证书和标志。',
    expire: '证书已过期失效，请停止使用认证证书和标志；如需继续认证，请申请再认证。',
  };
  return {
    title,
    content: `${c.enterpriseName}：\n${title}\n${tail[event]}\n证书状态可在认证机构网站或全国认证认可信息公共服务平台查询。`,
  };
}

export const certificateNoticeRow = z.object({
  id: idSchema,
  version: z.number().int(),
  certificateId: idSchema,
  certNo: z.string(),
  enterpriseName: z.string(),
  eventType: z.string(),
  channel: z.string(),
  recipientName: z.string(),
  address: z.string(),
  title: z.string(),
  status: z.string(),
  detail: z.string(),
  attempts: z.number().int(),
  sentTime: timestampSchema.nullable(),
  createTime: timestampSchema,
});
export type CertificateNoticeRow = z.infer<typeof certificateNoticeRow>;
export const certificateNoticePage = pageSchema(certificateNoticeRow);

export const certificateNoticeListQuery = pageQuerySchema(['createTime', 'sentTime'] as const).extend({
  certNo: filterTextUpTo(50),
  enterpriseName: filterTextUpTo(100),
  channel: filterChoice(['2', '4'], '通知渠道不正确'),
  status: filterChoice(['pending', 'sent', 'failed', 'skipped'], '发送状态不正确'),
  eventType: filterChoice(['issue', 'suspend', 'restore', 'revoke', 'cancel', 'expire'], '事件类型不正确'),
});
export type CertificateNoticeListQuery = z.infer<typeof certificateNoticeListQuery>;
export const certificateNoticeExportQuery = certificateNoticeListQuery.omit({ pageNo: true, pageSize: true });

/** What the 短信通知 page needs besides the list: whether SMS can go out at all. */
export const certificateNoticeChannelState = z.object({
  buyNoteService: z.number().int(),
  smsEnabled: z.boolean(),
  emailEnabled: z.boolean(),
});
export type CertificateNoticeChannelState = z.infer<typeof certificateNoticeChannelState>;

/** A new batch: its id and version, and how many certificates it takes. */
export const maintenanceBatchSaved = savedRecord.extend({ total: z.number().int() });

// ─────────────────────────────────────────── endpoints ──────────────────────────────────────────

/** The schemas of each 证书维护 and 短信通知 endpoint (its route: endpoints.ts). */
export const certificateMaintenanceSchemas = {
  addCertificateBatch: { body: maintenanceBatchBody, result: maintenanceBatchSaved },
  listCertificateBatches: { query: maintenanceBatchListQuery, result: maintenanceBatchPage },
  getCertificateBatch: { query: idQuery, result: maintenanceBatchRow },
  listCertificateBatchItems: { query: maintenanceItemListQuery, result: maintenanceItemPage },
  exportCertificateBatchItems: { query: maintenanceItemExportQuery, result: 'file' },
  cancelCertificateBatch: { body: idVersion, result: savedRecord },
  getCertificateBatchPdf: { query: idQuery, result: 'file' },
  listCertificateNotices: { query: certificateNoticeListQuery, result: certificateNoticePage },
  exportCertificateNotices: { query: certificateNoticeExportQuery, result: 'file' },
  getCertificateNoticeChannels: { result: certificateNoticeChannelState },
  resendCertificateNotice: { body: idVersion, result: certificateNoticeRow },
} as const satisfies SchemaTable;
