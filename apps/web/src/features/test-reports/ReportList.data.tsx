/** Columns and search fields of the 检测报告 list (ReportListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import {
  ActionLink,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import type { ReportRow } from './api';
import type { ReportT } from './texts';

export const LIST_PATH = '/jcbg/report';
export const ADD_PATH = `${LIST_PATH}/add`;
export const detailPath = (id: string) => `${LIST_PATH}/edit/${id}/0`;
export const editPath = (id: string) => `${LIST_PATH}/edit/${id}/1`;

export const conclusionText = (t: ReportT, conclusion: number) =>
  t(conclusion === 2 ? 'conclusion.2' : 'conclusion.1');
export const reviewText = (t: ReportT, status: number) =>
  t(status === 1 ? 'review.1' : status === 2 ? 'review.2' : 'review.0');

export function ConclusionTag({ t, value }: { t: ReportT; value: number }) {
  return <Tag color={value === 2 ? 'red' : 'green'}>{conclusionText(t, value)}</Tag>;
}

export function ReviewTag({ t, value }: { t: ReportT; value: number }) {
  return <Tag color={value === 1 ? 'green' : value === 2 ? 'orange' : 'blue'}>{reviewText(t, value)}</Tag>;
}

export interface ReportColumnContext {
  t: ReportT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: ReportRow) => Promise<unknown>;
  download: (row: ReportRow) => Promise<unknown>;
}

/** The list's columns (the export's, in the same order); the actions follow the user's permissions. */
export function reportColumns({
  t,
  can,
  navigate,
  remove,
  download,
}: ReportColumnContext): ListColumn<ReportRow>[] {
  return [
    {
      key: 'enterpriseName',
      title: t('field.enterprise'),
      dataIndex: 'enterpriseName',
      sortField: 'enterpriseName',
      ellipsis: true,
      render: (v: string, row) => <Link to={detailPath(row.id)}>{v}</Link>,
    },
    {
      key: 'laboratoryName',
      title: t('field.laboratoryName'),
      dataIndex: 'laboratoryName',
      sortField: 'laboratoryName',
      ellipsis: true,
    },
    { key: 'cnasNo', title: t('field.cnasNo'), dataIndex: 'cnasNo', width: 120, optional: true },
    { key: 'reportNo', title: t('field.reportNo'), dataIndex: 'reportNo', sortField: 'reportNo', width: 150 },
    { key: 'productName', title: t('field.productName'), dataIndex: 'productName', ellipsis: true },
    {
      key: 'productModel',
      title: t('field.productModel'),
      dataIndex: 'productModel',
      ellipsis: true,
      optional: true,
    },
    {
      key: 'samplingDate',
      title: t('field.samplingDate'),
      dataIndex: 'samplingDate',
      sortField: 'samplingDate',
      width: 110,
      optional: true,
    },
    {
      key: 'issueDate',
      title: t('field.issueDate'),
      dataIndex: 'issueDate',
      sortField: 'issueDate',
      width: 110,
    },
    {
      key: 'conclusion',
      title: t('field.conclusion'),
      dataIndex: 'conclusion',
      sortField: 'conclusion',
      width: 90,
      render: (v: number) => <ConclusionTag t={t} value={v} />,
    },
    {
      key: 'reviewStatus',
      title: t('field.reviewStatus'),
      dataIndex: 'reviewStatus',
      sortField: 'reviewStatus',
      width: 90,
      render: (v: number) => <ReviewTag t={t} value={v} />,
    },
    {
      key: 'returnReason',
      title: t('field.returnReason'),
      dataIndex: 'returnReason',
      ellipsis: true,
    },
    dateTimeColumn('createTime', t('field.createTime'), { sortField: 'createTime', optional: true }),
    {
      key: 'actions',
      title: t('field.actions'),
      width: 170,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          <ActionLink onClick={() => navigate(detailPath(row.id))}>{t('list.view')}</ActionLink>
          {can('jcbg:report:download') && row.fileName ? (
            <ActionLink onClick={() => void download(row)}>{t('list.download')}</ActionLink>
          ) : null}
          {can('jcbg:report:delete') ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('list.deleteConfirm')}
              content={`${row.laboratoryName} ${row.reportNo}`}
              done={t('list.deleted')}
              action={() => remove(row)}
            />
          ) : null}
        </Space>
      ),
    },
  ];
}

/** The search form's fields; their names are the list's filters. */
export function reportSearchFields(t: ReportT) {
  return (
    <>
      <TextFilter name="enterpriseName" label={t('field.enterprise')} width={200} maxLength={100} />
      <TextFilter name="laboratoryName" label={t('field.laboratoryName')} width={180} maxLength={100} />
      <TextFilter name="reportNo" label={t('field.reportNo')} width={160} maxLength={50} />
      <SelectFilter
        name="conclusion"
        label={t('field.conclusion')}
        width={110}
        options={[
          { value: 1, label: t('conclusion.1') },
          { value: 2, label: t('conclusion.2') },
        ]}
      />
      <SelectFilter
        name="reviewStatus"
        label={t('field.reviewStatus')}
        width={110}
        options={[
          { value: 0, label: t('review.0') },
          { value: 1, label: t('review.1') },
          { value: 2, label: t('review.2') },
        ]}
      />
    </>
  );
}
