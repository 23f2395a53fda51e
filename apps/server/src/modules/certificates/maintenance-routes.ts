/**
 * Routes of 证书维护 (zswh: batches with progress, their result report and the batch print's PDF)
 * and 短信通知 (zsfx/sms: the notices sent to enterprise contacts, their export and resend).
 */
import {
  MAINTENANCE_ACCESS as A,
  BATCH_ITEM_STATUSES,
  CERTIFICATE_NOTICE_CHANNELS,
  CERTIFICATE_NOTICE_STATUSES,
  certificateNoticeChannelState,
  certificateNoticeExportQuery,
  certificateNoticeListQuery,
  certificateNoticePage,
  certificateNoticeRow,
  idQuery,
  idVersion,
  labelOf,
  maintenanceBatchBody,
  maintenanceBatchListQuery,
  maintenanceBatchPage,
  maintenanceBatchRow,
  maintenanceItemExportQuery,
  maintenanceItemListQuery,
  maintenanceItemPage,
  NOTICE_EVENTS,
  savedRecord,
} from '@cb/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import { EXPORT_MAX_ROWS, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { PublicAddress } from '../../platform/public-url.ts';
import type { CertificateMaintenanceService } from './maintenance.ts';
import type { CertificateNoticeService } from './notices.ts';

type App = Parameters<AreaRoutes>[0];

export function registerMaintenanceRoutes(
  app: App,
  maintenance: CertificateMaintenanceService,
  notices: CertificateNoticeService,
  /** The QR codes' origin of regenerated and printed PDFs: configured, never the Host header. */
  publicAddress: PublicAddress,
) {
  // ─────────────────────────────────────────── 证书维护 ───────────────────────────────────────────

  app.post(
    '/zswh/maintain/batch/add',
    op({
      id: 'addCertificateBatch',
      summary: '新建证书维护任务（批量打印、重新生成PDF、标准换版；后台执行）',
      access: A.edit,
      body: maintenanceBatchBody,
      result: savedRecord.extend({ total: z.number().int() }),
    }),
    async (request) =>
      ok(await maintenance.create(requireUser(request), request.body, publicAddress.origin())),
  );
  app.get(
    '/zswh/maintain/batch/list',
    op({
      id: 'listCertificateBatches',
      summary: '证书维护任务列表（含进度）',
      access: A.read,
      query: maintenanceBatchListQuery,
      result: maintenanceBatchPage,
    }),
    async (request) => ok(await maintenance.list(requireUser(request), request.query)),
  );
  app.get(
    '/zswh/maintain/batch/queryById',
    op({
      id: 'getCertificateBatch',
      summary: '证书维护任务（进度）',
      access: A.read,
      query: idQuery,
      result: maintenanceBatchRow,
    }),
    async (request) => ok(await maintenance.detail(requireUser(request), request.query.id)),
  );
  app.get(
    '/zswh/maintain/batch/items',
    op({
      id: 'listCertificateBatchItems',
      summary: '证书维护任务的处理结果（逐张证书）',
      access: A.read,
      query: maintenanceItemListQuery,
      result: maintenanceItemPage,
    }),
    async (request) => ok(await maintenance.items(requireUser(request), request.query)),
  );
  app.get(
    '/zswh/maintain/batch/items/exportXls',
    op({
      id: 'exportCertificateBatchItems',
      summary: '导出证书维护结果报告',
      access: A.export,
      query: maintenanceItemExportQuery,
      result: 'file',
    }),
    async (request, reply) => {
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
  );
  app.post(
    '/zswh/maintain/batch/cancel',
    op({
      id: 'cancelCertificateBatch',
      summary: '取消证书维护任务（已处理的证书保留结果）',
      access: A.edit,
      body: idVersion,
      result: savedRecord,
    }),
    async (request) =>
      ok(await maintenance.cancel(requireUser(request), request.body.id, request.body.version)),
  );
  app.get(
    '/zswh/maintain/batch/pdf',
    op({
      id: 'getCertificateBatchPdf',
      summary: '批量打印生成的PDF',
      access: A.read,
      query: idQuery,
      result: 'file',
    }),
    async (request, reply) => {
      const { file, data } = await maintenance.file(requireUser(request), request.query.id);
      return sendDownload(reply as FastifyReply, {
        content: data,
        contentType: 'application/pdf',
        fileName: file.fileName,
        asciiName: 'certificates.pdf',
        inline: true,
      });
    },
  );

  // ─────────────────────────────────────────── 短信通知 ───────────────────────────────────────────

  app.get(
    '/zsfx/sms/list',
    op({
      id: 'listCertificateNotices',
      summary: '短信通知（证书暂停、恢复、撤销、注销、过期时发给企业联系人的短信和邮件）',
      access: A.notices,
      query: certificateNoticeListQuery,
      result: certificateNoticePage,
    }),
    async (request) => ok(await notices.list(requireUser(request), request.query)),
  );
  app.get(
    '/zsfx/sms/exportXls',
    op({
      id: 'exportCertificateNotices',
      summary: '导出短信通知',
      access: A.notices,
      query: certificateNoticeExportQuery,
      result: 'file',
    }),
    async (request, reply) => {
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
  );
  app.get(
    '/zsfx/sms/channels',
    op({
      id: 'getCertificateNoticeChannels',
      summary: '短信通知的渠道状态（是否开通短信增值服务、渠道是否启用）',
      access: A.notices,
      result: certificateNoticeChannelState,
    }),
    async (request) => ok(await notices.channelState(requireUser(request))),
  );
  app.post(
    '/zsfx/sms/resend',
    op({
      id: 'resendCertificateNotice',
      summary: '重发短信通知（未发送或发送失败的）',
      access: A.resend,
      body: idVersion,
      result: certificateNoticeRow,
    }),
    async (request) => ok(await notices.resend(requireUser(request), request.body.id, request.body.version)),
  );
}
