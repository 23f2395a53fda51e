/**
 * The notice and message endpoints (xxtz, SPEC.md §7): where each is and who may call it —
 * `noticeEndpoints` (the user's notices, their administration, the public notice page) and
 * `noticeChannelEndpoints` (channels, the contract popup setting). Their schemas are `noticeSchemas`
 * and `noticeChannelSchemas` (contract.ts); only their types are imported here, so the web reads
 * these tables without pulling zod into its pages (common/endpoints.ts).
 */
import { defineEndpoints, del, get, post, put } from '../common/endpoints.ts';
import { NOTICE_ACCESS as A } from './access.ts';
import type { noticeChannelSchemas, noticeSchemas } from './contract.ts';

export const noticeEndpoints = defineEndpoints<typeof noticeSchemas>()({
  // The signed-in user's notices.
  getUnreadNotices: get('/xxtz/cerNotice/getUserNoticeList', 'signedIn', '未读消息与通知（铃铛）'),
  listMyNotices: get('/xxtz/cerNotice/listByUser', 'signedIn', '我的消息与通知'),
  markAllNoticesRead: put('/xxtz/cerNotice/batchUpdateNotice', 'signedIn', '全部标为已读（按类型）'),
  markAllNoticesReadByPost: post('/xxtz/cerNotice/batchUpdateNotice', 'signedIn', '全部标为已读（按类型）'),
  markNoticeRead: put('/xxtz/cerNotice/updateReadStatusById', 'signedIn', '标为已读'),
  getNotice: get('/xxtz/cerNotice/queryById', 'signedIn', '消息通知详情'),
  downloadNoticeFile: get('/xxtz/cerNotice/file/:noticeId/0/:fileUuid', 'signedIn', '下载通知附件'),
  // Administration.
  listAdminNotices: get('/sys/annountCement/list', A.admin, '通知公告管理列表'),
  getAdminNotice: get('/sys/annountCement/queryById', A.admin, '通知公告（管理）详情'),
  listNoticeTargets: get('/sys/annountCement/targetOptions', A.write, '可选的通知对象（角色与用户）'),
  addNotice: post('/sys/annountCement/add', A.add, '新增通知公告'),
  editNotice: put('/sys/annountCement/edit', A.edit, '编辑通知公告'),
  publishNotice: get('/sys/annountCement/doReleaseData', A.add, '发布通知公告'),
  revokeNotice: get('/sys/annountCement/doReovkeData', A.revoke, '撤销通知公告'),
  deleteNotice: del('/sys/annountCement/delete', A.delete, '删除通知公告（草稿或已撤销）'),
  listNoticeDeliveries: get('/sys/annountCement/deliveries', A.admin, '通知送达记录'),
  uploadNoticeFile: post('/sys/annountCement/upload', A.write, '上传通知附件'),
  // Public notice pages.
  getPublicNotice: get('/xxtz/public/notice/:id', 'public', '公开通知（无需登录）'),
  downloadPublicNoticeFile: get('/xxtz/public/notice/:id/file/:fileUuid', 'public', '下载公开通知附件'),
});

/** Each user's channel choice, the channels' configuration and the contract popup (channels.routes.ts). */
export const noticeChannelEndpoints = defineEndpoints<typeof noticeChannelSchemas>()({
  // Channels.
  getMyNoticeRoutes: get(
    '/xxtz/cerNotice/getNoticeRouteList',
    'signedIn',
    '我的通知渠道（消息字段为版本号）',
  ),
  saveMyNoticeRoutes: post('/xxtz/cerNotice/updateNoticeRoute', 'signedIn', '保存我的通知渠道'),
  getNoticeChannelStatus: get('/xxtz/cerNotice/channelStatus', 'signedIn', '已启用的通知渠道'),
  listNoticeChannels: get('/sys/noticeChannel/list', A.settings, '通知渠道配置'),
  editNoticeChannel: put('/sys/noticeChannel/edit', A.settings, '保存通知渠道配置'),
  // Contract popup setting.
  getContractPopupSetting: get('/sys/contract/setting', 'signedIn', '合同到期弹窗设置'),
  saveContractPopupSetting: put('/sys/contract/setting', A.settings, '保存合同到期弹窗设置'),
});
