import { App, Space } from 'antd';
import { useState } from 'react';
import { ReasonDialog } from '../../shared/components/ReasonDialog';
import { ActionLink, type ListColumn, ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type LabourFeeFilters, type LabourFeeRow, labourApi } from './api';
import { ConfirmLink } from './dialogs';
import { feeColumns, feeSearchFields } from './Labour.data';
import { MY_FEE_LIST_KEY, useConfirmMyFee, useQueryMyFee } from './queries';
import { labourTexts } from './texts';

/** 我的费用 (auditorZone/FeeList): the signed-in auditor's own fees with every factor; confirm or query a row. */
export default function MyFeeListPage() {
  const { t } = labourTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const confirm = useConfirmMyFee();
  const query = useQueryMyFee();
  const [asking, setAsking] = useState<LabourFeeRow | null>(null);
  const open = (row: LabourFeeRow) => row.status > 0 && row.answer !== 1 && row.status !== 3;

  const actions: ListColumn<LabourFeeRow> = {
    key: 'actions',
    title: t('field.actions'),
    width: 130,
    fixed: 'right',
    fixedVisible: true,
    render: (_v, row) =>
      can('auditorZone:fee:confirm') && open(row) ? (
        <Space size={0}>
          <ConfirmLink
            label={t('mine.confirm')}
            title={t('mine.confirm')}
            content={`${row.workDate} ${row.standard} ${row.amount}`}
            done={t('mine.confirmed')}
            action={() => confirm.mutateAsync(row)}
          />
          <ActionLink onClick={() => setAsking(row)}>{t('mine.query')}</ActionLink>
        </Space>
      ) : null,
  };

  return (
    <div className="cb-page">
      <ListPage<LabourFeeRow, LabourFeeFilters>
        settingKey={MY_FEE_LIST_KEY}
        columns={[...feeColumns(t), actions]}
        fetchPage={labourApi.myFees}
        searchFields={feeSearchFields(t)}
        onExport={can('auditorZone:fee:export') ? labourApi.exportMyFees : undefined}
      />
      <ReasonDialog
        open={!!asking}
        title={t('mine.queryTitle')}
        label={t('mine.queryReason')}
        required={t('mine.queryRequired')}
        pending={query.isPending}
        onClose={() => setAsking(null)}
        onSubmit={async (reason) => {
          const r = await query
            .mutateAsync({ id: asking!.id, version: asking!.version, reason })
            .catch(() => null);
          if (r) message.success(t('mine.queried'));
          return !!r;
        }}
      />
    </div>
  );
}
