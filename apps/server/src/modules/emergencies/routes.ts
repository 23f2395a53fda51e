/**
 * 应急响应 (yjxy) endpoints: thin — the area's endpoint table (where, who may call;
 * packages/domain/src/emergencies/endpoints.ts) and its schemas (contract.ts), each with its handler.
 * The public page's endpoints share one per-address limit with the other public queries' strictness
 * (certificates' PUBLIC_QUERY_LIMIT); it runs before validation, so malformed requests count too.
 */
import { labelOf } from '@cb/domain';
import {
  EMERGENCY_STATUSES,
  EMERGENCY_TYPES,
  emergencyEndpoints,
  emergencySchemas,
} from '@cb/domain/emergencies';
import { requireUser } from '../../platform/auth/guard.ts';
import { type SheetColumn, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { PUBLIC_QUERY_LIMIT, TOO_MANY_QUERIES } from '../certificates/door.ts';
import { letterTitle } from './letter.ts';
import { EmergencyService, type EventListRow } from './service.ts';

/** The Excel export's columns (the list's, with Chinese headers). */
const EXPORT_COLUMNS: readonly SheetColumn<EventListRow>[] = [
  { header: '事件标题', width: 32, value: (r) => r.title },
  { header: '事件类型', width: 14, value: (r) => labelOf(EMERGENCY_TYPES, r.eventType) ?? r.eventType },
  { header: '发生日期', width: 12, value: (r) => r.occurredAt },
  { header: '状态', width: 8, value: (r) => labelOf(EMERGENCY_STATUSES, r.status) ?? '' },
  { header: '延期月数', width: 10, value: (r) => r.postponementMonths },
  { header: '有效期延长月数', width: 14, value: (r) => r.extensionMonths },
  { header: '受影响企业', width: 12, value: (r) => r.affected },
  { header: '已反馈', width: 10, value: (r) => r.responded },
  { header: '创建时间', width: 20, value: (r) => r.createTime },
];

const letterFile = (kind: string) => ({
  contentType: 'application/pdf',
  fileName: `${letterTitle(kind)}.pdf`,
  asciiName: 'letter.pdf',
  inline: true,
});

export const emergencyRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new EmergencyService(services);

    const limit = async (request: { ip: string }) => {
      const { count, resetInMs } = await services.counters.hit(
        `public-emergency:ip:${request.ip}`,
        PUBLIC_QUERY_LIMIT.windowMs,
      );
      if (count > PUBLIC_QUERY_LIMIT.perAddress) throw tooManyRequests(TOO_MANY_QUERIES, resetInMs / 1000);
    };

    registerEndpoints(
      app,
      emergencyEndpoints,
      emergencySchemas,
      {
        listEvents: async (request) => ok(await service.list(requireUser(request), request.query)),
        getEvent: async (request) => ok(await service.get(requireUser(request), request.query.id)),
        addEvent: async (request) =>
          ok(await service.create(requireUser(request), request.body), '添加成功！'),
        editEvent: async (request) =>
          ok(await service.update(requireUser(request), request.body), '编辑成功！'),
        deleteEvent: async (request) =>
          ok(
            await service.remove(requireUser(request), request.query.id, request.query.version),
            '删除成功!',
          ),
        exportEvents: async (request, reply) => {
          const rows = await service.exportRows(requireUser(request), request.query);
          const content = await writeSheet('应急事件', EXPORT_COLUMNS, rows);
          return sendWorkbook(reply, content, 'emergency-events.xlsx', '应急事件.xlsx');
        },
        publishEvent: async (request) =>
          ok(
            await service.publish(requireUser(request), request.body.id, request.body.version),
            '发布成功！',
          ),
        closeEvent: async (request) =>
          ok(await service.close(requireUser(request), request.body.id, request.body.version), '已关闭'),
        sendEventNotice: async (request) => {
          const sent = await service.sendNotice(requireUser(request), request.body);
          return ok(sent, `已向${sent.sent}家企业发送应急通知`);
        },
        listEventEnterprises: async (request) =>
          ok(await service.affected(requireUser(request), request.query)),
        listEventEnterpriseOptions: async (request) =>
          ok(await service.enterpriseOptions(requireUser(request), request.query.keyword)),
        getEventDue: async (request) =>
          ok(await service.due(requireUser(request), request.query.id, request.query.enterpriseId)),
        postponeAudit: async (request) =>
          ok(await service.postpone(requireUser(request), request.body), '已延期'),
        extendValidity: async (request) =>
          ok(await service.extend(requireUser(request), request.body), '已延长证书有效期'),
        downloadExtensionLetter: async (request, reply) => {
          const { pdf, kind } = await service.letter(requireUser(request), request.query.id);
          return sendDownload(reply, { content: pdf, ...letterFile(kind) });
        },
        getPublicEmergency: async (request) =>
          ok(await service.publicView(request.body.id, request.body.token)),
        respondEmergency: async (request) => ok(await service.respond(request.body), '反馈已提交'),
        downloadPublicLetter: async (request, reply) => {
          const { pdf, kind } = await service.publicLetter(
            request.body.id,
            request.body.token,
            request.body.letter,
          );
          return sendDownload(reply, { content: pdf, ...letterFile(kind) });
        },
      },
      {
        getPublicEmergency: { onRequest: limit },
        respondEmergency: { onRequest: limit },
        downloadPublicLetter: { onRequest: limit },
      },
    );
  };
