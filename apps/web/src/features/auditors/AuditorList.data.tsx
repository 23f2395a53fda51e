/** Columns and search fields of the auditor list (AuditorListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import type { ListColumn } from '../../shared/list';
import { ActionLink } from '../../shared/list/ActionLink';
import { actionsColumn, dateTimeColumn, SelectFilter, TextFilter } from '../../shared/list/parts';
import type { AuditorRow } from './api';
import {
  AUDITOR_STATUS_COLORS,
  auditorStatusLabel,
  auditorStatusOptions,
  employmentLabel,
  employmentOptions,
  levelLabel,
  levelOptions,
  parseRegistrations,
  personnelKindLabel,
  personnelKindOptions,
  schemeOptions,
  sexLabel,
} from './options';
import type { AuditorT } from './texts';

export const AUDITOR_LIST_PATH = '/rlzy/auditor';
export const AUDITOR_ADD_PATH = '/rlzy/auditorAdd';
export const editPath = (id: string) => `/rlzy/edit/${id}`;
export const archivePath = (id: string) => `/rlzy/archive/${id}`;

/** Who may open an auditor's archive (the server's AUDITOR_ACCESS.archive). */
export const canOpenArchive = (can: (action: Permission) => boolean) =>
  can('rlzy:auditor:archive') || can('rlzy:auditor:edit');

/** The registrations valid today as tags: "QMS 审核员". */
export function RegistrationTags({ value }: { value: string }) {
  return (
    <Space size={[0, 4]} wrap>
      {parseRegistrations(value).map((r) => (
        <Tag key={r.scheme} color="blue">
          {r.scheme} {levelLabel(r.level)}
        </Tag>
      ))}
    </Space>
  );
}

export interface AuditorColumnContext {
  t: AuditorT;
  can: (action: Permission) => boolean;
  navigate: (path: string) => void;
}

export function auditorColumns({ t, can, navigate }: AuditorColumnContext): ListColumn<AuditorRow>[] {
  const archive = canOpenArchive(can);
  return [
    {
      key: 'name',
      title: t('auditor.name'),
      dataIndex: 'name',
      width: 100,
      sortField: 'name',
      render: (v: string, row) => (archive ? <Link to={archivePath(row.id)}>{v}</Link> : v),
    },
    { key: 'sex', title: t('auditor.sex'), dataIndex: 'sex', width: 60, render: sexLabel },
    { key: 'phone', title: t('auditor.phone'), dataIndex: 'phone', width: 120 },
    {
      key: 'registrations',
      title: t('auditor.registrations'),
      dataIndex: 'registrations',
      width: 240,
      render: (v: string) => <RegistrationTags value={v} />,
    },
    {
      key: 'personnelKind',
      title: t('auditor.personnelKind'),
      dataIndex: 'personnelKind',
      width: 130,
      render: personnelKindLabel,
    },
    {
      key: 'employmentType',
      title: t('auditor.employmentType'),
      dataIndex: 'employmentType',
      width: 70,
      render: employmentLabel,
    },
    { key: 'branchCompany', title: t('auditor.branchCompany'), dataIndex: 'branchCompany', width: 110 },
    { key: 'idCardNo', title: t('auditor.idCardNo'), dataIndex: 'idCardNo', width: 180, optional: true },
    { key: 'username', title: t('auditor.userId'), dataIndex: 'username', width: 100, optional: true },
    {
      key: 'status',
      title: t('auditor.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => <Tag color={AUDITOR_STATUS_COLORS[v]}>{auditorStatusLabel(v)}</Tag>,
    },
    dateTimeColumn('updateTime', t('auditor.updateTime'), { sortField: 'updateTime', optional: true }),
    actionsColumn(t('common.actions'), 120, (row) => (
      <>
        {can('rlzy:auditor:edit') ? (
          <ActionLink onClick={() => navigate(editPath(row.id))}>{t('common.edit')}</ActionLink>
        ) : null}
        {archive ? (
          <ActionLink onClick={() => navigate(archivePath(row.id))}>{t('auditor.archive')}</ActionLink>
        ) : null}
      </>
    )),
  ];
}

/** The search form's fields; their names are the list's filters. */
export function auditorSearchFields(t: AuditorT) {
  return (
    <>
      <TextFilter name="name" label={t('auditor.name')} width={140} maxLength={50} />
      <TextFilter name="phone" label={t('auditor.phone')} width={140} maxLength={20} />
      <SelectFilter name="scheme" label={t('auditor.scheme')} options={schemeOptions()} width={180} />
      <TextFilter name="code" label={t('auditor.code')} width={120} maxLength={8} placeholder="19.05.01" />
      <SelectFilter
        name="personnelKind"
        label={t('auditor.personnelKind')}
        options={personnelKindOptions()}
        width={160}
      />
      <SelectFilter
        name="employmentType"
        label={t('auditor.employmentType')}
        options={employmentOptions()}
        width={100}
      />
      <SelectFilter name="status" label={t('auditor.status')} options={auditorStatusOptions()} width={100} />
      <SelectFilter name="level" label={t('qualification.level')} options={levelOptions()} width={140} />
      <TextFilter name="branchCompany" label={t('auditor.branchCompany')} width={140} maxLength={50} />
    </>
  );
}
