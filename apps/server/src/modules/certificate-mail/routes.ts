/** 证书邮寄 (yjgl) routes: 邮寄管理 (register, edit, send, sign, export) and 邮寄申请 (request, edit, approve). */
import {
  CERTIFICATE_MAIL_ACCESS as A,
  COURIERS,
  certificateMailApproveBody,
  certificateMailBody,
  certificateMailDefaults,
  certificateMailEditBody,
  certificateMailExportQuery,
  certificateMailListQuery,
  certificateMailPage,
  certificateMailRow,
  certificateMailSendBody,
  certificateMailSignBody,
  idQuery,
  labelOf,
  MAIL_STATUSES,
  savedRecord,
} from '@cb/domain';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.ts';
import { sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { CertificateMailService } from './service.ts';

export const certificateMailRoutes =
  (services: Pick<AppServices, 'database'>): AreaRoutes =>
  async (app) => {
    const service = new CertificateMailService(services.database);

    app.get(
      '/yjgl/mail/list',
      op({
        id: 'listCertificateMails',
        summary: '证书邮寄列表',
        access: A.read,
        query: certificateMailListQuery,
        result: certificateMailPage,
      }),
      async (request) => ok(await service.list(requireUser(request), request.query)),
    );
    app.get(
      '/yjgl/mail/queryById',
      op({
        id: 'getCertificateMail',
        summary: '证书邮寄详情',
        access: A.read,
        query: idQuery,
        result: certificateMailRow,
      }),
      async (request) => ok(await service.get(requireUser(request), request.query.id)),
    );
    app.get(
      '/yjgl/mail/defaults',
      op({
        id: 'getCertificateMailDefaults',
        summary: '证书邮寄的默认收件信息（来自证书）',
        access: [...A.add, ...A.apply],
        query: z.object({ certificateId: z.uuid({ error: '请选择证书' }) }),
        result: certificateMailDefaults,
      }),
      async (request) => ok(await service.defaults(requireUser(request), request.query.certificateId)),
    );
    app.get(
      '/yjgl/mail/exportXls',
      op({
        id: 'exportCertificateMails',
        summary: '导出证书邮寄',
        access: A.export,
        query: certificateMailExportQuery,
        result: 'file',
      }),
      async (request, reply) => {
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
    );
    app.post(
      '/yjgl/mail/add',
      op({
        id: 'addCertificateMail',
        summary: '邮寄登记',
        access: A.add,
        body: certificateMailBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.add(requireUser(request), request.body, 'staff')),
    );
    app.post(
      '/yjgl/apply/add',
      op({
        id: 'applyCertificateMail',
        summary: '邮寄申请',
        access: A.apply,
        body: certificateMailBody,
        result: savedRecord,
      }),
      async (request) => ok(await service.add(requireUser(request), request.body, 'apply')),
    );
    app.post(
      '/yjgl/mail/edit',
      op({
        id: 'editCertificateMail',
        summary: '修改邮寄信息（寄出前）',
        access: [...A.edit, ...A.applyEdit],
        body: certificateMailEditBody,
        result: savedRecord,
      }),
      async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await service.edit(requireUser(request), id, version, input));
      },
    );
    app.post(
      '/yjgl/apply/approve',
      op({
        id: 'approveCertificateMail',
        summary: '审批邮寄申请',
        access: A.approve,
        body: certificateMailApproveBody,
        result: savedRecord,
      }),
      async (request) => {
        const { id, version, approve, reason } = request.body;
        return ok(await service.approve(requireUser(request), id, version, approve, reason));
      },
    );
    app.post(
      '/yjgl/mail/send',
      op({
        id: 'sendCertificateMail',
        summary: '寄出（快递公司、单号、日期）',
        access: A.send,
        body: certificateMailSendBody,
        result: savedRecord,
      }),
      async (request) => {
        const { id, version, ...input } = request.body;
        return ok(await service.send(requireUser(request), id, version, input));
      },
    );
    app.post(
      '/yjgl/mail/sign',
      op({
        id: 'signCertificateMail',
        summary: '签收',
        access: A.sign,
        body: certificateMailSignBody,
        result: savedRecord,
      }),
      async (request) =>
        ok(
          await service.sign(
            requireUser(request),
            request.body.id,
            request.body.version,
            request.body.signedDate,
          ),
        ),
    );
  };
