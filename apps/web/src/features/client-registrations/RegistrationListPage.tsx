/**
 * khgl/RegistrationList `/khgl/registration` 注册审核: the companies' requests for a portal account
 * (search, server paging and sorting, export); 通过 (says whether it links to an existing client or
 * creates one) and 驳回 (with a reason) on those awaiting review.
 */
import { REGISTRATION_STATUS } from '@cb/domain/client-registrations';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import {
  ActionLink,
  dateTimeColumn,
  type ListColumn,
  ListPage,
  SelectFilter,
  TextFilter,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type RegistrationFilters, type RegistrationRow, registrationApi } from './api';
import { registrationTexts } from './texts';
import './registrations.css';

const SETTING_KEY = 'khgl:registration:list';
const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'green', 3: 'red' };

export default function RegistrationListPage() {
  const { t } = registrationTexts.useTranslation();
  const can = usePermission();
  const { modal, message } = App.useApp();
  const queries = useQueryClient();
  const [rejecting, setRejecting] = useState<RegistrationRow | null>(null);
  const [rejectingBusy, setRejectingBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const refresh = () => queries.invalidateQueries({ queryKey: ['khgl', 'registration'] });

  const approve = (row: RegistrationRow) =>
    modal.confirm({
      title: t('review.approveConfirm'),
      content: row.existingEnterprise
        ? t('review.approveLinks', { username: row.username, name: row.existingEnterprise })
        : t('review.approveCreates', { username: row.username, name: row.companyName }),
      okText: t('review.approve'),
      onOk: async () => {
        const done = await registrationApi.approve(row.id, row.version);
        void message.success(
          t(done.createdEnterprise ? 'review.approvedCreated' : 'review.approvedLinked', {
            name: done.enterpriseName,
          }),
        );
        await refresh();
      },
    });

  const columns: ListColumn<RegistrationRow>[] = [
    {
      key: 'companyName',
      title: t('review.companyName'),
      dataIndex: 'companyName',
      sortField: 'companyName',
      width: 220,
      ellipsis: true,
    },
    { key: 'creditCode', title: t('review.creditCode'), dataIndex: 'creditCode', width: 170 },
    { key: 'contactName', title: t('review.contactName'), dataIndex: 'contactName', width: 90 },
    { key: 'phone', title: t('review.phone'), dataIndex: 'phone', width: 120 },
    { key: 'username', title: t('review.username'), dataIndex: 'username', width: 130, ellipsis: true },
    {
      key: 'existing',
      title: t('review.existing'),
      dataIndex: 'existingEnterprise',
      width: 150,
      ellipsis: true,
      render: (v: string | null) => v ?? <Tag>{t('review.existingNone')}</Tag>,
    },
    {
      key: 'status',
      title: t('review.status'),
      dataIndex: 'status',
      sortField: 'status',
      width: 130,
      // A rejection's reason shows under its status (and in the export).
      render: (v: number, row) => (
        <>
          <Tag color={STATUS_COLORS[v]}>{t(`status.${v}` as 'status.0')}</Tag>
          {row.rejectReason ? (
            <div className="cb-registration-reason" title={row.rejectReason}>
              {row.rejectReason}
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'rejectReason',
      title: t('review.rejectReason'),
      dataIndex: 'rejectReason',
      width: 180,
      ellipsis: true,
    },
    dateTimeColumn('createTime', t('review.createTime'), { sortField: 'createTime' }),
    {
      key: 'actions',
      title: t('review.actions'),
      width: 120,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) =>
        row.status === REGISTRATION_STATUS.pending ? (
          <Space size={0}>
            {can('khgl:registration:approve') ? (
              <ActionLink onClick={() => approve(row)}>{t('review.approve')}</ActionLink>
            ) : null}
            {can('khgl:registration:reject') ? (
              <ActionLink onClick={() => setRejecting(row)}>{t('review.reject')}</ActionLink>
            ) : null}
          </Space>
        ) : null,
    },
  ];

  return (
    <div className="cb-page">
      <ListPage<RegistrationRow, RegistrationFilters>
        settingKey={SETTING_KEY}
        columns={columns}
        fetchPage={registrationApi.list}
        searchFields={
          <>
            <TextFilter name="companyName" label={t('review.companyName')} width={200} maxLength={100} />
            <SelectFilter
              name="status"
              label={t('review.status')}
              width={130}
              options={(['0', '1', '2', '3'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </>
        }
        onExport={can('khgl:registration:export') ? registrationApi.exportList : undefined}
      />
      <Modal
        open={rejecting !== null}
        title={t('review.rejectTitle')}
        okText={t('review.reject')}
        cancelText={t('review.cancel')}
        destroyOnHidden
        onCancel={() => setRejecting(null)}
        confirmLoading={rejectingBusy}
        // The form shows a missing reason; a refusal is shown by the shared client.
        onOk={() => {
          void form
            .validateFields()
            .then(async ({ reason }) => {
              setRejectingBusy(true);
              await registrationApi.reject(rejecting!.id, rejecting!.version, reason);
              void message.success(t('review.rejected'));
              setRejecting(null);
              form.resetFields();
              await refresh();
            })
            .catch(() => undefined)
            .finally(() => setRejectingBusy(false));
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item label={t('review.companyName')}>{rejecting?.companyName}</Form.Item>
          <Form.Item
            name="reason"
            label={t('review.rejectReason')}
            rules={[{ required: true, whitespace: true, message: t('review.reasonRequired') }, { max: 200 }]}
          >
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
