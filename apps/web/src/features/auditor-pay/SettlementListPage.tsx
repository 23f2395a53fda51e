import { useQuery } from '@tanstack/react-query';
import { App, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/components/ReasonDialog';
import { ActionLink, type ListColumn, ListPage, SelectFilter, TextFilter } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type LabourFeeRow, type LabourSettlementRow, labourApi, type SettlementFilters } from './api';
import { ConfirmLink, PayDialog } from './dialogs';
import { feeColumns, settlementColumns } from './Labour.data';
import { SETTLEMENT_LIST_KEY, useApproveGroup, usePayGroup, useRejectFee } from './queries';
import { labourTexts } from './texts';

/** 劳务费结算 (cwgl/LabourFeeList): by month and auditor — totals, the month's withholding, net; 审核, 发放, 明细 and 退回. */
export default function SettlementListPage() {
  const { t } = labourTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const approve = useApproveGroup();
  const pay = usePayGroup();
  const reject = useRejectFee();
  const [detail, setDetail] = useState<LabourSettlementRow | null>(null);
  const [paying, setPaying] = useState<LabourSettlementRow | null>(null);
  const [rejecting, setRejecting] = useState<LabourFeeRow | null>(null);
  const fees = useQuery({
    queryKey: ['labour', 'settlement', 'fees', detail?.auditorId, detail?.month],
    queryFn: () => labourApi.groupFees({ auditorId: detail!.auditorId, month: detail!.month }),
    enabled: !!detail,
  });

  const actions: ListColumn<LabourSettlementRow> = {
    key: 'actions',
    title: t('field.actions'),
    width: 150,
    fixed: 'right',
    fixedVisible: true,
    render: (_v, row) => (
      <Space size={0}>
        <ActionLink onClick={() => setDetail(row)}>{t('settle.detail')}</ActionLink>
        {can('cwgl:labourFee:audit') && row.submitted > 0 ? (
          <ConfirmLink
            label={t('settle.audit')}
            title={t('settle.audit')}
            content={t('settle.auditConfirm', { name: row.auditorName, month: row.month })}
            done={t('settle.auditDone')}
            action={() => approve.mutateAsync({ auditorId: row.auditorId, month: row.month })}
          />
        ) : null}
        {can('cwgl:labourFee:pay') && row.approved > 0 && row.submitted === 0 ? (
          <ActionLink onClick={() => setPaying(row)}>{t('settle.pay')}</ActionLink>
        ) : null}
      </Space>
    ),
  };

  const detailColumns = [
    ...feeColumns(t).filter((c) => !['auditType', 'tariffVersion', 'paidDate', 'contractNo'].includes(c.key)),
    ...(can('cwgl:labourFee:audit')
      ? [
          {
            key: 'actions',
            title: t('field.actions'),
            width: 80,
            render: (_v: unknown, row: LabourFeeRow) =>
              row.status === 1 || row.status === 2 ? (
                <ActionLink onClick={() => setRejecting(row)}>{t('settle.reject')}</ActionLink>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <div className="cb-page">
      <ListPage<LabourSettlementRow, SettlementFilters>
        settingKey={SETTLEMENT_LIST_KEY}
        rowKey="key"
        columns={[...settlementColumns(t), actions]}
        fetchPage={async (q) => {
          const page = await labourApi.settlements(q);
          return { ...page, records: page.records.map((r) => ({ ...r, key: `${r.auditorId}|${r.month}` })) };
        }}
        searchFields={
          <>
            <TextFilter
              name="month"
              label={t('field.workMonth')}
              width={110}
              maxLength={7}
              placeholder={t('field.monthPlaceholder')}
            />
            <TextFilter name="auditorName" label={t('field.auditorName')} width={140} maxLength={50} />
            <SelectFilter
              name="stage"
              label={t('settle.stage')}
              width={120}
              options={[
                { value: '1', label: t('settle.submitted') },
                { value: '2', label: t('settle.approved') },
                { value: '3', label: t('settle.paid') },
              ]}
            />
          </>
        }
        onExport={can('cwgl:labourFee:export') ? labourApi.exportSettlements : undefined}
      />
      <Modal
        open={!!detail}
        title={detail ? t('settle.detailTitle', { name: detail.auditorName, month: detail.month }) : ''}
        width={1200}
        footer={null}
        onCancel={() => setDetail(null)}
        destroyOnHidden
      >
        <Table<LabourFeeRow>
          size="small"
          rowKey="id"
          loading={fees.isFetching}
          dataSource={fees.data ?? []}
          columns={detailColumns as never}
          pagination={false}
          scroll={{ x: 1500, y: 480 }}
        />
      </Modal>
      <PayDialog
        open={!!paying}
        title={paying ? t('settle.payTitle', { name: paying.auditorName, month: paying.month }) : ''}
        hint={paying ? t('settle.payHint', { total: paying.total, tax: paying.tax, net: paying.net }) : ''}
        labels={{
          date: t('field.paidDate'),
          ref: t('field.paidRef'),
          dateRequired: t('settle.paidDateRequired'),
          refRequired: t('settle.paidRefRequired'),
        }}
        pending={pay.isPending}
        onClose={() => setPaying(null)}
        onSubmit={async (paid) => {
          const r = await pay
            .mutateAsync({ auditorId: paying!.auditorId, month: paying!.month, ...paid })
            .catch(() => null);
          if (r) message.success(t('settle.paidDone', { count: String(r.count) }));
          return !!r;
        }}
      />
      <ReasonDialog
        open={!!rejecting}
        title={t('settle.rejectTitle')}
        label={t('settle.rejectReason')}
        required={t('settle.rejectRequired')}
        pending={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const r = await reject
            .mutateAsync({ id: rejecting!.id, version: rejecting!.version, reason })
            .catch(() => null);
          if (r) {
            message.success(t('settle.rejected'));
            await fees.refetch();
          }
          return !!r;
        }}
      />
    </div>
  );
}
