/**
 * Typed calls of the notices feature (SPEC.md §7). Every type is the contract's
 * (packages/domain/src/notices/contract.ts): what the server answers is `z.infer` of its response
 * schema, what the web sends `z.input` of its request schema. Only types are imported, so no zod
 * code reaches the bundle; the calls are derived from the endpoint tables (notices/endpoints.ts).
 */
import {
  type AdminNotice,
  type adminNoticePage,
  type contractPopupSettingVersioned,
  type NoticeChannelConfig,
  type NoticeDelivery,
  type NoticeDetail,
  type NoticeFile,
  type NoticeInput,
  type NoticeSummary,
  type noticeAdminListQuery,
  noticeChannelEndpoints,
  noticeEndpoints,
  type noticeRoutesSaved,
  type noticeSummaryPage,
  type noticeUpload,
  type PublicNotice,
  type UserNoticeList,
  type userNoticePageQuery,
} from '@cb/domain';
import { clientNoticeEndpoints } from '@cb/domain/client-notices';
import type { z } from 'zod';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http, RECORD_LOOKUP } from '../../shared/http';
import type { ListQuery } from '../../shared/list';

export type {
  AdminNotice,
  NoticeDetail,
  NoticeFile,
  NoticeInput,
  NoticeSummary,
  PublicNotice,
  UserNoticeList,
};
export type Delivery = NoticeDelivery;
export type ChannelConfig = NoticeChannelConfig;
/** The contract popup setting with its version (what GET answers and PUT takes). */
export type ContractPopupSetting = z.infer<typeof contractPopupSettingVersioned>;
/** The filters of the user's own list (ListPage adds paging and sorting). */
export type MyNoticeFilters = Omit<
  z.input<typeof userNoticePageQuery>,
  'pageNo' | 'pageSize' | 'column' | 'order'
>;
/** The filters of the administration list. */
export type AdminNoticeFilters = Omit<
  z.input<typeof noticeAdminListQuery>,
  'pageNo' | 'pageSize' | 'column' | 'order'
>;
export type AdminNoticePage = z.infer<typeof adminNoticePage>;
export type NoticeSummaryPage = z.infer<typeof noticeSummaryPage>;
export type NoticeRoutesSaved = z.infer<typeof noticeRoutesSaved>;
export type NoticeUpload = z.infer<typeof noticeUpload>;

const call = endpointCalls(noticeEndpoints);
const channels = endpointCalls(noticeChannelEndpoints);
/** Only the public call of 客户通知 (khgl): a sent notice on /notice/detail/{id}/2. */
const clientNotices = endpointCalls(clientNoticeEndpoints);

export const noticeApi = {
  userNoticeList: (pageSize = 9) => call.getUnreadNotices({ pageNo: 1, pageSize }, { silent: true }),
  listByUser: (query: MyNoticeFilters & ListQuery) => call.listMyNotices({ ...query }),
  markAllRead: (msgType: '1' | '2') => call.markAllNoticesRead({ msgType }),
  markRead: (noticeId: string) => call.markNoticeRead({ noticeId }),
  detail: (id: string) => call.getNotice({ id }, RECORD_LOOKUP),
  attachmentPath: (noticeId: string, fileUuid: string) =>
    urlOf(noticeEndpoints.downloadNoticeFile, { noticeId, fileUuid }),
  routes: () => channels.getMyNoticeRoutes(),
  saveRoutes: (routes: string[]) => channels.saveMyNoticeRoutes(routes),
  channelStatus: () => channels.getNoticeChannelStatus(),
  contractSetting: () => channels.getContractPopupSetting(undefined, { silent: true }),
  saveContractSetting: (value: ContractPopupSetting) => channels.saveContractPopupSetting(value),

  adminList: (query: AdminNoticeFilters & ListQuery) => call.listAdminNotices({ ...query }),
  adminGet: (id: string) => call.getAdminNotice({ id }),
  create: (input: NoticeInput) => call.addNotice(input),
  update: (input: NoticeInput & { id: string; version: number }) => call.editNotice(input),
  publish: (id: string, version: number) => call.publishNotice({ id, version }),
  revoke: (id: string, version: number) => call.revokeNotice({ id, version }),
  remove: (id: string, version: number) => call.deleteNotice({ id, version }),
  deliveries: (id: string) => call.listNoticeDeliveries({ id }),
  targetOptions: () => call.listNoticeTargets(),
  upload: (file: File) =>
    http.upload<NoticeUpload>(urlOf(noticeEndpoints.uploadNoticeFile), { file, fileName: file.name }),
  channelConfigs: () => channels.listNoticeChannels(),
  saveChannel: (value: ChannelConfig) => channels.editNoticeChannel(value),

  publicNotice: (id: string) => call.getPublicNotice({ id }, { silent: true }),
  /** A sent 客户通知 (plain text), the page's step type 2. */
  publicClientNotice: (id: string) => clientNotices.getPublicClientNotice({ id }, { silent: true }),
  publicAttachmentPath: (id: string, fileUuid: string) =>
    urlOf(noticeEndpoints.downloadPublicNoticeFile, { id, fileUuid }),
};
