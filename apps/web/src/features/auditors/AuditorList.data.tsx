/** Columns and search fields of the auditor list (AuditorListPage.tsx renders them). */
import type { Permission } from '@cb/domain';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/dateTime';
import type { ListColumn } from '../../shared/list';
import type { AuditorRow } from './api';
import {
  AUDITOR_STATUS_COLORS,
  auditorStatusLabel,
  auditorStatusOptions,
  employmentLabel,
  employmentOptions,
  levelLabel,
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
    { key: 'idCardNo', title: t('auditor.idCardNo'), dataIndex: 'idCardNo', width: 180 },
    { key: 'username', title: t('auditor.userId'), dataIndex: 'username', width: 100 },
    {
      key: 'status',
      title: t('auditor.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => <Tag color={AUDITOR_STATUS_COLORS[v]}>{auditorStatusLabel(v)}</Tag>,
    },
    {
      key: 'updateTime',
      title: t('auditor.updateTime'),
      dataIndex: 'updateTime',
      width: 170,
      sortField: 'updateTime',
      render: formatDateTime,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 120,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Space size={0}>
          {can('rlzy:auditor:edit') ? (
            <Button type="link" size="small" onClick={() => navigate(editPath(row.id))}>
              {t('common.edit')}
            </Button>
          ) : null}
          {archive ? (
            <Button type="link" size="small" onClick={() => navigate(archivePath(row.id))}>
              {t('auditor.archive')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}

/** The search form's fields; their names are the list's filters. */
export function auditorSearchFields(t: AuditorT) {
  return (
    <>
      <Form.Item name="name" label={t('auditor.name')}>
        <Input allowClear maxLength={50} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="phone" label={t('auditor.phone')}>
        <Input allowClear maxLength={20} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="scheme" label={t('auditor.scheme')}>
        <Select allowClear options={schemeOptions()} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="code" label={t('auditor.code')}>
        <Input allowClear maxLength={8} placeholder="19.05.01" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="personnelKind" label={t('auditor.personnelKind')}>
        <Select allowClear options={personnelKindOptions()} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="employmentType" label={t('auditor.employmentType')}>
        <Select allowClear options={employmentOptions()} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item name="status" label={t('auditor.status')}>
        <Select allowClear options={auditorStatusOptions()} style={{ width: 100 }} />
      </Form.Item>
    </>
  );
}
