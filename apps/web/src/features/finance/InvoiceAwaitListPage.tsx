import { INVOICE_STATE } from '@cb/domain/finance';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ReasonDialog } from '../../shared/components/ReasonDialog';
import { ActionLink, ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type InvoiceFilters, type InvoiceRow, invoicesApi } from './api';
import { INVOICE_APPLY_PATH, invoiceColumns, invoiceIssuePath, invoiceSearchFields } from './Invoice.data';
import { INVOICE_AWAIT_SETTING_KEY, useRejectInvoice } from './queries';
import { TaxRateSetting } from './TaxRateSetting';
import { financeTexts } from './texts';

const awaitList = (q: Parameters<typeof invoicesApi.list>[0]) => invoicesApi.list({ ...q, view: 'await' });
const awaitExport = (q: Parameters<typeof invoicesApi.exportList>[0]) =>
  invoicesApi.exportList({ ...q, view: 'await' });

/** 待开票 (cwgl/InvoiceAwaitList): requests waiting for finance (开票, 驳回) and the rejected ones. */
export default function InvoiceAwaitListPage() {
  const { t } = financeTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const navigate = useNavigate();
  const reject = useRejectInvoice();
  const [rejecting, setRejecting] = useState<InvoiceRow | null>(null);
  const actions = (row: InvoiceRow) =>
    row.status === INVOICE_STATE.requested ? (
      <Space size={0}>
        {can('cwgl:invoice:issue') ? (
          <ActionLink onClick={() => navigate(invoiceIssuePath(row.id))}>{t('invoice.issue')}</ActionLink>
        ) : null}
        {can('cwgl:invoice:reject') ? (
          <ActionLink danger onClick={() => setRejecting(row)}>
            {t('invoice.reject')}
          </ActionLink>
        ) : null}
      </Space>
    ) : null;
  return (
    <div className="cb-page">
      <ListPage<InvoiceRow, InvoiceFilters>
        settingKey={INVOICE_AWAIT_SETTING_KEY}
        columns={invoiceColumns(t, 'await', actions)}
        fetchPage={awaitList}
        searchFields={invoiceSearchFields(t, 'await')}
        toolbar={
          <Space>
            {can('cwgl:invoice:apply') ? (
              <Button type="primary" onClick={() => navigate(INVOICE_APPLY_PATH)}>
                {t('invoice.apply')}
              </Button>
            ) : null}
            {can('cwgl:invoice:issue') ? <TaxRateSetting editable /> : null}
          </Space>
        }
        onExport={can('cwgl:invoice:export') ? awaitExport : undefined}
      />
      <ReasonDialog
        open={Boolean(rejecting)}
        title={t('invoice.rejectTitle')}
        label={t('invoice.reasonLabel')}
        required={t('invoice.reasonRequired')}
        pending={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return false;
          const done = await reject
            .mutateAsync({ id: rejecting.id, version: rejecting.version, reason })
            .then(() => true)
            .catch(() => false);
          if (done) void message.success(t('invoice.rejectedDone'));
          return done;
        }}
      />
    </div>
  );
}
