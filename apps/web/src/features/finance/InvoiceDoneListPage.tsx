import { INVOICE_STATE } from '@cb/domain/finance';
import { App, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ReasonDialog } from '../../shared/components/ReasonDialog';
import { ActionLink, ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type InvoiceFilters, type InvoiceRow, invoicesApi } from './api';
import { invoiceColumns, invoiceDetailPath, invoiceSearchFields } from './Invoice.data';
import { INVOICE_DONE_SETTING_KEY, useVoidInvoice } from './queries';
import { financeTexts } from './texts';

const doneList = (q: Parameters<typeof invoicesApi.list>[0]) => invoicesApi.list({ ...q, view: 'done' });
const doneExport = (q: Parameters<typeof invoicesApi.exportList>[0]) =>
  invoicesApi.exportList({ ...q, view: 'done' });

/** The 作废 dialog (the reason is required; the amounts come back to the receivables). */
export function VoidDialog({
  row,
  onClose,
}: {
  row: Pick<InvoiceRow, 'id' | 'version'> | null;
  onClose: () => void;
}) {
  const { t } = financeTexts.useTranslation();
  const { message } = App.useApp();
  const voidInvoice = useVoidInvoice();
  return (
    <ReasonDialog
      open={Boolean(row)}
      title={t('invoice.voidTitle')}
      label={t('invoice.reasonLabel')}
      required={t('invoice.reasonRequired')}
      hint={t('invoice.voidHint')}
      pending={voidInvoice.isPending}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (!row) return false;
        const done = await voidInvoice
          .mutateAsync({ id: row.id, version: row.version, reason })
          .then(() => true)
          .catch(() => false);
        if (done) void message.success(t('invoice.voided'));
        return done;
      }}
    />
  );
}

/** 已开票 (cwgl/InvoiceDoneList): issued and voided invoices; 查看, 作废, 导出. */
export default function InvoiceDoneListPage() {
  const { t } = financeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const [voiding, setVoiding] = useState<InvoiceRow | null>(null);
  const actions = (row: InvoiceRow) => (
    <Space size={0}>
      <ActionLink onClick={() => navigate(invoiceDetailPath(row.id))}>{t('invoice.detail')}</ActionLink>
      {can('cwgl:invoice:void') && row.status === INVOICE_STATE.issued ? (
        <ActionLink danger onClick={() => setVoiding(row)}>
          {t('invoice.void')}
        </ActionLink>
      ) : null}
    </Space>
  );
  return (
    <div className="cb-page">
      <ListPage<InvoiceRow, InvoiceFilters>
        settingKey={INVOICE_DONE_SETTING_KEY}
        columns={invoiceColumns(t, 'done', actions)}
        fetchPage={doneList}
        searchFields={invoiceSearchFields(t, 'done')}
        onExport={can('cwgl:invoice:export') ? doneExport : undefined}
      />
      <VoidDialog row={voiding} onClose={() => setVoiding(null)} />
    </div>
  );
}
