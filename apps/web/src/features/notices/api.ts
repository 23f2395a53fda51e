/** Typed calls of the notices feature (SPEC.md §7). */
import type { NoticeTargetType, Page } from '@cb/domain';
import { http } from '../../shared/http';

export interface NoticeSummary {
  id: string;
  title: string;
  msgCategory: '1' | '2';
  /** Message type; '3' is highlighted. */
  type: string;
  priority: 'L' | 'M' | 'H';
  senderName: string | null;
  sendTimeStr: string | null;
  createTime: string | null;
  readFlag: number | null;
  content?: string;
}

export interface UserNoticeList {
  messageList: NoticeSummary[];
  messageTotal: number;
  noticeList: NoticeSummary[];
  noticeTotal: number;
}

export interface NoticeFile {
  fileUuid: string;
  fileName: string;
  size: number;
  contentType: string;
}

export interface NoticeDetail extends NoticeSummary {
  content: string;
  noticeFileList: NoticeFile[];
  readedNames: string;
}

export interface AdminNotice {
  id: string;
  title: string;
  msgCategory: '1' | '2';
  msgType: string;
  priority: 'L' | 'M' | 'H';
  targetType: NoticeTargetType;
  targets: string[];
  sendStatus: 0 | 1 | 2;
  isPublic: boolean;
  senderName: string | null;
  sendTimeStr: string | null;
  revokeTimeStr: string | null;
  createTime: string | null;
  version: number;
  recipientCount?: number;
  readCount?: number;
  content?: string;
  noticeFileList?: NoticeFile[];
}

export interface NoticeInput {
  msgCategory: '1' | '2';
  msgType?: string;
  title: string;
  content: string;
  priority: 'L' | 'M' | 'H';
  targetType: NoticeTargetType;
  targets: string[];
  isPublic: boolean;
  fileUuids: string[];
}

export interface Delivery {
  userId: string;
  realname: string | null;
  route: string;
  status: 'sent' | 'failed' | 'not_configured' | 'no_address';
  detail: string | null;
  at: string | null;
}

export interface ContractPopupSetting {
  contractPopupType: 1 | 2 | 3;
  contractPopupMode: number;
  contractPopupContent: string;
  version: number;
}

export interface ChannelConfig {
  route: '2' | '3' | '4';
  enabled: boolean;
  config: Record<string, unknown>;
  version: number;
}

export interface PublicNotice {
  id: string;
  title: string;
  content: string;
  sendTimeStr: string | null;
  noticeFileList: NoticeFile[];
}

export const noticeApi = {
  userNoticeList: (pageSize = 9) =>
    http.get<UserNoticeList>('/xxtz/cerNotice/getUserNoticeList', { pageNo: 1, pageSize }, { silent: true }),
  listByUser: (params: {
    pageNo: number;
    pageSize: number;
    readStatus?: '0' | '1' | undefined;
    msgCategory?: '1' | '2' | undefined;
    column?: string | undefined;
    order?: 'asc' | 'desc' | undefined;
  }) => http.get<Page<NoticeSummary>>('/xxtz/cerNotice/listByUser', params),
  markAllRead: (msgType: '1' | '2') =>
    http.put<{ count: number }>('/xxtz/cerNotice/batchUpdateNotice', { msgType }),
  markRead: (noticeId: string) => http.put<null>('/xxtz/cerNotice/updateReadStatusById', { noticeId }),
  detail: (id: string) => http.get<NoticeDetail>('/xxtz/cerNotice/queryById', { id }),
  attachmentPath: (noticeId: string, fileUuid: string) => `/xxtz/cerNotice/file/${noticeId}/0/${fileUuid}`,
  routes: () => http.get<{ dictNoticeRoute: string }[]>('/xxtz/cerNotice/getNoticeRouteList'),
  saveRoutes: (routes: string[]) =>
    http.post<{ routes: string[]; version: number }>('/xxtz/cerNotice/updateNoticeRoute', routes),
  channelStatus: () =>
    http.get<{ enabledRoutes: string[]; buyNoteService: number }>('/xxtz/cerNotice/channelStatus'),
  contractSetting: () => http.get<ContractPopupSetting>('/sys/contract/setting', undefined, { silent: true }),
  saveContractSetting: (value: ContractPopupSetting) =>
    http.put<ContractPopupSetting>('/sys/contract/setting', value),

  adminList: (params: Record<string, string | number | undefined>) =>
    http.get<Page<AdminNotice>>('/sys/annountCement/list', params),
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
  targetOptions: () =>
    http.get<{
      roles: { code: string; name: string }[];
      users: { id: string; username: string; realname: string }[];
    }>('/sys/annountCement/targetOptions'),
  upload: (file: File) =>
    http.upload<{ fileUuid: string; fileName: string; size: number; contentType: string }>(
      '/sys/annountCement/upload',
      { file, fileName: file.name },
    ),
  channelConfigs: () => http.get<ChannelConfig[]>('/sys/noticeChannel/list'),
  saveChannel: (value: ChannelConfig) => http.put<ChannelConfig>('/sys/noticeChannel/edit', value),

  publicNotice: (id: string) =>
    http.get<PublicNotice>(`/xxtz/public/notice/${id}`, undefined, { silent: true }),
  publicAttachmentPath: (id: string, fileUuid: string) => `/xxtz/public/notice/${id}/file/${fileUuid}`,
};
