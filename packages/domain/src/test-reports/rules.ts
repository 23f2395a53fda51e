/**
 * The rules of a 检测报告 (BUSINESS.md §6), shared by the server (the authority) and the web (which
 * buttons show): review statuses and their transitions, the CNAS number, the report number's
 * uniqueness key per laboratory and the dates.
 *
 * Review: 0 待审核 → 1 已接受 | 2 已退回 (with a reason). An accepted report is final: it cannot be
 * returned, changed or resubmitted. A returned one cannot be accepted: its uploader changes it and
 * resubmits it (back to 0), and only then is it reviewed again.
 */

export const REPORT_REVIEW = { pending: 0, accepted: 1, returned: 2 } as const;
export type ReportReviewStatus = (typeof REPORT_REVIEW)[keyof typeof REPORT_REVIEW];

export const REPORT_REVIEW_STATUSES = [
  { code: 0, zh: '待审核', en: 'Pending' },
  { code: 1, zh: '已接受', en: 'Accepted' },
  { code: 2, zh: '已退回', en: 'Returned' },
] as const;

export const REPORT_CONCLUSION = { pass: 1, fail: 2 } as const;
export type ReportConclusion = (typeof REPORT_CONCLUSION)[keyof typeof REPORT_CONCLUSION];

export const REPORT_CONCLUSIONS = [
  { code: 1, zh: '合格', en: 'Pass' },
  { code: 2, zh: '不合格', en: 'Fail' },
] as const;

export const REPORT_MESSAGES = {
  notPending: '只有待审核的检测报告可以审核',
  acceptedFinal: '已接受的检测报告不能退回或修改',
  returnedNotAcceptable: '已退回的检测报告需重新提交后才能接受',
  reasonRequired: '请输入退回原因',
  reasonTooLong: '退回原因长度不能超过500个字符',
  notEditable: '已接受的检测报告不能修改',
  usedByDecision: '该检测报告已被认证决定引用，不能删除',
  fileMissing: '请上传检测报告文件',
  fileType: '检测报告文件只支持PDF或图片（PNG、JPG）',
  fileNotFound: '检测报告文件不存在或已被使用，请重新上传',
  numberTaken: '该实验室的报告编号已存在',
  samplingAfterIssue: '抽样日期不能晚于签发日期',
  issueInFuture: '签发日期不能晚于今天',
} as const;

/** CNAS L + 4 or 5 digits (a CNAS-accredited laboratory), e.g. `CNAS L1234`. */
export const CNAS_NUMBER = /^CNAS L\d{4,5}$/;

/** Upper case, single spaces, `CNAS` and `L` separated: how the number is stored and compared. */
export function normalizeCnasNumber(value: string): string {
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  const m = /^CNASL(\d+)$/.exec(compact);
  return m ? `CNAS L${m[1]}` : value.trim().toUpperCase();
}

export function isCnasNumber(value: string): boolean {
  return CNAS_NUMBER.test(normalizeCnasNumber(value));
}

/**
 * The key that makes a report number unique per laboratory (within a tenant): the laboratory's
 * CNAS number and the report number, compared without case and surrounding or inner blanks.
 */
export function reportNumberKey(cnasNo: string, reportNo: string): string {
  return `${normalizeCnasNumber(cnasNo)}|${reportNo.trim().toUpperCase().replace(/\s+/g, '')}`;
}

/** Whether `candidate` takes a number another report of the same laboratory already has. */
export function reportNumberTaken(
  existing: readonly { id: string; cnasNo: string; reportNo: string }[],
  candidate: { id?: string; cnasNo: string; reportNo: string },
): boolean {
  const key = reportNumberKey(candidate.cnasNo, candidate.reportNo);
  return existing.some((r) => r.id !== candidate.id && reportNumberKey(r.cnasNo, r.reportNo) === key);
}

/** Sampling ≤ issue ≤ today (all `YYYY-MM-DD`); the refusal, or null. */
export function reportDatesRefusal(samplingDate: string, issueDate: string, today: string): string | null {
  if (samplingDate > issueDate) return REPORT_MESSAGES.samplingAfterIssue;
  if (issueDate > today) return REPORT_MESSAGES.issueInFuture;
  return null;
}

export type ReportReviewAction = 'accept' | 'return';

/** Why `action` is refused on a report in `status` (null: allowed); a return needs its reason. */
export function reportReviewRefusal(
  status: number,
  action: ReportReviewAction,
  reason?: string,
): string | null {
  if (status === REPORT_REVIEW.accepted) return REPORT_MESSAGES.acceptedFinal;
  if (status === REPORT_REVIEW.returned)
    return action === 'accept' ? REPORT_MESSAGES.returnedNotAcceptable : REPORT_MESSAGES.notPending;
  if (status !== REPORT_REVIEW.pending) return REPORT_MESSAGES.notPending;
  if (action === 'return') {
    const text = (reason ?? '').trim();
    if (!text) return REPORT_MESSAGES.reasonRequired;
    if (text.length > 500) return REPORT_MESSAGES.reasonTooLong;
  }
  return null;
}

/** The status a review leaves. */
export function reportStatusAfter(action: ReportReviewAction): ReportReviewStatus {
  return action === 'accept' ? REPORT_REVIEW.accepted : REPORT_REVIEW.returned;
}

/** A pending or returned report may be changed; a change of a returned one resubmits it. */
export function isReportEditable(status: number): boolean {
  return status === REPORT_REVIEW.pending || status === REPORT_REVIEW.returned;
}

/** The status after a change: a changed report is (again) pending. */
export function reportStatusAfterEdit(status: number): ReportReviewStatus {
  if (!isReportEditable(status)) throw new Error(REPORT_MESSAGES.notEditable);
  return REPORT_REVIEW.pending;
}

/**
 * Which reports warn the certification decision of their enterprise: the 不合格 ones that are
 * accepted or still pending (a pending one may yet be accepted; the decider should know of it).
 * A returned one is not evidence until it is resubmitted.
 */
export function reportWarnsDecision(r: { conclusion: number; reviewStatus: number }): boolean {
  return (
    r.conclusion === REPORT_CONCLUSION.fail &&
    (r.reviewStatus === REPORT_REVIEW.accepted || r.reviewStatus === REPORT_REVIEW.pending)
  );
}

/** The file types a report may be: a PDF or an image. */
export const REPORT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
