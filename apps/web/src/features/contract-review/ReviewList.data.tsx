/** Columns and search fields of 合同评审 (ReviewListPage.tsx renders them). */
import {
  AUDIT_TYPES,
  CONTRACT_STATUSES,
  entryOf,
  isReviewEditable,
  labelOf,
  localize,
  type Permission,
  REVIEW_STATUSES,
  REVIEW_TYPES,
} from '@cb/domain';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { currentLocale } from '../../shared/i18n';
import {
  ActionLink,
  actionsColumn,
  DateRangeFilter,
  dateTimeColumn,
  type ListColumn,
  rangeFilters,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import type { ReviewFilters, ReviewRow } from './api';
import type { ReviewT } from './texts';

export const reviewPath = (row: { id: string; reviewType: number }, operable = false) =>
  `/htps/review/${row.reviewType}/${row.id}/${operable ? 1 : 0}`;

export const toReviewFilters = (values: Record<string, unknown>) =>
  rangeFilters<ReviewFilters>(values, 'created', 'createdFrom', 'createdTo');

export function StatusTag({
  table,
  code,
}: {
  table: readonly { code: number; zh: string; en: string; color: string }[];
  code: number | null;
}) {
  if (code === null) return null;
  const row = entryOf(table, code);
  return <Tag color={row?.color}>{row ? localize(row, currentLocale()) : code}</Tag>;
}

export function reviewColumns({
  t,
  can,
  navigate,
}: {
  t: ReviewT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
}): ListColumn<ReviewRow>[] {
  const locale = currentLocale();
  return [
    {
      key: 'applyNo',
      title: t('field.applyNo'),
      dataIndex: 'applyNo',
      width: 150,
      sortField: 'applyNo',
      render: (v: string, row) => <Link to={reviewPath(row)}>{v}</Link>,
    },
    textColumn('enterpriseName', t('field.enterprise'), 240, { ellipsis: true }),
    {
      key: 'reviewType',
      title: t('field.reviewType'),
      dataIndex: 'reviewType',
      width: 100,
      render: (v: number) => labelOf(REVIEW_TYPES, v, locale),
    },
    {
      key: 'auditType',
      title: t('field.auditType'),
      dataIndex: 'auditType',
      width: 130,
      render: (v: number) => labelOf(AUDIT_TYPES, v, locale),
    },
    { key: 'standardCodes', title: t('field.standards'), dataIndex: 'standardCodes', width: 100 },
    {
      key: 'totalDays',
      title: t('field.totalDays'),
      dataIndex: 'totalDays',
      width: 90,
      align: 'right',
      optional: true,
    },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 90,
      sortField: 'status',
      render: (v: number) => <StatusTag table={REVIEW_STATUSES} code={v} />,
    },
    { key: 'contractNo', title: t('field.contractNo'), dataIndex: 'contractNo', width: 140 },
    {
      key: 'contractStatus',
      title: t('field.contractStatus'),
      dataIndex: 'contractStatus',
      width: 100,
      render: (v: number | null) => <StatusTag table={CONTRACT_STATUSES} code={v} />,
    },
    { key: 'reviewerName', title: t('field.reviewer'), dataIndex: 'reviewerName', width: 90, optional: true },
    dateTimeColumn('reviewTime', t('field.reviewTime'), {
      dataIndex: 'reviewedAt',
      width: 165,
      sortField: 'reviewTime',
      optional: true,
    }),
    dateTimeColumn('createTime', t('field.createTime'), {
      dataIndex: 'createdAt',
      width: 165,
      sortField: 'createTime',
      optional: true,
    }),
    actionsColumn(t('field.actions'), 150, (row) => (
      <>
        <ActionLink onClick={() => navigate(reviewPath(row))}>{t('list.detail')}</ActionLink>
        {can('htps:review:review') && isReviewEditable(row.status) ? (
          <ActionLink onClick={() => navigate(reviewPath(row, true))}>{t('list.review')}</ActionLink>
        ) : null}
        {can('htps:review:approve') && row.contractStatus === 2 ? (
          <ActionLink onClick={() => navigate(`${reviewPath(row, true)}?tab=contract`)}>
            {t('list.approve')}
          </ActionLink>
        ) : null}
      </>
    )),
  ];
}

export function reviewSearchFields(t: ReviewT) {
  return (
    <>
      <TextFilter name="applyNo" label={t('field.applyNo')} width={150} maxLength={50} />
      <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
      <SelectFilter name="status" label={t('field.status')} codes={REVIEW_STATUSES} width={110} />
      <SelectFilter name="reviewType" label={t('field.reviewType')} codes={REVIEW_TYPES} width={120} />
      <SelectFilter
        name="contractStatus"
        label={t('field.contractStatus')}
        codes={CONTRACT_STATUSES}
        width={120}
      />
      <DateRangeFilter name="created" label={t('field.created')} />
    </>
  );
}
