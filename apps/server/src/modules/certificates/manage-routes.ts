/**
 * Staff routes of certificates (zsfx: 证书查询, 暂停撤销, 历史证书, the certificate PDF) and templates
 * (zsmb), and the public certificate detail that a certificate's QR code opens.
 */
import {
  CERTIFICATE_ACCESS as A,
  CERTIFICATE_CHANGE_TYPES,
  CERTIFICATE_STATUSES_WITH_OLD,
  CERTIFICATE_TYPES,
  certificateCancelBody,
  certificateDetail,
  certificateEventExportQuery,
  certificateEventListQuery,
  certificateEventPage,
  certificateExportQuery,
  certificateListQuery,
  certificateOperationResult,
  certificatePage,
  certificatePdfFileQuery,
  certificatePdfRow,
  certificatePrintQuery,
  certificateRestoreBody,
  certificateRevokeBody,
  certificateSuspendBody,
  certificateTemplateBody,
  certificateTemplateDetail,
  certificateTemplateEditBody,
  certificateTemplateListQuery,
  certificateTemplatePage,
  certificateTemplatePreviewQuery,
  idQuery,
  idVersion,
  labelOf,
  publicCertificateDetail,
  publicCertificateDetailQuery,
  removedRecord,
  savedRecord,
} from '@cb/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { enableUploads, readUpload } from '../../platform/files/files.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { PublicAddress } from '../../platform/public-url.ts';
import type { CertificateListScope } from './manage-repository.ts';
import type { CertificateManageService } from './manage-service.ts';

const statusLabel = (code: number) => labelOf(CERTIFICATE_STATUSES_WITH_OLD, code) ?? String(code);
const EVENT_NAMES: Record<string, string> = {
  issue: '发证',
  change: '变更',
  reissue: '换证',
  correct: '修改',
  suspend: '暂停',
  restore: '恢复',
  revoke: '撤销',
  cancel: '注销',
  expire: '过期',
};

function sendPdf(reply: FastifyReply, pdf: Buffer, asciiName: string, fileName: string, inline = true) {
  return sendDownload(reply, { content: pdf, contentType: 'application/pdf', fileName, asciiName, inline });
}

type App = Parameters<AreaRoutes>[0];

export async function registerCertificateManageRoutes(
  app: App,
  service: CertificateManageService,
  publicLimit: (request: { ip: string }) => Promise<void>,
  /** The QR codes' origin: configured, never the request's Host header. */
  publicAddress: PublicAddress,
) {
  // ───────────────────────────────────────── lists ─────────────────────────────────────────

  const lists: Array<{ path: string; id: string; summary: string; scope: CertificateListScope }> = [
    { path: '/zsfx/certificate', id: 'Certificates', summary: '证书查询', scope: 'current' },
    { path: '/zsfx/history', id: 'OldCertificates', summary: '历史证书（已换发的旧版本）', scope: 'old' },
  ];
  for (const list of lists) {
    app.get(
      `${list.path}/list`,
      op({
        id: `list${list.id}`,
        summary: list.summary,
        access: A.read,
        query: certificateListQuery,
        result: certificatePage,
      }),
      async (request) => ok(await service.list(requireUser(request), request.query, list.scope)),
    );
    app.get(
      `${list.path}/exportXls`,
      op({
        id: `export${list.id}`,
        summary: `导出${list.summary}`,
        access: A.export,
        query: certificateExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query, list.scope);
        const content = await writeSheet(
          list.summary.slice(0, 4),
          [
            { header: '证书编号', width: 20, value: (r) => r.certNo },
            { header: '主证书编号', width: 20, value: (r) => r.mainCertNo },
            {
              header: '认证类别',
              width: 14,
              value: (r) => labelOf(CERTIFICATE_TYPES, r.certificateType) ?? r.certificateType,
            },
            { header: '认证标准', width: 28, value: (r) => r.standardName },
            { header: '获证组织', width: 30, value: (r) => r.enterpriseName },
            { header: '发证日期', width: 12, value: (r) => r.issueDate },
            { header: '有效期至', width: 12, value: (r) => r.expiryDate },
            { header: '证书状态', width: 10, value: (r) => statusLabel(r.status) },
            { header: '暂停截止日期', width: 12, value: (r) => r.suspendUntil ?? '' },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'certificates.xlsx', `${list.summary.slice(0, 4)}.xlsx`);
      },
    );
  }

  app.get(
    '/zsfx/certificate/queryById',
    op({
      id: 'getCertificate',
      summary: '证书详情（含历史记录）',
      access: A.read,
      query: idQuery,
      result: certificateDetail,
    }),
    async (request) => ok(await service.detail(requireUser(request), request.query.id)),
  );

  app.get(
    '/zsfx/certificate/events',
    op({
      id: 'listCertificateEvents',
      summary: '证书状态变更记录',
      access: A.read,
      query: certificateEventListQuery,
      result: certificateEventPage,
    }),
    async (request) => ok(await service.events(requireUser(request), request.query)),
  );
  app.get(
    '/zsfx/certificate/events/exportXls',
    op({
      id: 'exportCertificateEvents',
      summary: '导出证书状态变更记录',
      access: A.export,
      query: certificateEventExportQuery,
      result: 'file',
    }),
    async (request, reply) => {
      const rows = await service.exportEvents(requireUser(request), request.query);
      const content = await writeSheet(
        '证书记录',
        [
          { header: '证书编号', width: 20, value: (r) => r.certNo },
          { header: '获证组织', width: 30, value: (r) => r.enterpriseName },
          { header: '事件', width: 8, value: (r) => EVENT_NAMES[r.eventType] ?? r.eventType },
          {
            header: '变更类型',
            width: 10,
            value: (r) => labelOf(CERTIFICATE_CHANGE_TYPES, r.changeType) ?? r.changeType,
          },
          { header: '原因代码', width: 10, value: (r) => r.reasonCode },
          { header: '说明', width: 30, value: (r) => r.reason },
          { header: '生效日期', width: 12, value: (r) => r.effectiveDate },
          { header: '暂停截止日期', width: 12, value: (r) => r.suspendUntil ?? '' },
          { header: '操作人', width: 10, value: (r) => r.actorName },
        ],
        rows,
      );
      return sendWorkbook(reply, content, 'certificate-events.xlsx', '证书记录.xlsx');
    },
  );

  // ───────────────────────────────────── status operations ─────────────────────────────────────

  app.post(
    '/zsfx/pauseCancel/suspend',
    op({
      id: 'suspendCertificate',
      summary: '暂停证书',
      access: A.suspend,
      body: certificateSuspendBody,
      result: certificateOperationResult,
    }),
    async (request) => {
      const { id, ...operation } = request.body;
      return ok(await service.operate(requireUser(request), id, 'suspend', operation));
    },
  );
  app.post(
    '/zsfx/pauseCancel/restore',
    op({
      id: 'restoreCertificate',
      summary: '恢复证书',
      access: A.restore,
      body: certificateRestoreBody,
      result: certificateOperationResult,
    }),
    async (request) => {
      const { id, ...operation } = request.body;
      return ok(await service.operate(requireUser(request), id, 'restore', operation));
    },
  );
  app.post(
    '/zsfx/pauseCancel/revoke',
    op({
      id: 'revokeCertificate',
      summary: '撤销证书',
      access: A.revoke,
      body: certificateRevokeBody,
      result: certificateOperationResult,
    }),
    async (request) => {
      const { id, ...operation } = request.body;
      return ok(await service.operate(requireUser(request), id, 'revoke', operation));
    },
  );
  app.post(
    '/zsfx/pauseCancel/cancel',
    op({
      id: 'cancelCertificate',
      summary: '注销证书',
      access: A.cancel,
      body: certificateCancelBody,
      result: certificateOperationResult,
    }),
    async (request) => {
      const { id, ...operation } = request.body;
      return ok(await service.operate(requireUser(request), id, 'cancel', operation));
    },
  );

  // ───────────────────────────────────────── printing ─────────────────────────────────────────

  app.get(
    '/zsfx/certificate/pdfs',
    op({
      id: 'listCertificatePdfs',
      summary: '证书已生成的PDF（各版本的发证、换证、重新生成，新的在前）',
      access: A.read,
      query: idQuery,
      result: z.array(certificatePdfRow),
    }),
    async (request) => ok(await service.pdfs(requireUser(request), request.query.id)),
  );

  app.get(
    '/zsfx/certificate/pdfs/file',
    op({
      id: 'getCertificatePdfFile',
      summary: '打开证书已生成的PDF',
      access: A.read,
      query: certificatePdfFileQuery,
      result: 'file',
    }),
    async (request, reply) => {
      const { data, fileName, certNo } = await service.pdfFile(
        requireUser(request),
        request.query.id,
        request.query.pdfId,
      );
      return sendPdf(reply, data, `certificate-${certNo.replace(/[^\w-]/g, '_')}.pdf`, fileName);
    },
  );

  app.get(
    '/zsfx/certificate/pdf',
    op({
      id: 'printCertificate',
      summary: '证书PDF（按证书模板生成，含二维码）',
      access: A.print,
      query: certificatePrintQuery,
      result: 'file',
    }),
    async (request, reply) => {
      const { pdf, certNo } = await service.certificatePdf(
        requireUser(request),
        request.query.id,
        request.query.templateId,
        publicAddress.origin(),
      );
      return sendPdf(reply, pdf, `certificate-${certNo.replace(/[^\w-]/g, '_')}.pdf`, `证书${certNo}.pdf`);
    },
  );

  // ───────────────────────────────────────── templates ────────────────────────────────────────

  app.get(
    '/zsmb/template/list',
    op({
      id: 'listCertificateTemplates',
      summary: '证书模板列表',
      access: A.templateRead,
      query: certificateTemplateListQuery,
      result: certificateTemplatePage,
    }),
    async (request) => ok(await service.listTemplates(requireUser(request), request.query)),
  );
  app.get(
    '/zsmb/template/queryById',
    op({
      id: 'getCertificateTemplate',
      summary: '证书模板详情',
      access: A.templateRead,
      query: idQuery,
      result: certificateTemplateDetail,
    }),
    async (request) => ok(await service.template(requireUser(request), request.query.id)),
  );
  app.post(
    '/zsmb/template/add',
    op({
      id: 'addCertificateTemplate',
      summary: '新增证书模板',
      access: A.templateAdd,
      body: certificateTemplateBody,
      result: savedRecord,
    }),
    async (request) => ok(await service.addTemplate(requireUser(request), request.body)),
  );
  app.post(
    '/zsmb/template/edit',
    op({
      id: 'editCertificateTemplate',
      summary: '编辑证书模板（修订号加一）',
      access: A.templateEdit,
      body: certificateTemplateEditBody,
      result: savedRecord,
    }),
    async (request) => {
      const { id, version, ...input } = request.body;
      return ok(await service.editTemplate(requireUser(request), id, version, input));
    },
  );
  app.post(
    '/zsmb/template/delete',
    op({
      id: 'deleteCertificateTemplate',
      summary: '删除证书模板',
      access: A.templateDelete,
      body: idVersion,
      result: removedRecord,
    }),
    async (request) =>
      ok(await service.removeTemplate(requireUser(request), request.body.id, request.body.version)),
  );
  app.get(
    '/zsmb/template/preview',
    op({
      id: 'previewCertificateTemplate',
      summary: '证书模板预览（示例数据）',
      access: A.templatePreview,
      query: certificateTemplatePreviewQuery,
      result: 'file',
    }),
    async (request, reply) => {
      const user = requireUser(request);
      const template = await service.template(user, request.query.id);
      const pdf = await service.templatePreview(
        user,
        { ...template, id: template.id } as never,
        publicAddress.origin(),
      );
      return sendPdf(reply, pdf, 'template-preview.pdf', `${template.name}预览.pdf`);
    },
  );
  // The editor's live preview: the layout being edited, not yet saved.
  app.post(
    '/zsmb/template/preview',
    op({
      id: 'previewCertificateTemplateDraft',
      summary: '证书模板预览（编辑中的版式）',
      access: A.templatePreview,
      body: certificateTemplateBody.extend({ id: z.uuid().optional() }),
      result: 'file',
    }),
    async (request, reply) => {
      const pdf = await service.templatePreview(requireUser(request), request.body, publicAddress.origin());
      return sendPdf(reply, pdf, 'template-preview.pdf', '证书模板预览.pdf');
    },
  );

  await enableUploads(app);
  app.post(
    '/zsmb/template/background',
    op({
      id: 'uploadCertificateTemplateBackground',
      summary: '上传证书底图（PNG/JPG，multipart：file、id、version）',
      access: A.templateEdit,
      result: savedRecord,
    }),
    async (request) => {
      const upload = await readUpload(request);
      const parsed = idVersion.safeParse(upload.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '请求参数错误');
      return ok(
        await service.setTemplateBackground(requireUser(request), parsed.data.id, parsed.data.version, {
          fileName: upload.fileName,
          data: upload.data,
        }),
      );
    },
  );

  // ─────────────────────────────────────── public detail ──────────────────────────────────────

  app.get(
    '/cert/public/detail',
    {
      ...op({
        id: 'getPublicCertificateDetail',
        summary: '证书详情（公开，二维码指向的核验页）',
        access: 'public',
        query: publicCertificateDetailQuery,
        result: publicCertificateDetail,
      }),
      onRequest: publicLimit,
    },
    async (request) => ok(await service.publicDetail(request.query)),
  );
  app.get(
    '/cert/public/detailByNo',
    {
      ...op({
        id: 'getPublicCertificateDetailByNumber',
        summary: '证书详情（公开，按证书编号）',
        access: 'public',
        query: z.object({
          certNo: z
            .string({ error: '请输入证书编号' })
            .trim()
            .min(1, '请输入证书编号')
            .max(50, '证书编号最多50个字符'),
          tenantId: publicCertificateDetailQuery.shape.tenantId,
        }),
        result: publicCertificateDetail,
      }),
      onRequest: publicLimit,
    },
    async (request) => ok(await service.publicDetail(request.query)),
  );
}
