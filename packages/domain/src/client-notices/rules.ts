/**
 * The rules of 客户通知 and 开放文件 (BUSINESS.md §6): who a notice goes to, when it may still be
 * changed or sent, and who may download an opened file. Pure functions; the server calls them inside
 * the transaction that changes the record, and the web shows the same reasons before one clicks.
 */

/** A notice's audience: every client, by certified standard, by region, by certificate status, a list. */
export const CLIENT_NOTICE_AUDIENCES = ['all', 'standard', 'region', 'certStatus', 'list'] as const;
export type ClientNoticeAudience = (typeof CLIENT_NOTICE_AUDIENCES)[number];

/** An opened file's audience: every client or the chosen ones. */
export const OPENED_FILE_AUDIENCES = ['all', 'list'] as const;
export type OpenedFileAudience = (typeof OPENED_FILE_AUDIENCES)[number];

/** 0 草稿, 1 已发送. */
export const CLIENT_NOTICE_STATUS = { draft: 0, sent: 1 } as const;

/** Why the audience cannot be used, or null: every audience but 'all' names at least one value. */
export function audienceProblem(
  audience: ClientNoticeAudience | OpenedFileAudience,
  values: readonly string[],
) {
  if (audience === 'all') return values.length === 0 ? null : '发送对象为全部客户时不能再选择条件';
  if (values.length === 0)
    return (
      {
        standard: '请选择认证标准',
        region: '请选择地区',
        certStatus: '请选择证书状态',
        list: '请选择客户',
      } as const
    )[audience];
  return null;
}

/** Why a notice may not be edited, or null: a sent notice stays as it was sent. */
export function noticeEditProblem(status: number): string | null {
  return status === CLIENT_NOTICE_STATUS.sent ? '通知已发送，不能修改' : null;
}

/** Why a notice may not be sent, or null: only a draft, and only to at least one client. */
export function noticeSendProblem(status: number, recipients: number): string | null {
  if (status === CLIENT_NOTICE_STATUS.sent) return '通知已发送，不能重复发送';
  if (recipients === 0) return '没有符合发送对象的客户，未发送';
  return null;
}

/** Whether an opened file is opened to the enterprise. */
export function fileOpenedTo(
  file: { audienceType: string; enterpriseIds: readonly string[] },
  enterpriseId: string | null,
): boolean {
  if (!enterpriseId) return false;
  return file.audienceType === 'all' || file.enterpriseIds.includes(enterpriseId);
}
