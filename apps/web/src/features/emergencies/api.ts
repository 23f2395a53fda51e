/**
 * The 应急响应 (yjxy) calls, derived from the area's endpoint table
 * (packages/domain/src/emergencies/endpoints.ts): paths, methods and types are the server's
 * declarations. The table holds no zod at run time, and only types of the contract are imported, so
 * no zod code reaches the bundle.
 */
import {
  type DecisionRow,
  type EventDetail,
  type EventDueResult,
  type EventEnterpriseOption,
  type EventEnterpriseRow,
  type EventRow,
  emergencyEndpoints,
  type emergencyResponseBody,
  type eventBody,
  type eventFilters,
  type PublicEmergency,
} from '@cb/domain/emergencies';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  DecisionRow,
  EventDetail,
  EventDueResult,
  EventEnterpriseOption,
  EventEnterpriseRow,
  EventRow,
  PublicEmergency,
};
/** The search form's filters of the list. */
export type EventFilters = z.input<typeof eventFilters>;
/** The body of a save (新增 / 编辑). */
export type EventBody = z.input<typeof eventBody>;
export type EmergencyResponseBody = z.input<typeof emergencyResponseBody>;

const call = endpointCalls(emergencyEndpoints);

export const eventsApi = {
  list: (query: EventFilters & ListQuery) => call.listEvents(query),
  exportList: (query: EventFilters & SortQuery) => call.exportEvents(query, { fileName: '应急事件.xlsx' }),
  get: (id: string) => call.getEvent({ id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: EventBody, idempotencyKey: string) =>
    call.addEvent(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: EventBody & { id: string; version: number }) => call.editEvent(body),
  remove: (id: string, version: number) => call.deleteEvent({ id, version }),
  publish: (id: string, version: number) => call.publishEvent({ id, version }),
  close: (id: string, version: number) => call.closeEvent({ id, version }),
  notice: (id: string, sendEmail: boolean, sendSms: boolean) =>
    call.sendEventNotice({ id, sendEmail, sendSms }),
  enterprises: (query: { id: string; responded?: '' | '0' | '1' } & ListQuery) =>
    call.listEventEnterprises(query),
  enterpriseOptions: (keyword: string | undefined) => call.listEventEnterpriseOptions({ keyword }),
  due: (id: string, enterpriseId: string) => call.getEventDue({ id, enterpriseId }),
  postpone: (body: {
    id: string;
    enterpriseId: string;
    programmeRowId: string;
    months: number;
    reason?: string;
  }) => call.postponeAudit(body),
  extend: (body: {
    id: string;
    enterpriseId: string;
    certificateId: string;
    months: number;
    reason?: string;
  }) => call.extendValidity(body),
  letter: (decision: DecisionRow) =>
    call.downloadExtensionLetter(
      { id: decision.id },
      { fileName: decision.kind === 'validity' ? '证书有效期延长告知函.pdf' : '审核延期告知函.pdf' },
    ),
};

/** The public page's calls: the enterprise's own link token is the key. */
export const publicEmergencyApi = {
  get: (id: string, token: string) => call.getPublicEmergency({ id, token }, RECORD_LOOKUP),
  respond: (body: EmergencyResponseBody) => call.respondEmergency(body),
  /** A POST download: the token goes in the body, never in a URL. */
  letter: (id: string, token: string, decision: { id: string; kind: string }) =>
    http.download(urlOf(emergencyEndpoints.downloadPublicLetter), {
      method: 'POST',
      body: { id, token, letter: decision.id },
      fileName: decision.kind === 'validity' ? '证书有效期延长告知函.pdf' : '审核延期告知函.pdf',
    }),
};

/** What a save answers (the record's id and new version). */
export type EventSaved = Awaited<ReturnType<typeof eventsApi.add>>;
