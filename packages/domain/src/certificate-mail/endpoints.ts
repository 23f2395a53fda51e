/**
 * The 证书邮寄 (yjgl) endpoints: where each is and who may call it. Their request and response
 * schemas are `certificateMailSchemas` (contract.ts); only their types are imported here, so the web
 * reads this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, get, post } from '../common/endpoints.ts';
import { CERTIFICATE_MAIL_ACCESS as A } from './access.ts';
import type { certificateMailSchemas } from './contract.ts';

export const certificateMailEndpoints = defineEndpoints<typeof certificateMailSchemas>()({
  listCertificateMails: get('/yjgl/mail/list', A.read, '证书邮寄列表'),
  getCertificateMail: get('/yjgl/mail/queryById', A.read, '证书邮寄详情'),
  getCertificateMailDefaults: get(
    '/yjgl/mail/defaults',
    [...A.add, ...A.apply],
    '证书邮寄的默认收件信息（来自证书）',
  ),
  exportCertificateMails: get('/yjgl/mail/exportXls', A.export, '导出证书邮寄'),
  addCertificateMail: post('/yjgl/mail/add', A.add, '邮寄登记'),
  applyCertificateMail: post('/yjgl/apply/add', A.apply, '邮寄申请'),
  editCertificateMail: post('/yjgl/mail/edit', [...A.edit, ...A.applyEdit], '修改邮寄信息（寄出前）'),
  approveCertificateMail: post('/yjgl/apply/approve', A.approve, '审批邮寄申请'),
  sendCertificateMail: post('/yjgl/mail/send', A.send, '寄出（快递公司、单号、日期）'),
  signCertificateMail: post('/yjgl/mail/sign', A.sign, '签收'),
});
