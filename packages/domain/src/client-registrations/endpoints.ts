/**
 * Self-registration, the signed-out password reset (public: no token; the tenant from the request's
 * tenant-id header) and 注册审核 (khgl:registration). Schemas: `clientRegistrationSchemas`.
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { CLIENT_REGISTRATION_ACCESS as A } from './access.ts';
import type { clientRegistrationSchemas } from './contract.ts';

const R = '/khgl/registration';

export const clientRegistrationEndpoints = defineEndpoints<typeof clientRegistrationSchemas>()({
  getVerificationChannel: {
    method: 'GET',
    path: '/user/register/channel',
    access: 'public',
    summary: '注册验证方式（短信或邮件）',
  },
  sendRegisterCode: {
    method: 'POST',
    path: '/user/register/code',
    access: 'public',
    summary: '发送注册短信验证码',
  },
  register: { method: 'POST', path: '/user/register', access: 'public', summary: '企业注册申请' },
  confirmRegisterEmail: {
    method: 'POST',
    path: '/user/register/confirm',
    access: 'public',
    summary: '确认注册邮箱（邮件链接）',
  },
  sendResetCode: {
    method: 'POST',
    path: '/user/alteration/code',
    access: 'public',
    summary: '发送找回密码验证码',
  },
  resetPassword: { method: 'POST', path: '/user/alteration', access: 'public', summary: '用验证码重设密码' },
  listRegistrations: { method: 'GET', path: `${R}/list`, access: A.read, summary: '注册申请列表' },
  getRegistration: { method: 'GET', path: `${R}/queryById`, access: A.read, summary: '注册申请详情' },
  approveRegistration: { method: 'POST', path: `${R}/approve`, access: A.approve, summary: '通过注册申请' },
  rejectRegistration: { method: 'POST', path: `${R}/reject`, access: A.reject, summary: '驳回注册申请' },
  exportRegistrations: { method: 'GET', path: `${R}/exportXls`, access: A.export, summary: '导出注册申请' },
});
