/** The application status as a coloured tag (list, detail). */
import { APPLICATION_STATUSES, entryOf, localize } from '@cb/domain';
import { Tag } from 'antd';
import { currentLocale } from '../../shared/i18n';

export function StatusTag({ status }: { status: number }) {
  const row = entryOf(APPLICATION_STATUSES, status);
  return <Tag color={row?.color}>{row ? localize(row, currentLocale()) : status}</Tag>;
}
