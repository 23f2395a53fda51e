/**
 * Routes of 证书维护 (zswh: batches with progress, their result report and the batch print's PDF)
 * and 短信通知 (zsfx/sms: the notices sent to enterprise contacts, their export and resend).
 */
import {
  BATCH_ITEM_STATUSES,
  CERTIFICATE_NOTICE_CHANNELS,
  CERTIFICATE_NOTICE_STATUSES,
  certificateMaintenanceEndpoints,
  certificateMaintenanceSchemas,
  labelOf,
  NOTICE_EVENTS,
} from '@cb/domain';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../platform/auth/guard.ts';
import { EXPORT_MAX_ROWS, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { PublicAddress } from '../../platform/public-url.ts';
import type { CertificateMaintenanceService } from './maintenance-service.ts';
import type { CertificateNoticeService } from './notices.ts';

type App = Parameters<AreaRoutes>[0];

export function registerMaintenanceRoutes(
  app: App,
  maintenance: CertificateMaintenanceService,
  notices: CertificateNoticeService,
  /** The QR codes' origin of regenerated and printed PDFs: configured, never the Host header. */
  publicAddress: PublicAddress,
) {
  registerEndpoints(app, certificateMaintenanceEndpoints, certificateMaintenanceSchemas, {
    // ───────────────────────────────────────── 证书维护 ─────────────────────────────────────────
    addCertificateBatch: async (request) =>
      ok(await maintenance.create(requireUser(request), request.body, publicAddress.origin())),
    listCertificateBatches: async (request) =>
      ok(await maintenance.list(requireUser(request), request.query)),
    getCertificateBatch: async (request) =>
      ok(await maintenance.detail(requireUser(request), request.query.id)),
    listCertificateBatchItems: async (request) =>
      ok(await maintenance.items(requireUser(request), request.query)),
    exportCertificateBatchItems: async (request, reply) => {
      const { rows } = await maintenance.exportItems(
        requireUser(request),
        request.query.batchId,
        request.query.status,
        EXPORT_MAX_ROWS,
      );
      const content = await writeSheet(
        '维护结果',
        [
          { header: '序号', width: 8, value: (r) => r.seq },
          { header: '证书编号', width: 20, value: (r) => r.certNo },
          { header: '获证组织', width: 30, value: (r) => r.enterpriseName },
          { header: '结果', width: 8, value: (r) => labelOf(BATCH_ITEM_STATUSES, r.status) ?? r.status },
          { header: '说明', width: 40, value: (r) => r.message },
          { header: '耗时（毫秒）', width: 12, value: (r) => (r.ms == null ? '' : r.ms) },
        ],
        rows,
      );
      return sendWorkbook(reply, content, 'maintenance-result.xlsx', '证书维护结果.xlsx');
    },
    cancelCertificateBatch: async (request) =>
      ok(await maintenance.cancel(requireUser(request), request.body.id, request.body.version)),
    getCertificateBatchPdf: async (request, reply) => {
      const { file, data } = await maintenance.file(requireUser(request), request.query.id);
      return sendDownload(reply as FastifyReply, {
        content: data,
        contentType: 'application/pdf',
        fileName: file.fileName,
        asciiName: 'certificates.pdf',
        inline: true,
      });
    },

    // ───────────────────────────────────────── 短信通知 ─────────────────────────────────────────
    listCertificateNotices: async (request) => ok(await notices.list(requireUser(request), request.query)),
    exportCertificateNotices: async (request, reply) => {
      const rows = await notices.exportRows(requireUser(request), request.query, EXPORT_MAX_ROWS);
      const content = await writeSheet(
        '短信通知',
        [
          { header: '证书编号', width: 20, value: (r) => r.certNo },
          { header: '获证组织', width: 30, value: (r) => r.enterpriseName },
          { header: '事件', width: 8, value: (r) => labelOf(NOTICE_EVENTS, r.eventType) ?? r.eventType },
          {
            header: '渠道',
            width: 8,
            value: (r) => labelOf(CERTIFICATE_NOTICE_CHANNELS, r.channel) ?? r.channel,
          },
          { header: '接收人', width: 10, value: (r) => r.recipientName },
          { header: '手机/邮箱', width: 24, value: (r) => r.address },
          { header: '通知内容', width: 60, value: (r) => r.title },
          {
            header: '状态',
            width: 10,
            value: (r) => labelOf(CERTIFICATE_NOTICE_STATUSES, r.status) ?? r.status,
          },
          { header: '说明', width: 30, value: (r) => r.detail },
          { header: '发送时间', width: 20, value: (r) => r.sentTime ?? '' },
          { header: '记录时间', width: 20, value: (r) => r.createTime },
        ],
        rows,
      );
      return sendWorkbook(reply, content, 'certificate-notices.xlsx', '短信通知.xlsx');
    },
    getCertificateNoticeChannels: async (request) => ok(await notices.channelState(requireUser(request))),
    resendCertificateNotice: async (request) =>
      ok(await notices.resend(requireUser(request), request.body.id, request.body.version)),
  });
}
