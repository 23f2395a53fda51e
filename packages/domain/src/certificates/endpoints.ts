/**
 * The staff certificate endpoints: 证书查询, 暂停撤销, 历史证书 and the certificate PDF (zsfx),
 * certificate templates (zsmb), 证书变更, 证书修改, 证书维护 (zswh) and 短信通知 (zsfx/sms) — where each
 * is and who may call it, one table per server route file. Their schemas (manage-contract.ts,
 * change.ts, correction.ts, maintenance.ts) are imported as types only, so the web reads these
 * tables without pulling zod into its pages (common/endpoints.ts). The public ones: public-endpoints.ts.
 */
import { defineEndpoints, get, post, put } from '../common/endpoints.ts';
import {
  CERTIFICATE_ACCESS as A,
  CERTIFICATE_CHANGE_ACCESS,
  CERTIFICATE_CORRECTION_ACCESS,
  MAINTENANCE_ACCESS as M,
} from './access.ts';
import type { certificateChangeSchemas } from './change.ts';
import type { certificateCorrectionSchemas } from './correction.ts';
import type { certificateMaintenanceSchemas } from './maintenance.ts';
import type { certificateSchemas } from './manage-contract.ts';

export const certificateEndpoints = defineEndpoints<typeof certificateSchemas>()({
  // lists
  listCertificates: get('/zsfx/certificate/list', A.read, '证书查询'),
  exportCertificates: get('/zsfx/certificate/exportXls', A.export, '导出证书查询'),
  listOldCertificates: get('/zsfx/history/list', A.read, '历史证书（已换发的旧版本）'),
  exportOldCertificates: get('/zsfx/history/exportXls', A.export, '导出历史证书（已换发的旧版本）'),
  getCertificate: get('/zsfx/certificate/queryById', A.read, '证书详情（含历史记录）'),
  listCertificateEvents: get('/zsfx/certificate/events', A.read, '证书状态变更记录'),
  exportCertificateEvents: get('/zsfx/certificate/events/exportXls', A.export, '导出证书状态变更记录'),
  // status operations
  suspendCertificate: post('/zsfx/pauseCancel/suspend', A.suspend, '暂停证书'),
  restoreCertificate: post('/zsfx/pauseCancel/restore', A.restore, '恢复证书'),
  revokeCertificate: post('/zsfx/pauseCancel/revoke', A.revoke, '撤销证书'),
  cancelCertificate: post('/zsfx/pauseCancel/cancel', A.cancel, '注销证书'),
  // printing
  listCertificatePdfs: get(
    '/zsfx/certificate/pdfs',
    A.read,
    '证书已生成的PDF（各版本的发证、换证、重新生成，新的在前）',
  ),
  getCertificatePdfFile: get('/zsfx/certificate/pdfs/file', A.read, '打开证书已生成的PDF'),
  printCertificate: get('/zsfx/certificate/pdf', A.print, '证书PDF（按证书模板生成，含二维码）'),
  // templates
  listCertificateTemplates: get('/zsmb/template/list', A.templateRead, '证书模板列表'),
  getCertificateTemplate: get('/zsmb/template/queryById', A.templateRead, '证书模板详情'),
  addCertificateTemplate: post('/zsmb/template/add', A.templateAdd, '新增证书模板'),
  editCertificateTemplate: post('/zsmb/template/edit', A.templateEdit, '编辑证书模板（修订号加一）'),
  deleteCertificateTemplate: post('/zsmb/template/delete', A.templateDelete, '删除证书模板'),
  previewCertificateTemplate: get('/zsmb/template/preview', A.templatePreview, '证书模板预览（示例数据）'),
  previewCertificateTemplateDraft: post(
    '/zsmb/template/preview',
    A.templatePreview,
    '证书模板预览（编辑中的版式）',
  ),
  uploadCertificateTemplateBackground: post(
    '/zsmb/template/background',
    A.templateEdit,
    '上传证书底图（PNG/JPG，multipart：file、id、version）',
  ),
});

export const certificateChangeEndpoints = defineEndpoints<typeof certificateChangeSchemas>()({
  listPendingCertificateChanges: get(
    '/zsfx/change/list',
    CERTIFICATE_CHANGE_ACCESS.read,
    '证书变更：待换发证书（变更审批、认证决定）',
  ),
  getCertificateChangeForm: get(
    '/zsfx/change/queryById',
    CERTIFICATE_CHANGE_ACCESS.read,
    '证书变更表单（当前版本、待换发的变更）',
  ),
  changeCertificate: post(
    '/zsfx/change/change',
    CERTIFICATE_CHANGE_ACCESS.change,
    '证书变更：换发新版本，旧版本转为旧证书',
  ),
});

export const certificateCorrectionEndpoints = defineEndpoints<typeof certificateCorrectionSchemas>()({
  correctCertificate: put(
    '/zsfx/certificate/correct',
    CERTIFICATE_CORRECTION_ACCESS.correct,
    '证书修改：更正当前证书的录入错误（不换发新版本，重新生成证书PDF）',
  ),
});

export const certificateMaintenanceEndpoints = defineEndpoints<typeof certificateMaintenanceSchemas>()({
  // 证书维护
  addCertificateBatch: post(
    '/zswh/maintain/batch/add',
    M.edit,
    '新建证书维护任务（批量打印、重新生成PDF、标准换版；后台执行）',
  ),
  listCertificateBatches: get('/zswh/maintain/batch/list', M.read, '证书维护任务列表（含进度）'),
  getCertificateBatch: get('/zswh/maintain/batch/queryById', M.read, '证书维护任务（进度）'),
  listCertificateBatchItems: get('/zswh/maintain/batch/items', M.read, '证书维护任务的处理结果（逐张证书）'),
  exportCertificateBatchItems: get('/zswh/maintain/batch/items/exportXls', M.export, '导出证书维护结果报告'),
  cancelCertificateBatch: post(
    '/zswh/maintain/batch/cancel',
    M.edit,
    '取消证书维护任务（已处理的证书保留结果）',
  ),
  getCertificateBatchPdf: get('/zswh/maintain/batch/pdf', M.read, '批量打印生成的PDF'),
  // 短信通知
  listCertificateNotices: get(
    '/zsfx/sms/list',
    M.notices,
    '短信通知（证书暂停、恢复、撤销、注销、过期时发给企业联系人的短信和邮件）',
  ),
  exportCertificateNotices: get('/zsfx/sms/exportXls', M.notices, '导出短信通知'),
  getCertificateNoticeChannels: get(
    '/zsfx/sms/channels',
    M.notices,
    '短信通知的渠道状态（是否开通短信增值服务、渠道是否启用）',
  ),
  resendCertificateNotice: post('/zsfx/sms/resend', M.resend, '重发短信通知（未发送或发送失败的）'),
});
