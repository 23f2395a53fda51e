/**
 * The 客户通知 and 开放文件 (khgl) endpoints: where each is and who may call it. Their request and
 * response schemas are `clientNoticeSchemas` (contract.ts); only their types are imported here, so the
 * web reads this table without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { CLIENT_NOTICE_ACCESS as A, OPENED_FILE_ACCESS as F } from './access.ts';
import type { clientNoticeSchemas } from './contract.ts';

const N = '/khgl/clientNotice';
const O = '/khgl/openedFile';

export const clientNoticeEndpoints = defineEndpoints<typeof clientNoticeSchemas>()({
  listClientNotices: { method: 'GET', path: `${N}/list`, access: A.read, summary: '客户通知列表' },
  getClientNotice: { method: 'GET', path: `${N}/queryById`, access: A.read, summary: '客户通知详情' },
  addClientNotice: { method: 'POST', path: `${N}/add`, access: A.add, summary: '新增客户通知（草稿）' },
  editClientNotice: { method: 'PUT', path: `${N}/edit`, access: A.edit, summary: '编辑客户通知（仅草稿）' },
  deleteClientNotice: { method: 'DELETE', path: `${N}/delete`, access: A.delete, summary: '删除客户通知' },
  exportClientNotices: { method: 'GET', path: `${N}/exportXls`, access: A.export, summary: '导出客户通知' },
  sendClientNotice: { method: 'POST', path: `${N}/send`, access: A.send, summary: '发送客户通知' },
  countClientNoticeAudience: {
    method: 'GET',
    path: `${N}/audienceCount`,
    access: A.compose,
    summary: '发送对象的客户数',
  },
  listClientNoticeRecipients: {
    method: 'GET',
    path: `${N}/recipients`,
    access: A.read,
    summary: '客户通知的接收客户与阅读状态',
  },
  listClientEnterpriseOptions: {
    method: 'GET',
    path: `${N}/enterpriseOptions`,
    access: A.compose,
    summary: '可选客户（按名称或编号）',
  },
  listMyClientNotices: { method: 'GET', path: `${N}/mine`, access: A.mine, summary: '本企业收到的通知' },
  readMyClientNotice: {
    method: 'POST',
    path: `${N}/mine/read`,
    access: A.mine,
    summary: '阅读通知（记为已读）',
  },
  getPublicClientNotice: {
    method: 'GET',
    path: '/khgl/public/clientNotice',
    access: 'public',
    summary: '已发送的客户通知（公开页面，无需登录）',
  },
  listOpenedFiles: { method: 'GET', path: `${O}/list`, access: F.read, summary: '开放文件列表' },
  getOpenedFile: { method: 'GET', path: `${O}/queryById`, access: F.read, summary: '开放文件详情' },
  addOpenedFile: { method: 'POST', path: `${O}/add`, access: F.add, summary: '新增开放文件' },
  editOpenedFile: { method: 'PUT', path: `${O}/edit`, access: F.edit, summary: '编辑开放文件' },
  deleteOpenedFile: { method: 'DELETE', path: `${O}/delete`, access: F.delete, summary: '删除开放文件' },
  exportOpenedFiles: { method: 'GET', path: `${O}/exportXls`, access: F.read, summary: '导出开放文件' },
  listMyOpenedFiles: { method: 'GET', path: `${O}/mine`, access: F.mine, summary: '向本企业开放的文件' },
});
