/**
 * The 证书邮寄 (yjgl) endpoints: where each is and who may call it. Their request and response
 * schemas are `certificateMailSchemas` (contract.ts); only their types are imported here, so the web
 * reads this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { CERTIFICATE_MAIL_ACCESS as A } from './access.ts';
import type { certificateMailSchemas } from './contract.ts';

export const certificateMailEndpoints = defineEndpoints<typeof certificateMailSchemas>()({
  listCertificateMails: { method: 'GET', path: '/yjgl/mail/list', access: A.read, summary: '证书邮寄列表' },
  getCertificateMail: {
    method: 'GET',
    path: '/yjgl/mail/queryById',
    access: A.read,
    summary: '证书邮寄详情',
  },
  getCertificateMailDefaults: {
    method: 'GET',
    path: '/yjgl/mail/defaults',
    access: [...A.add, ...A.apply],
    summary: '证书邮寄的默认收件信息（来自证书）',
  },
  exportCertificateMails: {
    method: 'GET',
    path: '/yjgl/mail/exportXls',
    access: A.export,
    summary: '导出证书邮寄',
  },
  addCertificateMail: { method: 'POST', path: '/yjgl/mail/add', access: A.add, summary: '邮寄登记' },
  applyCertificateMail: { method: 'POST', path: '/yjgl/apply/add', access: A.apply, summary: '邮寄申请' },
  editCertificateMail: {
    method: 'POST',
    path: '/yjgl/mail/edit',
    access: [...A.edit, ...A.applyEdit],
    summary: '修改邮寄信息（寄出前）',
  },
  approveCertificateMail: {
    method: 'POST',
    path: '/yjgl/apply/approve',
    access: A.approve,
    summary: '审批邮寄申请',
  },
  sendCertificateMail: {
    method: 'POST',
    path: '/yjgl/mail/send',
    access: A.send,
    summary: '寄出（快递公司、单号、日期）',
  },
  signCertificateMail: { method: 'POST', path: '/yjgl/mail/sign', access: A.sign, summary: '签收' },
});
