/**
 * Staff routes of certificates (zsfx: 证书查询, 暂停撤销, 历史证书, the certificate PDF) and templates
 * (zsmb). The public certificate detail that a certificate's QR code opens is in routes.ts.
 */
import {
  CERTIFICATE_CHANGE_TYPES,
  CERTIFICATE_STATUSES_WITH_OLD,
  CERTIFICATE_TYPES,
  certificateEndpoints,
  certificateSchemas,
  idVersion,
  labelOf,
} from '@cb/domain';
import type { FastifyReply } from 'fastify';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { enableUploads, readUpload } from '../../platform/files/files.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { PublicAddress } from '../../platform/public-url.ts';
import type { CertificateOperation } from './lifecycle.ts';
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
type ExportRow = Awaited<ReturnType<CertificateManageService['exportRows']>>[number];

/** The export of 证书查询 or 历史证书: `title` is the sheet's and the file's name. */
async function sendCertificateSheet(reply: FastifyReply, rows: ExportRow[], title: string) {
  const content = await writeSheet(
    title,
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
  return sendWorkbook(reply, content, 'certificates.xlsx', `${title}.xlsx`);
}

export async function registerCertificateManageRoutes(
  app: App,
  service: CertificateManageService,
  /** The QR codes' origin: configured, never the request's Host header. */
  publicAddress: PublicAddress,
) {
  // The template background is a multipart upload (readUpload below).
  await enableUploads(app);

  /** 暂停, 恢复, 撤销, 注销: one handler each, the body's id and the operation's fields. */
  const operate =
    (action: 'suspend' | 'restore' | 'revoke' | 'cancel') =>
    async (request: Parameters<typeof requireUser>[0] & { body: { id: string } & CertificateOperation }) => {
      const { id, ...operation } = request.body;
      return ok(await service.operate(requireUser(request), id, action, operation));
    };

  registerEndpoints(app, certificateEndpoints, certificateSchemas, {
    // ─────────────────────────────────────── lists ───────────────────────────────────────
    // 证书查询 and 暂停撤销 list the current versions, 历史证书 the superseded ones.
    listCertificates: async (request) =>
      ok(await service.list(requireUser(request), request.query, 'current')),
    exportCertificates: async (request, reply) =>
      sendCertificateSheet(
        reply,
        await service.exportRows(requireUser(request), request.query, 'current'),
        '证书查询',
      ),
    listOldCertificates: async (request) =>
      ok(await service.list(requireUser(request), request.query, 'old')),
    exportOldCertificates: async (request, reply) =>
      sendCertificateSheet(
        reply,
        await service.exportRows(requireUser(request), request.query, 'old'),
        '历史证书',
      ),
    getCertificate: async (request) => ok(await service.detail(requireUser(request), request.query.id)),
    listCertificateEvents: async (request) => ok(await service.events(requireUser(request), request.query)),
    exportCertificateEvents: async (request, reply) => {
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

    // ───────────────────────────────── status operations ─────────────────────────────────
    suspendCertificate: operate('suspend'),
    restoreCertificate: operate('restore'),
    revokeCertificate: operate('revoke'),
    cancelCertificate: operate('cancel'),

    // ───────────────────────────────────── printing ─────────────────────────────────────
    listCertificatePdfs: async (request) => ok(await service.pdfs(requireUser(request), request.query.id)),
    getCertificatePdfFile: async (request, reply) => {
      const { data, fileName, certNo } = await service.pdfFile(
        requireUser(request),
        request.query.id,
        request.query.pdfId,
      );
      return sendPdf(reply, data, `certificate-${certNo.replace(/[^\w-]/g, '_')}.pdf`, fileName);
    },
    printCertificate: async (request, reply) => {
      const { pdf, certNo } = await service.certificatePdf(
        requireUser(request),
        request.query.id,
        request.query.templateId,
        publicAddress.origin(),
      );
      return sendPdf(reply, pdf, `certificate-${certNo.replace(/[^\w-]/g, '_')}.pdf`, `证书${certNo}.pdf`);
    },

    // ───────────────────────────────────── templates ────────────────────────────────────
    listCertificateTemplates: async (request) =>
      ok(await service.listTemplates(requireUser(request), request.query)),
    getCertificateTemplate: async (request) =>
      ok(await service.template(requireUser(request), request.query.id)),
    addCertificateTemplate: async (request) =>
      ok(await service.addTemplate(requireUser(request), request.body)),
    editCertificateTemplate: async (request) => {
      const { id, version, ...input } = request.body;
      return ok(await service.editTemplate(requireUser(request), id, version, input));
    },
    deleteCertificateTemplate: async (request) =>
      ok(await service.removeTemplate(requireUser(request), request.body.id, request.body.version)),
    previewCertificateTemplate: async (request, reply) => {
      const user = requireUser(request);
      const template = await service.template(user, request.query.id);
      const pdf = await service.templatePreview(
        user,
        { ...template, id: template.id } as never,
        publicAddress.origin(),
      );
      return sendPdf(reply, pdf, 'template-preview.pdf', `${template.name}预览.pdf`);
    },
    // The editor's live preview: the layout being edited, not yet saved.
    previewCertificateTemplateDraft: async (request, reply) => {
      const pdf = await service.templatePreview(requireUser(request), request.body, publicAddress.origin());
      return sendPdf(reply, pdf, 'template-preview.pdf', '证书模板预览.pdf');
    },
    uploadCertificateTemplateBackground: async (request) => {
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
  });
}
