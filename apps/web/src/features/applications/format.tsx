/** Small display helpers of the application pages. */
import { APPLICATION_STATUSES, entryOf, labelOf, localize } from '@cb/domain';
import { Tag } from 'antd';
import { currentLocale } from '../../shared/i18n';

export { formatTime } from '../../shared/dateTime';

/** The status as a coloured tag. */
export function StatusTag({ status }: { status: number }) {
  const row = entryOf(APPLICATION_STATUSES, status);
  return <Tag color={row?.color}>{row ? localize(row, currentLocale()) : status}</Tag>;
}

export const label = (table: Parameters<typeof labelOf>[0], code: Parameters<typeof labelOf>[1]) =>
  labelOf(table, code, currentLocale()) ?? '';
