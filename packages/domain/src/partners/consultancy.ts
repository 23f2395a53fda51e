/**
 * Consultancy conflict through a partner (ISO/IEC 17021-1 §5.2, BUSINESS.md §2): a consultancy
 * (a partner of type consultancy) that consulted for a client is recorded per enterprise with its
 * engagement's start and end; an auditor who worked for that consultancy during the engagement may
 * not audit the client until two years after the engagement ended. Pure: the server loads the
 * client's engagements and the consultancies' consultants and passes them in.
 */
import { addMonths } from '../lifecycle/calendar.ts';

/** A consultancy's engagement with a client (企业咨询关系). */
export interface ConsultancyEngagement {
  partnerId: string;
  partnerName: string;
  startDate: string;
  /** The engagement's last day. */
  endDate: string;
}

/** An auditor's time working for a consultancy (合作方咨询人员); `endDate` null: still there. */
export interface ConsultantPeriod {
  partnerId: string;
  auditorId: string;
  startDate: string;
  endDate: string | null;
}

/** Why an auditor is barred: the consultancy and the end of its engagement with the client. */
export interface ConsultancyBar {
  partnerId: string;
  partnerName: string;
  endDate: string;
  message: string;
}

/** The bar lasts two years after the engagement's last day. */
export const CONSULTANCY_BAR_MONTHS = 24;

/** The first day an auditor of the consultancy may audit the client again: end + 2 years. */
export const consultancyBarLifted = (endDate: string) => addMonths(endDate, CONSULTANCY_BAR_MONTHS);

/** The reason shown in the candidate list and in the approval refusal. */
export const consultancyBarMessage = (partnerName: string, endDate: string) =>
  `曾任咨询机构「${partnerName}」的咨询人员，该机构为本企业提供咨询至${endDate}，两年内不得审核`;

/**
 * Whether (and why) `auditorId` may not audit the client whose engagements these are, for an audit
 * whose first day is `firstDay`: the auditor worked for the consultancy during an engagement that
 * ended less than two years before (end + 2 years − 1 day barred, end + 2 years allowed). The
 * engagement ending last decides the message.
 * @example partnerConsultancyBar([{ partnerId: 'p', partnerName: 'X', startDate: '2024-01-01', endDate: '2025-03-01' }],
 *   [{ partnerId: 'p', auditorId: 'a', startDate: '2023-01-01', endDate: null }], 'a', '2027-02-28')?.endDate // '2025-03-01'
 */
export function partnerConsultancyBar(
  engagements: readonly ConsultancyEngagement[],
  consultants: readonly ConsultantPeriod[],
  auditorId: string,
  firstDay: string,
): ConsultancyBar | null {
  let found: ConsultancyEngagement | null = null;
  for (const e of engagements) {
    if (firstDay >= consultancyBarLifted(e.endDate)) continue;
    const worked = consultants.some(
      (c) =>
        c.auditorId === auditorId &&
        c.partnerId === e.partnerId &&
        c.startDate <= e.endDate &&
        (c.endDate === null || c.endDate >= e.startDate),
    );
    if (worked && (!found || e.endDate > found.endDate)) found = e;
  }
  return found
    ? {
        partnerId: found.partnerId,
        partnerName: found.partnerName,
        endDate: found.endDate,
        message: consultancyBarMessage(found.partnerName, found.endDate),
      }
    : null;
}
