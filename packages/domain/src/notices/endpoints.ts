/**
 * The notice and message endpoints (xxtz, SPEC.md §7): where each is and who may call it —
 * `noticeEndpoints` (the user's notices, their administration, the public notice page) and
 * `noticeChannelEndpoints` (channels, the contract popup setting). Their schemas are `noticeSchemas`
 * and `noticeChannelSchemas` (contract.ts); only their types are imported here, so the web reads
 * these tables without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints } from '../common/endpoints.ts';
import { NOTICE_ACCESS as A } from './access.ts';
import type { noticeChannelSchemas, noticeSchemas } from './contract.ts';

export const noticeEndpoints = defineEndpoints<typeof noticeSchemas>()({
  // The signed-in user's notices.
  getUnreadNotices: {
    method: 'GET',
    path: '/xxtz/cerNotice/getUserNoticeList',
    access: 'signedIn',
    summary: '未读消息与通知（铃铛）',
  },
  listMyNotices: {
    method: 'GET',
    path: '/xxtz/cerNotice/listByUser',
    access: 'signedIn',
    summary: '我的消息与通知',
  },
  markAllNoticesRead: {
    method: 'PUT',
    path: '/xxtz/cerNotice/batchUpdateNotice',
    access: 'signedIn',
    summary: '全部标为已读（按类型）',
  },
  markAllNoticesReadByPost: {
    method: 'POST',
    path: '/xxtz/cerNotice/batchUpdateNotice',
    access: 'signedIn',
    summary: '全部标为已读（按类型）',
  },
  markNoticeRead: {
    method: 'PUT',
    path: '/xxtz/cerNotice/updateReadStatusById',
    access: 'signedIn',
    summary: '标为已读',
  },
  getNotice: {
    method: 'GET',
    path: '/xxtz/cerNotice/queryById',
    access: 'signedIn',
    summary: '消息通知详情',
  },
  downloadNoticeFile: {
    method: 'GET',
    path: '/xxtz/cerNotice/file/:noticeId/0/:fileUuid',
    access: 'signedIn',
    summary: '下载通知附件',
  },
  // Administration.
  listAdminNotices: {
    method: 'GET',
    path: '/sys/annountCement/list',
    access: A.admin,
    summary: '通知公告管理列表',
  },
  getAdminNotice: {
    method: 'GET',
    path: '/sys/annountCement/queryById',
    access: A.admin,
    summary: '通知公告（管理）详情',
  },
  listNoticeTargets: {
    method: 'GET',
    path: '/sys/annountCement/targetOptions',
    access: A.write,
    summary: '可选的通知对象（角色与用户）',
  },
  addNotice: { method: 'POST', path: '/sys/annountCement/add', access: A.add, summary: '新增通知公告' },
  editNotice: { method: 'PUT', path: '/sys/annountCement/edit', access: A.edit, summary: '编辑通知公告' },
  publishNotice: {
    method: 'GET',
    path: '/sys/annountCement/doReleaseData',
    access: A.add,
    summary: '发布通知公告',
  },
  revokeNotice: {
    method: 'GET',
    path: '/sys/annountCement/doReovkeData',
    access: A.revoke,
    summary: '撤销通知公告',
  },
  deleteNotice: {
    method: 'DELETE',
    path: '/sys/annountCement/delete',
    access: A.delete,
    summary: '删除通知公告（草稿或已撤销）',
  },
  listNoticeDeliveries: {
    method: 'GET',
    path: '/sys/annountCement/deliveries',
    access: A.admin,
    summary: '通知送达记录',
  },
  uploadNoticeFile: {
    method: 'POST',
    path: '/sys/annountCement/upload',
    access: A.write,
    summary: '上传通知附件',
  },
  // Public notice pages.
  getPublicNotice: {
    method: 'GET',
    path: '/xxtz/public/notice/:id',
    access: 'public',
    summary: '公开通知（无需登录）',
  },
  downloadPublicNoticeFile: {
    method: 'GET',
    path: '/xxtz/public/notice/:id/file/:fileUuid',
    access: 'public',
    summary: '下载公开通知附件',
  },
});

/** Each user's channel choice, the channels' configuration and the contract popup (channels.routes.ts). */
export const noticeChannelEndpoints = defineEndpoints<typeof noticeChannelSchemas>()({
  // Channels.
  getMyNoticeRoutes: {
    method: 'GET',
    path: '/xxtz/cerNotice/getNoticeRouteList',
    access: 'signedIn',
    summary: '我的通知渠道（消息字段为版本号）',
  },
  saveMyNoticeRoutes: {
    method: 'POST',
    path: '/xxtz/cerNotice/updateNoticeRoute',
    access: 'signedIn',
    summary: '保存我的通知渠道',
  },
  getNoticeChannelStatus: {
    method: 'GET',
    path: '/xxtz/cerNotice/channelStatus',
    access: 'signedIn',
    summary: '已启用的通知渠道',
  },
  listNoticeChannels: {
    method: 'GET',
    path: '/sys/noticeChannel/list',
    access: A.settings,
    summary: '通知渠道配置',
  },
  editNoticeChannel: {
    method: 'PUT',
    path: '/sys/noticeChannel/edit',
    access: A.settings,
    summary: '保存通知渠道配置',
  },
  // Contract popup setting.
  getContractPopupSetting: {
    method: 'GET',
    path: '/sys/contract/setting',
    access: 'signedIn',
    summary: '合同到期弹窗设置',
  },
  saveContractPopupSetting: {
    method: 'PUT',
    path: '/sys/contract/setting',
    access: A.settings,
    summary: '保存合同到期弹窗设置',
  },
});
