/**
 * The staff certificate endpoints: 证书查询, 暂停撤销, 历史证书 and the certificate PDF (zsfx),
 * certificate templates (zsmb), 证书变更, 证书修改, 证书维护 (zswh) and 短信通知 (zsfx/sms) — where each
 * is and who may call it, one table per server route file. Their schemas (manage-contract.ts,
 * change.ts, correction.ts, maintenance.ts) are imported as types only, so the web reads these
 * tables without pulling zod into its pages (common/endpoints.ts). The public ones: public-endpoints.ts.
 */
import { defineEndpoints } from '../common/endpoints.ts';
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
  listCertificates: { method: 'GET', path: '/zsfx/certificate/list', access: A.read, summary: '证书查询' },
  exportCertificates: {
    method: 'GET',
    path: '/zsfx/certificate/exportXls',
    access: A.export,
    summary: '导出证书查询',
  },
  listOldCertificates: {
    method: 'GET',
    path: '/zsfx/history/list',
    access: A.read,
    summary: '历史证书（已换发的旧版本）',
  },
  exportOldCertificates: {
    method: 'GET',
    path: '/zsfx/history/exportXls',
    access: A.export,
    summary: '导出历史证书（已换发的旧版本）',
  },
  getCertificate: {
    method: 'GET',
    path: '/zsfx/certificate/queryById',
    access: A.read,
    summary: '证书详情（含历史记录）',
  },
  listCertificateEvents: {
    method: 'GET',
    path: '/zsfx/certificate/events',
    access: A.read,
    summary: '证书状态变更记录',
  },
  exportCertificateEvents: {
    method: 'GET',
    path: '/zsfx/certificate/events/exportXls',
    access: A.export,
    summary: '导出证书状态变更记录',
  },
  // status operations
  suspendCertificate: {
    method: 'POST',
    path: '/zsfx/pauseCancel/suspend',
    access: A.suspend,
    summary: '暂停证书',
  },
  restoreCertificate: {
    method: 'POST',
    path: '/zsfx/pauseCancel/restore',
    access: A.restore,
    summary: '恢复证书',
  },
  revokeCertificate: {
    method: 'POST',
    path: '/zsfx/pauseCancel/revoke',
    access: A.revoke,
    summary: '撤销证书',
  },
  cancelCertificate: {
    method: 'POST',
    path: '/zsfx/pauseCancel/cancel',
    access: A.cancel,
    summary: '注销证书',
  },
  // printing
  listCertificatePdfs: {
    method: 'GET',
    path: '/zsfx/certificate/pdfs',
    access: A.read,
    summary: '证书已生成的PDF（各版本的发证、换证、重新生成，新的在前）',
  },
  getCertificatePdfFile: {
    method: 'GET',
    path: '/zsfx/certificate/pdfs/file',
    access: A.read,
    summary: '打开证书已生成的PDF',
  },
  printCertificate: {
    method: 'GET',
    path: '/zsfx/certificate/pdf',
    access: A.print,
    summary: '证书PDF（按证书模板生成，含二维码）',
  },
  // templates
  listCertificateTemplates: {
    method: 'GET',
    path: '/zsmb/template/list',
    access: A.templateRead,
    summary: '证书模板列表',
  },
  getCertificateTemplate: {
    method: 'GET',
    path: '/zsmb/template/queryById',
    access: A.templateRead,
    summary: '证书模板详情',
  },
  addCertificateTemplate: {
    method: 'POST',
    path: '/zsmb/template/add',
    access: A.templateAdd,
    summary: '新增证书模板',
  },
  editCertificateTemplate: {
    method: 'POST',
    path: '/zsmb/template/edit',
    access: A.templateEdit,
    summary: '编辑证书模板（修订号加一）',
  },
  deleteCertificateTemplate: {
    method: 'POST',
    path: '/zsmb/template/delete',
    access: A.templateDelete,
    summary: '删除证书模板',
  },
  previewCertificateTemplate: {
    method: 'GET',
    path: '/zsmb/template/preview',
    access: A.templatePreview,
    summary: '证书模板预览（示例数据）',
  },
  previewCertificateTemplateDraft: {
    method: 'POST',
    path: '/zsmb/template/preview',
    access: A.templatePreview,
    summary: '证书模板预览（编辑中的版式）',
  },
  uploadCertificateTemplateBackground: {
    method: 'POST',
    path: '/zsmb/template/background',
    access: A.templateEdit,
    summary: '上传证书底图（PNG/JPG，multipart：file、id、version）',
  },
});

export const certificateChangeEndpoints = defineEndpoints<typeof certificateChangeSchemas>()({
  listPendingCertificateChanges: {
    method: 'GET',
    path: '/zsfx/change/list',
    access: CERTIFICATE_CHANGE_ACCESS.read,
    summary: '证书变更：待换发证书（变更审批、认证决定）',
  },
  getCertificateChangeForm: {
    method: 'GET',
    path: '/zsfx/change/queryById',
    access: CERTIFICATE_CHANGE_ACCESS.read,
    summary: '证书变更表单（当前版本、待换发的变更）',
  },
  changeCertificate: {
    method: 'POST',
    path: '/zsfx/change/change',
    access: CERTIFICATE_CHANGE_ACCESS.change,
    summary: '证书变更：换发新版本，旧版本转为旧证书',
  },
});

export const certificateCorrectionEndpoints = defineEndpoints<typeof certificateCorrectionSchemas>()({
  correctCertificate: {
    method: 'PUT',
    path: '/zsfx/certificate/correct',
    access: CERTIFICATE_CORRECTION_ACCESS.correct,
    summary: '证书修改：更正当前证书的录入错误（不换发新版本，重新生成证书PDF）',
  },
});

export const certificateMaintenanceEndpoints = defineEndpoints<typeof certificateMaintenanceSchemas>()({
  // 证书维护
  addCertificateBatch: {
    method: 'POST',
    path: '/zswh/maintain/batch/add',
    access: M.edit,
    summary: '新建证书维护任务（批量打印、重新生成PDF、标准换版；后台执行）',
  },
  listCertificateBatches: {
    method: 'GET',
    path: '/zswh/maintain/batch/list',
    access: M.read,
    summary: '证书维护任务列表（含进度）',
  },
  getCertificateBatch: {
    method: 'GET',
    path: '/zswh/maintain/batch/queryById',
    access: M.read,
    summary: '证书维护任务（进度）',
  },
  listCertificateBatchItems: {
    method: 'GET',
    path: '/zswh/maintain/batch/items',
    access: M.read,
    summary: '证书维护任务的处理结果（逐张证书）',
  },
  exportCertificateBatchItems: {
    method: 'GET',
    path: '/zswh/maintain/batch/items/exportXls',
    access: M.export,
    summary: '导出证书维护结果报告',
  },
  cancelCertificateBatch: {
    method: 'POST',
    path: '/zswh/maintain/batch/cancel',
    access: M.edit,
    summary: '取消证书维护任务（已处理的证书保留结果）',
  },
  getCertificateBatchPdf: {
    method: 'GET',
    path: '/zswh/maintain/batch/pdf',
    access: M.read,
    summary: '批量打印生成的PDF',
  },
  // 短信通知
  listCertificateNotices: {
    method: 'GET',
    path: '/zsfx/sms/list',
    access: M.notices,
    summary: '短信通知（证书暂停、恢复、撤销、注销、过期时发给企业联系人的短信和邮件）',
  },
  exportCertificateNotices: {
    method: 'GET',
    path: '/zsfx/sms/exportXls',
    access: M.notices,
    summary: '导出短信通知',
  },
  getCertificateNoticeChannels: {
    method: 'GET',
    path: '/zsfx/sms/channels',
    access: M.notices,
    summary: '短信通知的渠道状态（是否开通短信增值服务、渠道是否启用）',
  },
  resendCertificateNotice: {
    method: 'POST',
    path: '/zsfx/sms/resend',
    access: M.resend,
    summary: '重发短信通知（未发送或发送失败的）',
  },
});
