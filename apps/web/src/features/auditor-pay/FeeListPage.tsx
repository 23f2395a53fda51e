import { Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionLink, ConfirmActionButton, type ListColumn, ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type LabourFeeFilters, type LabourFeeRow, labourApi } from './api';
import { ConfirmLink } from './dialogs';
import { FEE_ADD_PATH, feeColumns, feeSearchFields } from './Labour.data';
import { FEE_LIST_KEY, useDeleteFee, useSubmitFee } from './queries';
import { TariffDialog } from './TariffDialog';
import { labourTexts } from './texts';

/** 劳务费登记 (labour/FeeList): every fee, computed from plans or registered by hand; drafts are edited, submitted or deleted here. */
export default function FeeListPage() {
  const { t } = labourTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const submit = useSubmitFee();
  const remove = useDeleteFee();
  const [tariffOpen, setTariffOpen] = useState(false);
  const draftManual = (row: LabourFeeRow) => row.status === 0 && row.source === 2;

  const actions: ListColumn<LabourFeeRow> = {
    key: 'actions',
    title: t('field.actions'),
    width: 150,
    fixed: 'right',
    fixedVisible: true,
    render: (_v, row) =>
      row.status === 0 ? (
        <Space size={0}>
          {can('labour:fee:edit') && draftManual(row) ? (
            <ActionLink onClick={() => navigate(`${FEE_ADD_PATH}?id=${row.id}`)}>{t('fee.edit')}</ActionLink>
          ) : null}
          {can('labour:fee:submit') ? (
            <ConfirmLink
              label={t('fee.submit')}
              title={t('fee.submit')}
              content={`${row.auditorName} ${row.workDate} ${row.amount}`}
              done={t('fee.submitted')}
              action={() => submit.mutateAsync(row)}
            />
          ) : null}
          {can('labour:fee:delete') && draftManual(row) ? (
            <ConfirmActionButton
              label={t('fee.delete')}
              title={t('fee.deleteConfirm')}
              content={`${row.auditorName} ${row.workDate} ${row.amount}`}
              done={t('fee.deleted')}
              action={() => remove.mutateAsync(row)}
            />
          ) : null}
        </Space>
      ) : null,
  };

  return (
    <div className="cb-page">
      <ListPage<LabourFeeRow, LabourFeeFilters>
        settingKey={FEE_LIST_KEY}
        columns={[...feeColumns(t, { auditor: true }), actions]}
        fetchPage={labourApi.list}
        searchFields={feeSearchFields(t, { auditor: true })}
        toolbar={
          <Space>
            {can('labour:fee:add') ? (
              <Button type="primary" onClick={() => navigate(FEE_ADD_PATH)}>
                {t('fee.add')}
              </Button>
            ) : null}
            {can('labour:tariff:edit') ? (
              <Button onClick={() => setTariffOpen(true)}>{t('fee.tariff')}</Button>
            ) : null}
          </Space>
        }
        onExport={labourApi.exportList}
      />
      <TariffDialog open={tariffOpen} onClose={() => setTariffOpen(false)} />
    </div>
  );
}
