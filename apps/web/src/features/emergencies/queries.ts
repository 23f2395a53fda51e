/**
 * Server state of the 应急响应 pages (TanStack Query, shared/api/areaQueries.ts). The list page's
 * settingKey shares these keys, so every mutation below refreshes the list and the open records.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import { type EventBody, type EventDetail, eventsApi } from './api';

export const EVENT_AREA_KEY = 'yjxy:event';
/** The list page's column-settings key, and so the key of its cached pages. */
export const EVENT_LIST_SETTING_KEY = `${EVENT_AREA_KEY}:list`;
/** The affected enterprises' list on 应急通知. */
export const EVENT_ENTERPRISES_SETTING_KEY = `${EVENT_AREA_KEY}:enterprises`;

const events = defineAreaQueries(EVENT_AREA_KEY, { list: eventsApi.list, get: eventsApi.get });

export const eventKeys = events.keys;
export const useEventList = events.useList;
export const useEvent = events.useRecord;

/** 新增 (without `record`) or 编辑 (with the record as it was read: its id and version). */
export const useSaveEvent = events.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: EventBody;
    record: Pick<EventDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? eventsApi.edit({ ...body, id: record.id, version: record.version })
      : eventsApi.add(body, idempotencyKey),
);

export const useDeleteEvent = events.mutation(({ id, version }: { id: string; version: number }) =>
  eventsApi.remove(id, version),
);
export const usePublishEvent = events.mutation(({ id, version }: { id: string; version: number }) =>
  eventsApi.publish(id, version),
);
export const useCloseEvent = events.mutation(({ id, version }: { id: string; version: number }) =>
  eventsApi.close(id, version),
);
export const useSendNotice = events.mutation(
  ({ id, sendEmail, sendSms }: { id: string; sendEmail: boolean; sendSms: boolean }) =>
    eventsApi.notice(id, sendEmail, sendSms),
);
export const usePostpone = events.mutation(eventsApi.postpone);
export const useExtend = events.mutation(eventsApi.extend);
