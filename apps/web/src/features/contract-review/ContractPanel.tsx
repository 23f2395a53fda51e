import {
  AUDIT_TYPES,
  CONTRACT_STATUSES,
  contractApproverError,
  contractTransition,
  FEE_TYPES,
  isContractEditable,
  labelOf,
  type ReviewDetail,
} from '@cb/domain';
import { Alert, App, Button, Card, DatePicker, Empty, Form, Input, Select, Skeleton, Space } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import dayjs, { type Dayjs } from 'dayjs';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailDescriptions, DetailTable } from '../../shared/detail';
import { RecordFiles } from '../../shared/files';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { fitColumns } from '../../shared/list/columnLayout';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { CONTRACT_FILES_PREFIX, type ContractDetail } from './api';
import { useContract, useContractStep, useSaveContract } from './queries';
import { ReturnButton } from './ReturnButton';
import { StatusTag } from './ReviewList.data';
import { reviewTexts } from './texts';

/**
 * The contract of an approved review: its items per standard, the signed contract (htps001), the
 * signing data, and approval by a holder of htps:review:approve who is not the reviewer (the server
 * checks the same rule).
 */
export function ContractPanel({ review }: { review: ReviewDetail }) {
  const { t } = reviewTexts.useTranslation();
  const contract = useContract(review.contractId);
  if (!review.contractId) return <Empty description={t('contract.none')} />;
  if (contract.error) return <ErrorBlock error={contract.error} onRetry={() => void contract.refetch()} />;
  if (!contract.data) return <Skeleton active />;
  return <ContractView key={`${contract.data.id}:${contract.data.version}`} contract={contract.data} />;
}

function ContractView({ contract }: { contract: ContractDetail }) {
  const { t } = reviewTexts.useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const save = useSaveContract();
  const step = useContractStep();
  const [form] = Form.useForm<{
    signedDate: Dayjs | null;
    signatory: string;
    surveillanceFrequency: number;
    remark: string;
  }>();
  const locale = currentLocale();
  const editable = can('htps:review:review') && isContractEditable(contract.status);
  const selfReview = userId ? contractApproverError(userId, contract.reviewerId) : null;
  const approvable = can('htps:review:approve') && contractTransition(contract.status, 'approve').ok;

  return (
    <div className="cb-contract" data-testid="contract-panel">
      <DetailDescriptions
        items={[
          {
            key: 'no',
            label: t('contract.no'),
            children: <strong data-testid="contract-no">{contract.contractNo}</strong>,
          },
          {
            key: 'status',
            label: t('contract.status'),
            children: <StatusTag table={CONTRACT_STATUSES} code={contract.status} />,
          },
          { key: 'fee', label: t('contract.totalFee'), children: contract.totalFee },
          { key: 'reviewer', label: t('contract.reviewer'), children: contract.reviewerName ?? '—' },
          { key: 'approver', label: t('contract.approver'), children: contract.approverName ?? '—' },
          {
            key: 'approvedAt',
            label: t('contract.approvedAt'),
            children: formatDateTime(contract.approvedAt),
          },
          ...(contract.returnReason
            ? [{ key: 'return', label: t('contract.returnReason'), children: contract.returnReason }]
            : []),
        ]}
      />
      <Card size="small" title={t('contract.items')} style={{ marginTop: 12 }}>
        <DetailTable
          rowKey="id"
          dataSource={contract.items}
          // As wide as the columns need (1,010 px): at 1366 px the 费用 column shows whole, its
          // lines wrapping, instead of being cut off at the card's edge (issue 31 item 8).
          {...fitColumns<ColumnType<ContractDetail['items'][number]>>([
            { key: 's', title: t('contract.standard'), dataIndex: 'standardName', width: 170 },
            { key: 'scope', title: t('contract.scope'), dataIndex: 'scopeZh', ellipsis: true },
            {
              key: 'codes',
              title: t('contract.codes'),
              width: 140,
              render: (_v, r) => r.professionalCodes.join(t('config.sep')),
            },
            { key: 's1', title: t('contract.stage1'), dataIndex: 'stage1Days', width: 70, align: 'right' },
            { key: 's2', title: t('contract.stage2'), dataIndex: 'stage2Days', width: 70, align: 'right' },
            {
              key: 'sv',
              title: t('contract.surveillance'),
              dataIndex: 'surveillanceDays',
              width: 70,
              align: 'right',
            },
            {
              key: 'rc',
              title: t('contract.recertification'),
              dataIndex: 'recertificationDays',
              width: 70,
              align: 'right',
            },
            {
              key: 'f',
              title: t('contract.frequency'),
              dataIndex: 'surveillanceFrequency',
              width: 80,
              align: 'right',
            },
            {
              key: 'fees',
              title: t('contract.fees'),
              width: 240,
              ellipsis: false,
              render: (_v, r) =>
                r.fees
                  .map(
                    (f) =>
                      `${labelOf(AUDIT_TYPES, f.auditType, locale)}·${labelOf(FEE_TYPES, f.feeType, locale)} ${f.amount}`,
                  )
                  .join(t('contract.feeSep')),
            },
          ])}
        />
      </Card>
      <Card size="small" title={t('contract.signedFile')} style={{ marginTop: 12 }}>
        <RecordFiles
          prefix={CONTRACT_FILES_PREFIX}
          recordId={contract.id}
          documentTypes={['htps001', 'attachment']}
          editable={editable}
        />
        <Form
          form={form}
          layout="inline"
          disabled={!editable}
          style={{ marginTop: 12, rowGap: 8 }}
          initialValues={{
            signedDate: contract.signedDate ? dayjs(contract.signedDate) : null,
            signatory: contract.signatory,
            surveillanceFrequency: contract.surveillanceFrequency,
            remark: contract.remark,
          }}
          onFinish={async (v) => {
            await save.mutateAsync({
              id: contract.id,
              version: contract.version,
              signedDate: v.signedDate ? v.signedDate.format('YYYY-MM-DD') : null,
              signatory: v.signatory ?? '',
              surveillanceFrequency: v.surveillanceFrequency,
              remark: v.remark ?? '',
            });
            void message.success(t('detail.saved'));
          }}
        >
          <Form.Item name="signedDate" label={t('contract.signedDate')}>
            <DatePicker data-testid="contract-signed-date" />
          </Form.Item>
          <Form.Item name="signatory" label={t('contract.signatory')}>
            <Input maxLength={50} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="surveillanceFrequency" label={t('contract.surveillanceFrequency')}>
            <Select style={{ width: 90 }} options={[6, 12].map((v) => ({ value: v, label: String(v) }))} />
          </Form.Item>
          {editable ? (
            <Button htmlType="submit" loading={save.isPending} data-testid="contract-save">
              {t('contract.save')}
            </Button>
          ) : null}
        </Form>
      </Card>
      {approvable && selfReview ? (
        <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('contract.selfReview')} />
      ) : null}
      <Space style={{ marginTop: 12 }}>
        {approvable && !selfReview ? (
          <>
            <Button
              type="primary"
              data-testid="contract-approve"
              onClick={() =>
                modal.confirm({
                  title: t('contract.approveConfirm'),
                  content: contract.contractNo,
                  onOk: async () => {
                    await step.mutateAsync({ action: 'approve', id: contract.id, version: contract.version });
                    void message.success(t('contract.approved'));
                  },
                })
              }
            >
              {t('contract.approve')}
            </Button>
            <ReturnButton
              label={t('contract.return')}
              title={t('contract.return')}
              loading={step.isPending}
              done={t('contract.returned')}
              returnWith={(reason) =>
                step.mutateAsync({ action: 'return', id: contract.id, version: contract.version, reason })
              }
            />
          </>
        ) : null}
        {can('htps:review:review') && contractTransition(contract.status, 'resubmit').ok ? (
          <Button
            onClick={async () => {
              await step.mutateAsync({ action: 'resubmit', id: contract.id, version: contract.version });
              void message.success(t('contract.resubmitted'));
            }}
          >
            {t('contract.resubmit')}
          </Button>
        ) : null}
      </Space>
    </div>
  );
}
