/** Parts the auditors' record lists (contracts, witness assessments, leave) share. */
import type { ReactNode } from 'react';
import { ConfirmActionButton } from '../../shared/list/ConfirmActionButton';
import type { ListColumn } from '../../shared/list/ListPage';
import type { AuditorT } from './texts';

/** The auditor's name column, only on the lists of all auditors (an archive shows one auditor's). */
export function auditorColumn<T extends { auditorName: string }>(
  withAuditor: boolean,
  title: string,
  render?: (name: string, row: T) => ReactNode,
): ListColumn<T>[] {
  if (!withAuditor) return [];
  return [
    {
      key: 'auditorName',
      title,
      dataIndex: 'auditorName',
      width: 110,
      sortField: 'auditorName',
      ...(render ? { render } : {}),
    },
  ];
}

/** 删除 of a record after confirming (nothing when not allowed). */
export function deleteAction(
  t: AuditorT,
  allowed: boolean,
  { title, content, remove }: { title: string; content: string; remove: () => Promise<unknown> },
) {
  return allowed ? (
    <ConfirmActionButton
      label={t('common.delete')}
      title={title}
      content={content}
      done={t('common.deleted')}
      action={remove}
    />
  ) : null;
}
