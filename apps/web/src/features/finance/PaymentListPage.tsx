import { Button } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type PaymentFilters, type PaymentRow, paymentsApi } from './api';
import { ADD_PATH, paymentColumns, paymentSearchFields, toPaymentFilters } from './PaymentList.data';
import { PAYMENT_LIST_SETTING_KEY, useDeletePayment } from './queries';
import { financeTexts } from './texts';

/** 收款登记 (cwgl/PaymentList): search, server paging and sorting, column settings, export. */
export default function PaymentListPage() {
  const { t } = financeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const remove = useDeletePayment();

  return (
    <div className="cb-page">
      <ListPage<PaymentRow, PaymentFilters>
        settingKey={PAYMENT_LIST_SETTING_KEY}
        columns={paymentColumns({ t, can, navigate, remove: (row) => remove.mutateAsync(row) })}
        fetchPage={paymentsApi.list}
        searchFields={paymentSearchFields(t)}
        toFilters={toPaymentFilters}
        // 收入统计's links: the method as a number, the dates shown in the 到账日期 range.
        urlToForm={(p) => ({
          ...p,
          ...(p.method ? { method: Number(p.method) } : {}),
          ...(p.receivedFrom || p.receivedTo
            ? {
                received: [
                  p.receivedFrom ? dayjs(p.receivedFrom) : null,
                  p.receivedTo ? dayjs(p.receivedTo) : null,
                ],
              }
            : {}),
        })}
        toolbar={
          can('cwgl:payment:add') ? (
            <Button type="primary" onClick={() => navigate(ADD_PATH)}>
              {t('list.add')}
            </Button>
          ) : null
        }
        onExport={can('cwgl:payment:export') ? paymentsApi.exportList : undefined}
      />
    </div>
  );
}
