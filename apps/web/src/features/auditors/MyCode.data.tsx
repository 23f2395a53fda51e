/** 我的专业代码 (auditor zone): the list's columns and search fields. */
import type { Permission } from '@cb/domain';
import { Space, Typography } from 'antd';
import {
  ActionLink,
  actionColumn,
  ConfirmActionButton,
  dateTimeColumn,
  type ListColumn,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import type { CompetenceRow } from './api';
import { COMPETENCE, CompetenceStatusTag } from './Competence.data';
import { competenceStatusOptions, schemeOptions, sourceLabel } from './options';
import type { AuditorT } from './texts';

export const MY_CODE_LIST_PATH = '/auditorZone/code';
export const MY_CODE_ADD_PATH = '/auditorZone/codeAdd';
export const myCodeEditPath = (id: string) => `/auditorZone/codeUpdate/${id}`;

/** An application the auditor may still change (pending) or submit again (returned). */
export const isOpenApplication = (status: number) =>
  status === COMPETENCE.pending || status === COMPETENCE.returned;

export interface MyCodeColumnContext {
  t: AuditorT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
  withdraw: (row: CompetenceRow) => Promise<unknown>;
}

export function myCodeColumns({
  t,
  can,
  navigate,
  withdraw,
}: MyCodeColumnContext): ListColumn<CompetenceRow>[] {
  return [
    { key: 'scheme', title: t('competence.scheme'), dataIndex: 'scheme', width: 90 },
    { key: 'code', title: t('competence.code'), dataIndex: 'code', width: 100, sortField: 'code' },
    { key: 'codeName', title: t('competence.codeName'), dataIndex: 'codeName', width: 200, ellipsis: true },
    { key: 'source', title: t('competence.source'), dataIndex: 'source', width: 100, render: sourceLabel },
    { key: 'evidence', title: t('competence.evidence'), dataIndex: 'evidence', ellipsis: true },
    {
      key: 'status',
      title: t('competence.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <CompetenceStatusTag status={v} />,
    },
    {
      key: 'returnReason',
      title: t('competence.returnReason'),
      dataIndex: 'returnReason',
      width: 200,
      render: (v: string, row) =>
        row.status === COMPETENCE.returned && v ? <Typography.Text type="danger">{v}</Typography.Text> : null,
    },
    dateTimeColumn('appliedAt', t('competence.appliedAt'), { sortField: 'appliedAt' }),
    dateTimeColumn('decidedAt', t('competence.decidedAt')),
    actionColumn(t('common.actions'), 140, (row) =>
      isOpenApplication(row.status) ? (
        <Space size={0}>
          {can('auditorZone:code:edit') ? (
            <ActionLink onClick={() => navigate(myCodeEditPath(row.id))}>
              {row.status === COMPETENCE.returned ? t('zone.resubmit') : t('common.edit')}
            </ActionLink>
          ) : null}
          {can('auditorZone:code:delete') ? (
            <ConfirmActionButton
              label={t('zone.withdraw')}
              title={t('zone.withdrawConfirm')}
              content={`${row.scheme} ${row.code} ${row.codeName}`}
              done={t('zone.withdrawn')}
              action={() => withdraw(row)}
            />
          ) : null}
        </Space>
      ) : null,
    ),
  ];
}

export function myCodeSearchFields(t: AuditorT) {
  return (
    <>
      <SelectFilter name="scheme" label={t('competence.scheme')} options={schemeOptions()} width={180} />
      <TextFilter name="code" label={t('competence.code')} width={120} maxLength={8} placeholder="19.05.01" />
      <SelectFilter
        name="status"
        label={t('competence.status')}
        options={competenceStatusOptions()}
        width={120}
      />
    </>
  );
}
