import type { ListColumn } from '../../shared/list';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { labourApi, type SalaryFilters, type SalarySlipRow } from './api';
import { ConfirmLink } from './dialogs';
import { slipColumns, slipSearchFields } from './Labour.data';
import { MY_SLIP_LIST_KEY, useConfirmMySlip } from './queries';
import { labourTexts } from './texts';

/** 我的工资条 (auditorZone/SalaryList): the signed-in person's slips as sent to them; confirm. */
export default function MySalaryListPage() {
  const { t } = labourTexts.useTranslation();
  const can = usePermission();
  const confirm = useConfirmMySlip();
  const actions: ListColumn<SalarySlipRow> = {
    key: 'actions',
    title: t('field.actions'),
    width: 90,
    fixed: 'right',
    fixedVisible: true,
    render: (_v, row) =>
      can('auditorZone:salary:confirm') && row.status === 1 ? (
        <ConfirmLink
          label={t('salary.confirm')}
          title={t('salary.confirm')}
          content={`${row.month} ${t('salary.net')} ${row.net}`}
          done={t('salary.confirmed')}
          action={() => confirm.mutateAsync(row)}
        />
      ) : null,
  };
  return (
    <div className="cb-page">
      <ListPage<SalarySlipRow, SalaryFilters>
        settingKey={MY_SLIP_LIST_KEY}
        columns={[...slipColumns(t), actions]}
        fetchPage={labourApi.mySlips}
        searchFields={slipSearchFields(t)}
      />
    </div>
  );
}
