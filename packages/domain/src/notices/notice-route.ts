/**
 * Notice delivery channels, the values of dictionary notice_route (SPEC.md §3 "Notices", §5
 * "Notice channels"): '1' in-app is always kept; '4' SMS needs the bought SMS service.
 */
export const NOTICE_ROUTE = { inApp: '1', email: '2', wecom: '3', sms: '4' } as const;
export type NoticeRoute = (typeof NOTICE_ROUTE)[keyof typeof NOTICE_ROUTE];
export const NOTICE_ROUTES: readonly NoticeRoute[] = ['1', '2', '3', '4'];

export const SMS_NOT_BOUGHT_MESSAGE = '系统未开通短信通知增值服务，请联系机构管理员向系统供应商购买。';

export function isNoticeRoute(value: unknown): value is NoticeRoute {
  return typeof value === 'string' && (NOTICE_ROUTES as readonly string[]).includes(value);
}

/**
 * The channel choice as saved: known values only, in order, without duplicates, with '1' always
 * in. SMS is refused (an error message is returned) when the SMS service is not bought.
 */
export function normaliseNoticeRoutes(
  values: readonly unknown[],
  buyNoteService: number,
): { routes: NoticeRoute[] } | { error: string } {
  const wanted = new Set<string>(values.map(String));
  for (const v of wanted) if (!isNoticeRoute(v)) return { error: '通知渠道取值错误' };
  if (wanted.has(NOTICE_ROUTE.sms) && buyNoteService === 0) return { error: SMS_NOT_BOUGHT_MESSAGE };
  wanted.add(NOTICE_ROUTE.inApp);
  return { routes: NOTICE_ROUTES.filter((r) => wanted.has(r)) };
}

/** Message categories (the msgType of batchUpdateNotice): '1' messages, '2' notices. */
export const NOTICE_CATEGORY = { message: '1', notice: '2' } as const;
export type NoticeCategory = (typeof NOTICE_CATEGORY)[keyof typeof NOTICE_CATEGORY];

/** Menu paths that gate each category (SPEC.md §6). */
export const NOTICE_CATEGORY_MENU: Record<NoticeCategory, string> = {
  '1': '/xxtz/list',
  '2': '/xxtz/noticeList',
};

/** Badge text: the count, or "9+" above the maximum. */
export function noticeBadgeText(count: number, max = 9): string {
  return count > max ? `${max}+` : String(count);
}
