/**
 * Self-registration and password reset (public; the tenant from the tenant-id header) and 注册审核:
 * the area's endpoint table with its handlers.
 */
import {
  clientRegistrationEndpoints,
  clientRegistrationSchemas,
  REGISTRATION_STATUS_NAMES,
  RESET_CODE_SENT,
} from '@cb/domain/client-registrations';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import type { RegistrationListRow } from './repository.ts';
import { RegistrationService } from './service.ts';

const time = (d: Date | null) =>
  d
    ? new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Shanghai',
        dateStyle: 'short',
        timeStyle: 'medium',
      }).format(d)
    : '';

const EXPORT_COLUMNS: readonly SheetColumn<RegistrationListRow>[] = [
  { header: '企业名称', width: 32, value: (r) => r.companyName },
  { header: '统一社会信用代码', width: 22, value: (r) => r.creditCode },
  { header: '联系人', width: 12, value: (r) => r.contactName },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '邮箱', width: 24, value: (r) => r.email },
  { header: '用户名', width: 16, value: (r) => r.username },
  { header: '状态', width: 12, value: (r) => REGISTRATION_STATUS_NAMES[r.status]?.zh ?? '' },
  { header: '已有企业', width: 28, value: (r) => r.existingEnterprise ?? '' },
  { header: '审核人', width: 12, value: (r) => r.reviewerName ?? '' },
  { header: '审核时间', width: 20, value: (r) => time(r.reviewTime) },
  { header: '驳回原因', width: 30, value: (r) => r.rejectReason ?? '' },
  { header: '申请时间', width: 20, value: (r) => time(r.createTime) },
];

export const clientRegistrationRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new RegistrationService(services);
    app.addHook('onClose', () => service.settled());

    registerEndpoints(app, clientRegistrationEndpoints, clientRegistrationSchemas, {
      getVerificationChannel: async (request) => ok(await service.channel(request)),
      sendRegisterCode: async (request) =>
        ok(await service.sendRegisterCode(request, request.body.phone), '验证码已发送，10分钟内有效'),
      register: async (request) => ok(await service.register(request, request.body), '注册申请已提交'),
      confirmRegisterEmail: async (request) =>
        ok(await service.confirmEmail(request, request.body.token), '邮箱已确认'),
      sendResetCode: async (request) =>
        ok(await service.sendResetCode(request, request.body.username), RESET_CODE_SENT),
      resetPassword: async (request) =>
        ok(await service.resetPassword(request, request.body), '密码已重设，请用新密码登录'),
      listRegistrations: async (request) => ok(await service.list(requireUser(request), request.query)),
      getRegistration: async (request) => ok(await service.get(requireUser(request), request.query.id)),
      approveRegistration: async (request) => {
        const done = await service.approve(requireUser(request), request.body.id, request.body.version);
        return ok(
          done,
          done.createdEnterprise
            ? `已通过，并新建企业“${done.enterpriseName}”`
            : `已通过，账号已关联企业“${done.enterpriseName}”`,
        );
      },
      rejectRegistration: async (request) =>
        ok(
          await service.reject(
            requireUser(request),
            request.body.id,
            request.body.version,
            request.body.reason,
          ),
          '已驳回',
        ),
      exportRegistrations: async (request, reply) => {
        const rows = await service.exportRows(requireUser(request), request.query);
        const content = await writeSheet('注册申请', EXPORT_COLUMNS, rows);
        return sendWorkbook(reply, content, 'registrations.xlsx', '注册申请.xlsx');
      },
    });
  };
