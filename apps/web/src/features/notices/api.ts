/**
 * Typed calls of the notices feature (SPEC.md §7). Every type is the contract's
 * (packages/domain/src/notices/contract.ts): what the server answers is `z.infer` of its response
 * schema, what the web sends `z.input` of its request schema. Only types are imported, so no zod
 * code reaches the bundle.
 */
import type {
  AdminNotice,
  adminNoticePage,
  contractPopupSettingVersioned,
  markAllNoticesReadResult,
  NoticeChannelConfig,
  NoticeChannelStatus,
  NoticeDelivery,
  NoticeDetail,
  NoticeFile,
  NoticeInput,
  NoticeSummary,
  NoticeTargetOptions,
  noticeAdminListQuery,
  noticeRouteEntry,
  noticeRoutesSaved,
  noticeSummaryPage,
  noticeUpload,
  PublicNotice,
  UserNoticeList,
  userNoticePageQuery,
} from '@cb/domain';
import type { z } from 'zod';
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

export const noticeApi = {
  userNoticeList: (pageSize = 9) =>
    http.get<UserNoticeList>('/xxtz/cerNotice/getUserNoticeList', { pageNo: 1, pageSize }, { silent: true }),
  listByUser: (query: MyNoticeFilters & ListQuery) =>
    http.get<NoticeSummaryPage>('/xxtz/cerNotice/listByUser', { ...query }),
  markAllRead: (msgType: '1' | '2') =>
    http.put<z.infer<typeof markAllNoticesReadResult>>('/xxtz/cerNotice/batchUpdateNotice', { msgType }),
  markRead: (noticeId: string) => http.put<null>('/xxtz/cerNotice/updateReadStatusById', { noticeId }),
  detail: (id: string) => http.get<NoticeDetail>('/xxtz/cerNotice/queryById', { id }, RECORD_LOOKUP),
  attachmentPath: (noticeId: string, fileUuid: string) => `/xxtz/cerNotice/file/${noticeId}/0/${fileUuid}`,
  routes: () => http.get<z.infer<typeof noticeRouteEntry>[]>('/xxtz/cerNotice/getNoticeRouteList'),
  saveRoutes: (routes: string[]) => http.post<NoticeRoutesSaved>('/xxtz/cerNotice/updateNoticeRoute', routes),
  channelStatus: () => http.get<NoticeChannelStatus>('/xxtz/cerNotice/channelStatus'),
  contractSetting: () => http.get<ContractPopupSetting>('/sys/contract/setting', undefined, { silent: true }),
  saveContractSetting: (value: ContractPopupSetting) =>
    http.put<ContractPopupSetting>('/sys/contract/setting', value),

  adminList: (query: AdminNoticeFilters & ListQuery) =>
    http.get<AdminNoticePage>('/sys/annountCement/list', { ...query }),
  adminGet: (id: string) => http.get<AdminNotice>('/sys/annountCement/queryById', { id }),
  create: (input: NoticeInput) => http.post<AdminNotice>('/sys/annountCement/add', input),
  update: (input: NoticeInput & { id: string; version: number }) =>
    http.put<AdminNotice>('/sys/annountCement/edit', input),
  publish: (id: string, version: number) =>
    http.get<AdminNotice>('/sys/annountCement/doReleaseData', { id, version }),
  revoke: (id: string, version: number) =>
    http.get<AdminNotice>('/sys/annountCement/doReovkeData', { id, version }),
  remove: (id: string, version: number) => http.delete<null>('/sys/annountCement/delete', { id, version }),
  deliveries: (id: string) => http.get<Delivery[]>('/sys/annountCement/deliveries', { id }),
  targetOptions: () => http.get<NoticeTargetOptions>('/sys/annountCement/targetOptions'),
  upload: (file: File) =>
    http.upload<NoticeUpload>('/sys/annountCement/upload', { file, fileName: file.name }),
  channelConfigs: () => http.get<ChannelConfig[]>('/sys/noticeChannel/list'),
  saveChannel: (value: ChannelConfig) => http.put<ChannelConfig>('/sys/noticeChannel/edit', value),

  publicNotice: (id: string) =>
    http.get<PublicNotice>(`/xxtz/public/notice/${id}`, undefined, { silent: true }),
  publicAttachmentPath: (id: string, fileUuid: string) => `/xxtz/public/notice/${id}/file/${fileUuid}`,
};
