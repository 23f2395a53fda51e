/**
 * The 应急响应 (yjxy) endpoints: where each is and who may call it. Their request and response
 * schemas are `emergencySchemas` (contract.ts); only their types are imported here, so the web reads this
 * table without pulling zod into its pages (common/endpoints.ts). The public page's three endpoints
 * need no sign-in: the enterprise's own token from its link is the key (SECURITY.md rule 2).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { EVENT_ACCESS as A } from './access.ts';
import type { emergencySchemas } from './contract.ts';

export const emergencyEndpoints = defineEndpoints<typeof emergencySchemas>()({
  listEvents: { method: 'GET', path: '/yjxy/event/list', access: A.read, summary: '应急事件列表' },
  getEvent: { method: 'GET', path: '/yjxy/event/queryById', access: A.read, summary: '应急事件详情' },
  addEvent: { method: 'POST', path: '/yjxy/event/add', access: A.add, summary: '新增应急事件' },
  editEvent: { method: 'PUT', path: '/yjxy/event/edit', access: A.edit, summary: '编辑应急事件' },
  deleteEvent: { method: 'DELETE', path: '/yjxy/event/delete', access: A.delete, summary: '删除应急事件' },
  exportEvents: { method: 'GET', path: '/yjxy/event/exportXls', access: A.export, summary: '导出应急事件' },
  publishEvent: { method: 'POST', path: '/yjxy/event/publish', access: A.edit, summary: '发布应急事件' },
  closeEvent: { method: 'POST', path: '/yjxy/event/close', access: A.edit, summary: '关闭应急事件' },
  sendEventNotice: { method: 'POST', path: '/yjxy/event/notice', access: A.notice, summary: '发送应急通知' },
  listEventEnterprises: {
    method: 'GET',
    path: '/yjxy/event/enterprises',
    access: A.read,
    summary: '受影响企业及其反馈',
  },
  listEventEnterpriseOptions: {
    method: 'GET',
    path: '/yjxy/event/enterpriseOptions',
    access: A.pick,
    summary: '选择受影响企业（按名称或编号搜索，至多50家）',
  },
  getEventDue: {
    method: 'GET',
    path: '/yjxy/event/due',
    access: A.decide,
    summary: '企业可延期的审核与证书',
  },
  postponeAudit: { method: 'POST', path: '/yjxy/event/postpone', access: A.decide, summary: '延期审核' },
  extendValidity: { method: 'POST', path: '/yjxy/event/extend', access: A.decide, summary: '延长证书有效期' },
  downloadExtensionLetter: {
    method: 'GET',
    path: '/yjxy/event/letter',
    access: A.read,
    summary: '下载延期/延长有效期告知函',
  },
  getPublicEmergency: {
    method: 'POST',
    path: '/yjxy/public/emergency',
    access: 'public',
    summary: '应急事件（公开，凭企业的链接令牌）',
  },
  respondEmergency: {
    method: 'POST',
    path: '/yjxy/public/emergency/respond',
    access: 'public',
    summary: '提交应急反馈（公开，凭企业的链接令牌）',
  },
  downloadPublicLetter: {
    method: 'POST',
    path: '/yjxy/public/emergency/letter',
    access: 'public',
    summary: '下载告知函（公开，凭企业的链接令牌）',
  },
});
