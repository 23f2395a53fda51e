/**
 * How notices are shown: the display time, the bell/list summary and the administrators' view, and
 * the columns a notice body sets (its HTML sanitised).
 */
import {
  type AdminNotice,
  type NoticeBody,
  type NoticeCategory,
  type NoticeSummary,
  noticeTargetsNamed,
} from '@cb/domain';
import { CMD_MESSAGE, CMD_NOTICE } from '../../platform/realtime/hub.ts';
import type { Notice } from './repository.ts';
import { sanitizeNoticeHtml } from './sanitize.ts';

const TIME_FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** 'YYYY-MM-DD HH:mm:ss' in China time, the product's display format. */
export const formatTime = (date: Date | null | undefined) => (date ? TIME_FORMAT.format(date) : null);

export const cmdOf = (category: string) => (category === '1' ? CMD_MESSAGE : CMD_NOTICE);

/** A notice in the bell and the user's list. */
export const summary = (notice: Notice, readFlag: number | null): NoticeSummary => ({
  id: notice.id,
  title: notice.title,
  msgCategory: notice.msgCategory as NoticeCategory,
  type: notice.msgType,
  priority: notice.priority as NoticeSummary['priority'],
  senderName: notice.senderName,
  sendTimeStr: formatTime(notice.sendTime),
  createTime: formatTime(notice.sendTime ?? notice.createdAt),
  readFlag,
});

/** A notice as its administrators see it. */
export const adminView = (notice: Notice): AdminNotice => ({
  id: notice.id,
  title: notice.title,
  msgCategory: notice.msgCategory as NoticeCategory,
  msgType: notice.msgType,
  priority: notice.priority as AdminNotice['priority'],
  targetType: notice.targetType as AdminNotice['targetType'],
  targets: notice.targets,
  sendStatus: notice.sendStatus as AdminNotice['sendStatus'],
  isPublic: notice.isPublic,
  senderName: notice.senderName,
  sendTimeStr: formatTime(notice.sendTime),
  revokeTimeStr: formatTime(notice.revokeTime),
  createTime: formatTime(notice.createdAt),
  version: notice.version,
});

/** The columns a notice body sets; its HTML is sanitised before it is stored. */
export const columnsOf = (input: NoticeBody) => ({
  msgCategory: input.msgCategory,
  msgType: input.msgType,
  title: input.title,
  content: sanitizeNoticeHtml(input.content),
  priority: input.priority,
  targetType: input.targetType,
  targets: noticeTargetsNamed(input.targetType) ? [...new Set(input.targets)] : [],
  // Only notices (not personal messages) can be shown to the public.
  isPublic: input.msgCategory === '2' && input.isPublic,
});
