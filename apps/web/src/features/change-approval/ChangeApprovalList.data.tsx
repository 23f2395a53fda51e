/** Columns and search fields of 待审批 and 已审批 (BgspAwaitListPage, BgspDoneListPage). */
import {
  APPLICATION_CHANGE_TYPES,
  CHANGE_DECISIONS,
  CHANGE_REQUEST_STATUSES,
  entryOf,
  localize,
  type Permission,
} from '@cb/domain';
import { Tag } from 'antd';
import { currentLocale } from '../../shared/i18n';
import type { ListColumn } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import { dateTimeColumn, SelectFilter, TextFilter, textColumn } from '../../shared/list/parts';
import type { ChangeApprovalRow, ChangeListKind } from './api';
import type { ChangeApprovalT } from './texts';

export const AWAIT_PATH = '/htps/bgsp/await';
export const DONE_PATH = '/htps/bgsp/done';
export const auditPath = (id: string) => `/htps/bgsp/audit/${id}`;
export const detailPath = (id: string) => `/htps/bgsp/detail/${id}`;

/** A code of a coloured table as a tag. */
export function CodeTag({
  table,
  code,
}: {
  table: readonly { code: number; zh: string; en: string; color: string }[];
  code: number | null;
}) {
  const row = entryOf(table, code);
  return row ? <Tag color={row.color}>{localize(row, currentLocale())}</Tag> : null;
}

export interface ChangeColumnContext {
  t: ChangeApprovalT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
}

export function changeApprovalColumns(
  kind: ChangeListKind,
  { t, can, navigate }: ChangeColumnContext,
): ListColumn<ChangeApprovalRow>[] {
  // The lists show what a decision needs at 1366 px; the reason, the information types and the
  // decided fields are on the approval and detail pages and in the export.
  const columns: ListColumn<ChangeApprovalRow>[] = [
    { key: 'applyNo', title: t('field.applyNo'), dataIndex: 'applyNo', width: 125 },
    textColumn('enterpriseName', t('field.enterprise'), 180, { ellipsis: true }),
    {
      key: 'changeType',
      title: t('field.changeType'),
      dataIndex: 'changeType_dictText',
      width: 95,
      sortField: 'changeType',
    },
  ];
  if (kind === 'await')
    columns.push(
      textColumn('beforeValue', t('field.beforeValue'), 140, { ellipsis: true }),
      textColumn('afterValue', t('field.afterValue'), 140, { ellipsis: true }),
      { key: 'createByName', title: t('field.createBy'), dataIndex: 'createByName', width: 80 },
      dateTimeColumn('createTime', t('field.createTime'), { width: 160, sortField: 'createTime' }),
      {
        key: 'infoChangeTypes',
        title: t('field.infoChangeTypes'),
        dataIndex: 'infoChangeTypes_dictText',
        width: 130,
        ellipsis: true,
      },
    );
  else
    columns.push(
      textColumn('afterValue', t('field.afterValue'), 140, { ellipsis: true }),
      {
        key: 'status',
        title: t('field.status'),
        dataIndex: 'status',
        width: 80,
        render: (v: number) => <CodeTag table={CHANGE_REQUEST_STATUSES} code={v} />,
      },
      {
        key: 'decision',
        title: t('field.decision'),
        dataIndex: 'decision',
        width: 175,
        render: (v: number | null, row) => (
          <>
            <CodeTag table={CHANGE_DECISIONS} code={v} />
            {row.auditType_dictText ? <div>{row.auditType_dictText}</div> : null}
          </>
        ),
      },
      { key: 'decidedByName', title: t('field.decidedBy'), dataIndex: 'decidedByName', width: 80 },
      dateTimeColumn('decidedAt', t('field.decidedAt'), { width: 160, sortField: 'decidedAt' }),
    );
  columns.push({
    key: 'actions',
    title: t('field.actions'),
    width: 70,
    fixed: 'right',
    fixedVisible: true,
    render: (_v, row) =>
      kind === 'await' ? (
        can('htps:bgsp:audit') ? (
          <ActionLink onClick={() => navigate(auditPath(row.id))}>{t('list.audit')}</ActionLink>
        ) : null
      ) : can('htps:bgsp:detail') || can('htps:bgsp:audit') ? (
        <ActionLink onClick={() => navigate(detailPath(row.id))}>{t('list.detail')}</ActionLink>
      ) : null,
  });
  return columns;
}

export function changeApprovalSearchFields(kind: ChangeListKind, t: ChangeApprovalT) {
  return (
    <>
      <TextFilter name="applyNo" label={t('field.applyNo')} width={150} maxLength={50} />
      <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
      <SelectFilter
        name="changeType"
        label={t('field.changeType')}
        codes={APPLICATION_CHANGE_TYPES}
        width={130}
      />
      {kind === 'done' ? (
        <SelectFilter name="decision" label={t('field.decision')} codes={CHANGE_DECISIONS} width={180} />
      ) : null}
    </>
  );
}
