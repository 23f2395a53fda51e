import { SPECIAL_APPROVAL_KINDS, SPECIAL_APPROVAL_STATUSES } from '@cb/domain';
import { Form, Input, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { codeLabel } from '../../shared/format/codeTables';
import { formatDateTime } from '../../shared/format/dateTime';
import {
  ActionLink,
  actionsColumn,
  dateTimeColumn,
  type ListColumn,
  ListPage,
  SelectFilter,
  TextFilter,
  textColumn,
} from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type ApprovalFilters, executionApi, type SpecialApprovalRow } from './api';
import { auditTypeText, executePath } from './ProjectList.data';
import { APPROVAL_LIST_SETTING_KEY, useDecideApproval } from './queries';
import { type ExecutionT, executionTexts } from './texts';
import { useSaveThenClose } from './useSaveThenClose';

function DecideDialog({ t, row, onClose }: { t: ExecutionT; row: SpecialApprovalRow; onClose: () => void }) {
  const saved = useSaveThenClose(t, onClose);
  const decide = useDecideApproval();
  const [form] = Form.useForm();
  return (
    <Modal
      open
      title={t('exec.approval.decide')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={decide.isPending}
    >
      <p>
        {codeLabel(SPECIAL_APPROVAL_KINDS, row.kind)}：{row.reason}
      </p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ approve: true }}
        onFinish={(v) =>
          saved(
            decide.mutateAsync({
              id: row.id,
              version: row.version,
              approve: v.approve,
              comment: v.comment ?? '',
            }),
          )
        }
      >
        <Form.Item name="approve" label={t('exec.approval.decide')}>
          <Radio.Group
            options={[
              { value: true, label: t('exec.approval.approve') },
              { value: false, label: t('exec.approval.reject') },
            ]}
          />
        </Form.Item>
        <Form.Item name="comment" label={t('exec.approval.comment')}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 特殊审批 (assist/SpecialApprovalList, `/assist/specialApproval`): exceptions with applicant, approver and reason. */
export default function SpecialApprovalListPage() {
  const { t } = executionTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const [deciding, setDeciding] = useState<SpecialApprovalRow | null>(null);
  const columns: ListColumn<SpecialApprovalRow>[] = [
    textColumn('enterpriseName', t('field.enterprise'), 200, { ellipsis: true }),
    {
      key: 'projectLabel',
      title: t('exec.approval.project'),
      dataIndex: 'projectLabel',
      width: 200,
      ellipsis: true,
      render: (v: string, row) => `${v} ${row.auditType ? auditTypeText(row.auditType) : ''}`,
    },
    {
      key: 'kind',
      title: t('exec.approval.kind'),
      dataIndex: 'kind',
      width: 200,
      render: (v: number) => codeLabel(SPECIAL_APPROVAL_KINDS, v),
    },
    { key: 'reason', title: t('exec.approval.reason'), dataIndex: 'reason', width: 220, ellipsis: true },
    {
      key: 'status',
      title: t('exec.approval.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => (
        <Tag color={v === 1 ? 'green' : v === 2 ? 'red' : 'blue'}>
          {codeLabel(SPECIAL_APPROVAL_STATUSES, v)}
        </Tag>
      ),
    },
    { key: 'appliedByName', title: t('exec.approval.applicant'), dataIndex: 'appliedByName', width: 90 },
    dateTimeColumn('appliedAt', t('exec.approval.appliedAt'), { width: 165, sortField: 'createTime' }),
    { key: 'decidedByName', title: t('exec.approval.decidedBy'), dataIndex: 'decidedByName', width: 90 },
    {
      key: 'decidedAt',
      title: t('exec.approval.decidedAt'),
      dataIndex: 'decidedAt',
      width: 165,
      render: (v: string | null) => (v ? formatDateTime(v) : ''),
    },
    { key: 'comment', title: t('exec.approval.comment'), dataIndex: 'comment', width: 160, ellipsis: true },
    actionsColumn(t('field.actions'), 130, (row) => (
      <>
        {can('assist:specialApproval:approve') && row.status === 0 ? (
          <ActionLink onClick={() => setDeciding(row)}>{t('exec.approval.decide')}</ActionLink>
        ) : null}
        {row.projectId ? (
          <ActionLink onClick={() => navigate(executePath(row.projectId!))}>{t('list.view')}</ActionLink>
        ) : null}
      </>
    )),
  ];
  return (
    <div className="cb-page">
      <ListPage<SpecialApprovalRow, ApprovalFilters>
        settingKey={APPROVAL_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={executionApi.approvals}
        searchFields={
          <>
            <TextFilter name="enterpriseName" label={t('field.enterprise')} width={180} maxLength={100} />
            <SelectFilter
              name="status"
              label={t('exec.approval.status')}
              width={110}
              codes={SPECIAL_APPROVAL_STATUSES}
            />
            <SelectFilter
              name="kind"
              label={t('exec.approval.kind')}
              width={220}
              codes={SPECIAL_APPROVAL_KINDS}
            />
          </>
        }
      />
      {deciding ? <DecideDialog t={t} row={deciding} onClose={() => setDeciding(null)} /> : null}
    </div>
  );
}
