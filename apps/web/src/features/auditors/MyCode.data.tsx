/** 我的专业代码 (auditor zone): the list's columns and search fields. */
import type { Permission } from '@cb/domain';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { formatDateTime } from '../../shared/format/dateTime';
import { ConfirmActionButton, type ListColumn } from '../../shared/list';
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
    {
      key: 'appliedAt',
      title: t('competence.appliedAt'),
      dataIndex: 'appliedAt',
      width: 170,
      sortField: 'appliedAt',
      render: formatDateTime,
    },
    {
      key: 'decidedAt',
      title: t('competence.decidedAt'),
      dataIndex: 'decidedAt',
      width: 170,
      render: formatDateTime,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 140,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) =>
        isOpenApplication(row.status) ? (
          <Space size={0}>
            {can('auditorZone:code:edit') ? (
              <Button type="link" size="small" onClick={() => navigate(myCodeEditPath(row.id))}>
                {row.status === COMPETENCE.returned ? t('zone.resubmit') : t('common.edit')}
              </Button>
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
    },
  ];
}

export function myCodeSearchFields(t: AuditorT) {
  return (
    <>
      <Form.Item name="scheme" label={t('competence.scheme')}>
        <Select allowClear options={schemeOptions()} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="code" label={t('competence.code')}>
        <Input allowClear maxLength={8} placeholder="19.05.01" style={{ width: 120 }} />
      </Form.Item>
      <Form.Item name="status" label={t('competence.status')}>
        <Select allowClear options={competenceStatusOptions()} style={{ width: 120 }} />
      </Form.Item>
    </>
  );
}
