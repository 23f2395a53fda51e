/** 证书邮寄 (yjgl) routes: 邮寄管理 (register, edit, send, sign, export) and 邮寄申请 (request, edit, approve). */
import {
  COURIERS,
  certificateMailEndpoints,
  certificateMailSchemas,
  labelOf,
  MAIL_STATUSES,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { CertificateMailService } from './service.ts';

export const certificateMailRoutes =
  (services: Pick<AppServices, 'database'>): AreaRoutes =>
  async (app) => {
    const service = new CertificateMailService(services.database);

    registerEndpoints(app, certificateMailEndpoints, certificateMailSchemas, {
      listCertificateMails: async (request) => ok(await service.list(requireUser(request), request.query)),
      getCertificateMail: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      getCertificateMailDefaults: async (request) =>
        ok(await service.defaults(requireUser(request), request.query.certificateId)),
      exportCertificateMails: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet(
          '证书邮寄',
          [
            { header: '证书编号', width: 20, value: (r) => r.certNo },
            { header: '获证组织', width: 30, value: (r) => r.enterpriseName },
            { header: '收件人', width: 10, value: (r) => r.recipient },
            { header: '联系电话', width: 14, value: (r) => r.phone },
            { header: '邮寄地址', width: 36, value: (r) => r.address },
            { header: '快递公司', width: 10, value: (r) => labelOf(COURIERS, r.courier) ?? r.courier },
            { header: '快递单号', width: 18, value: (r) => r.trackingNo },
            { header: '寄出日期', width: 12, value: (r) => r.sentDate ?? '' },
            { header: '签收日期', width: 12, value: (r) => r.signedDate ?? '' },
            { header: '状态', width: 8, value: (r) => labelOf(MAIL_STATUSES, r.status) ?? '' },
          ],
          rows,
        );
        return sendWorkbook(reply, content, 'certificate-mails.xlsx', '证书邮寄.xlsx');
      },
      addCertificateMail: async (request) =>
        ok(await service.add(requireUser(request), request.body, 'staff')),
      applyCertificateMail: async (request) =>
        ok(await service.add(requireUser(request), request.body, 'apply')),
      editCertificateMail: async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await service.edit(requireUser(request), id, version, input));
      },
      approveCertificateMail: async (request) => {
        const { id, version, approve, reason } = request.body;
        return ok(await service.approve(requireUser(request), id, version, approve, reason));
      },
      sendCertificateMail: async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await service.send(requireUser(request), id, version, input));
      },
      signCertificateMail: async (request) =>
        ok(
          await service.sign(
            requireUser(request),
            request.body.id,
            request.body.version,
            request.body.signedDate,
          ),
        ),
    });
  };
