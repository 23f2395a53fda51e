/**
 * The lifecycle's door: the only file other areas import from modules/lifecycle. Later areas add
 * their own deadlines to 期限待办 and the SLA watch's reminders (`provideDueItems`, from their
 * area.ts), as 信息上报 does for its plans and team rows.
 */
export { type DueSource, type DueSourceItem, LOOKBACK_MONTHS, provideDueItems } from './due.ts';
