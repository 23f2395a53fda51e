/** Columns and search fields of the 培训证书 list (TrainingCertificateListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router';
import {
  ConfirmActionButton,
  type ListColumn,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import type { TrainingCertificateRow } from './api';
import type { TrainingCertificateT } from './texts';

export const LIST_PATH = '/zsfx/trainCertificate';
export const ADD_PATH = `${LIST_PATH}/add`;
export const detailPath = (id: string) => `${LIST_PATH}/edit/${id}/0`;
export const editPath = (id: string) => `${LIST_PATH}/edit/${id}/1`;

const STATUS_KEYS = { 1: 'status.valid', 2: 'status.revoked', 3: 'status.expired' } as const;
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'red', 3: 'default' };

/** 有效 / 已撤销 / 已过期: the live status the server answers. */
export const statusText = (t: TrainingCertificateT, status: number) =>
  status in STATUS_KEYS ? t(STATUS_KEYS[status as keyof typeof STATUS_KEYS]) : '';
export const StatusTag = ({ t, status }: { t: TrainingCertificateT; status: number }) => (
  <Tag color={STATUS_COLORS[status] ?? 'default'}>{statusText(t, status)}</Tag>
);

export interface TrainingCertificateColumnContext {
  t: TrainingCertificateT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  remove: (row: TrainingCertificateRow) => Promise<unknown>;
}

const canView = (can: TrainingCertificateColumnContext['can']) =>
  can('zsfx:trainCertificate:detail') || can('zsfx:trainCertificate:edit');

/** The list's columns; the number links to the certificate and the actions follow the user's permissions. */
export function trainingCertificateColumns({
  t,
  can,
  navigate,
  remove,
}: TrainingCertificateColumnContext): ListColumn<TrainingCertificateRow>[] {
  return [
    {
      key: 'certNo',
      title: t('field.certNo'),
      dataIndex: 'certNo',
      sortField: 'certNo',
      width: 150,
      render: (v: string, row) => (canView(can) ? <Link to={detailPath(row.id)}>{v}</Link> : v),
    },
    { key: 'holderName', title: t('field.holderName'), dataIndex: 'holderName', width: 90 },
    {
      key: 'status',
      title: t('field.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => <StatusTag t={t} status={v} />,
    },
    { key: 'holderIdCardNo', title: t('field.holderIdCardNo'), dataIndex: 'holderIdCardNo', width: 170 },
    { key: 'courseName', title: t('field.courseName'), dataIndex: 'courseName', width: 180, ellipsis: true },
    {
      key: 'trainingFrom',
      title: t('field.trainingDates'),
      dataIndex: 'trainingFrom',
      sortField: 'trainingFrom',
      width: 190,
      render: (_v, row) => `${row.trainingFrom} ~ ${row.trainingTo}`,
    },
    textColumn('issueDate', t('field.issueDate'), 110, { sortField: 'issueDate' }),
    {
      key: 'validTo',
      title: t('field.validTo'),
      dataIndex: 'validTo',
      width: 110,
      render: (v: string | null) => v ?? t('noLimit'),
    },
    { key: 'courseHours', title: t('field.courseHours'), dataIndex: 'courseHours', width: 60 },
    { key: 'employer', title: t('field.employer'), dataIndex: 'employer', width: 180, ellipsis: true },
    {
      key: 'actions',
      title: t('field.actions'),
      width: 120,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('zsfx:trainCertificate:edit') ? (
            <Button type="link" size="small" onClick={() => navigate(editPath(row.id))}>
              {t('list.edit')}
            </Button>
          ) : canView(can) ? (
            <Button type="link" size="small" onClick={() => navigate(detailPath(row.id))}>
              {t('list.view')}
            </Button>
          ) : null}
          {can('zsfx:trainCertificate:delete') ? (
            <ConfirmActionButton
              label={t('list.delete')}
              title={t('list.deleteConfirm')}
              content={`${row.certNo} ${row.holderName}`}
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
export function trainingCertificateSearchFields(t: TrainingCertificateT) {
  return (
    <>
      <TextFilter name="certNo" label={t('field.certNo')} width={170} maxLength={50} />
      <TextFilter name="holderName" label={t('field.holderName')} width={130} maxLength={50} />
      <TextFilter name="courseName" label={t('field.courseName')} width={170} maxLength={100} />
      <SelectFilter
        name="status"
        label={t('field.status')}
        width={110}
        options={[
          { value: '1', label: t('status.valid') },
          { value: '2', label: t('status.revoked') },
          { value: '3', label: t('status.expired') },
        ]}
      />
    </>
  );
}
