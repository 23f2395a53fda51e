/**
 * The 客户通知 and 开放文件 (khgl) calls, derived from the area's endpoint table
 * (packages/domain/src/client-notices/endpoints.ts): paths, methods and types are the server's
 * declarations. Only types of the contract are imported, so no zod code reaches the bundle.
 */
import {
  type ClientNoticeAudience,
  type ClientNoticeDetail,
  type ClientNoticeRow,
  type clientNoticeBody,
  clientNoticeEndpoints,
  type clientNoticeFilters,
  type EnterpriseOption,
  type MyNoticeDetail,
  type MyNoticeRow,
  type MyOpenedFileRow,
  type OpenedFileDetail,
  type OpenedFileRow,
  type openedFileBody,
  type openedFileListQuery,
  type RecipientRow,
} from '@cb/domain/client-notices';
import type { z } from 'zod';
import { endpointCalls } from '../../shared/api/endpoints';
import { recordFilesApi } from '../../shared/files';
import { IDEMPOTENCY_HEADER, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery, SortQuery } from '../../shared/list';

export type {
  ClientNoticeAudience,
  ClientNoticeDetail,
  ClientNoticeRow,
  EnterpriseOption,
  MyNoticeDetail,
  MyNoticeRow,
  MyOpenedFileRow,
  OpenedFileDetail,
  OpenedFileRow,
  RecipientRow,
};
export type ClientNoticeFilters = z.input<typeof clientNoticeFilters>;
export type ClientNoticeBody = z.input<typeof clientNoticeBody>;
export type OpenedFileBody = z.input<typeof openedFileBody>;
export type OpenedFileFilters = Pick<z.input<typeof openedFileListQuery>, 'title' | 'audienceType'>;

const call = endpointCalls(clientNoticeEndpoints);

export const clientNoticesApi = {
  list: (query: ClientNoticeFilters & ListQuery) => call.listClientNotices(query),
  exportList: (query: ClientNoticeFilters & SortQuery) =>
    call.exportClientNotices(query, { fileName: '客户通知.xlsx' }),
  get: (id: string) => call.getClientNotice({ id }, RECORD_LOOKUP),
  /** `idempotencyKey` stays the same for retries of one save, so it writes once. */
  add: (body: ClientNoticeBody, idempotencyKey: string) =>
    call.addClientNotice(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: ClientNoticeBody & { id: string; version: number }) => call.editClientNotice(body),
  remove: (id: string, version: number) => call.deleteClientNotice({ id, version }),
  send: (id: string, version: number) => call.sendClientNotice({ id, version }),
  countAudience: (audienceType: ClientNoticeAudience, values: readonly string[]) =>
    call.countClientNoticeAudience({ audienceType, values: values.join(',') }),
  recipients: (query: { id: string; read?: '' | '0' | '1' } & ListQuery) =>
    call.listClientNoticeRecipients(query),
  enterpriseOptions: (keyword?: string) => call.listClientEnterpriseOptions(keyword ? { keyword } : {}),
  mine: (query: { read?: '' | '0' | '1' } & ListQuery) => call.listMyClientNotices(query),
  readMine: (id: string) => call.readMyClientNotice({ id }),
};

export const openedFilesApi = {
  list: (query: OpenedFileFilters & ListQuery) => call.listOpenedFiles(query),
  exportList: (query: OpenedFileFilters & SortQuery) =>
    call.exportOpenedFiles(query, { fileName: '开放文件.xlsx' }),
  get: (id: string) => call.getOpenedFile({ id }, RECORD_LOOKUP),
  add: (body: OpenedFileBody, idempotencyKey: string) =>
    call.addOpenedFile(body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  edit: (body: OpenedFileBody & { id: string; version: number }) => call.editOpenedFile(body),
  remove: (id: string, version: number) => call.deleteOpenedFile({ id, version }),
  mine: (query: { title?: string } & ListQuery) => call.listMyOpenedFiles(query),
};

/** The prefix given to registerRecordFiles on the server: an opened file's documents. */
export const OPENED_FILE_FILES = '/khgl/openedFile/files';
export const openedFileDocuments = recordFilesApi(OPENED_FILE_FILES);
