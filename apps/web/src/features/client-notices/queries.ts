/**
 * Server state of the 客户通知 and 开放文件 pages (TanStack Query, shared/api/areaQueries.ts). The
 * list pages' settingKeys share these keys, so every mutation below refreshes the lists and records.
 */
import { defineAreaQueries } from '../../shared/api/areaQueries';
import {
  type ClientNoticeBody,
  type ClientNoticeDetail,
  clientNoticesApi,
  type OpenedFileBody,
  type OpenedFileDetail,
  openedFilesApi,
} from './api';

export const NOTICE_AREA_KEY = 'khgl:clientNotice';
export const NOTICE_LIST_SETTING_KEY = `${NOTICE_AREA_KEY}:list`;
export const MY_NOTICE_SETTING_KEY = `${NOTICE_AREA_KEY}:mine`;
export const RECIPIENT_SETTING_KEY = `${NOTICE_AREA_KEY}:recipients`;
export const FILE_AREA_KEY = 'khgl:openedFile';
export const FILE_LIST_SETTING_KEY = `${FILE_AREA_KEY}:list`;
export const MY_FILE_SETTING_KEY = `${FILE_AREA_KEY}:mine`;

const notices = defineAreaQueries(NOTICE_AREA_KEY, {
  list: clientNoticesApi.list,
  get: clientNoticesApi.get,
});
const files = defineAreaQueries(FILE_AREA_KEY, { list: openedFilesApi.list, get: openedFilesApi.get });

export const useClientNotice = notices.useRecord;
export const useOpenedFile = files.useRecord;

/** 新增 (without `record`) or 编辑 (with the record as it was read: its id and version). */
export const useSaveClientNotice = notices.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: ClientNoticeBody;
    record: Pick<ClientNoticeDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? clientNoticesApi.edit({ ...body, id: record.id, version: record.version })
      : clientNoticesApi.add(body, idempotencyKey),
);
export const useSendClientNotice = notices.mutation(({ id, version }: { id: string; version: number }) =>
  clientNoticesApi.send(id, version),
);
export const useDeleteClientNotice = notices.mutation(({ id, version }: { id: string; version: number }) =>
  clientNoticesApi.remove(id, version),
);
export const useReadMyNotice = notices.mutation((id: string) => clientNoticesApi.readMine(id));

export const useSaveOpenedFile = files.mutation(
  ({
    body,
    record,
    idempotencyKey,
  }: {
    body: OpenedFileBody;
    record: Pick<OpenedFileDetail, 'id' | 'version'> | null;
    idempotencyKey: string;
  }) =>
    record
      ? openedFilesApi.edit({ ...body, id: record.id, version: record.version })
      : openedFilesApi.add(body, idempotencyKey),
);
export const useDeleteOpenedFile = files.mutation(({ id, version }: { id: string; version: number }) =>
  openedFilesApi.remove(id, version),
);
