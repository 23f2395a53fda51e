import { PAYMENT_APPLY_STATUS } from '@cb/domain/finance';
import { Alert, App, Button, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionLink, ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { type PaymentApplyFilters, type PaymentApplyRow, paymentAppliesApi } from './api';
import {
  APPLY_ADD_PATH,
  applyColumns,
  applyEditPath,
  applyRelatePath,
  applySearchFields,
} from './PaymentApply.data';
import { PAYMENT_APPLY_LIST_SETTING_KEY, useDecidePaymentApply } from './queries';
import { financeTexts } from './texts';

/** 审批: pass, or reject with the reason. */
function DecideDialog({ row, onClose }: { row: PaymentApplyRow | null; onClose: () => void }) {
  const { t } = financeTexts.useTranslation();
  const { message } = App.useApp();
  const decide = useDecidePaymentApply();
  const [pass, setPass] = useState(true);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  return (
    <Modal
      open={Boolean(row)}
      title={t('apply.approveTitle')}
      onCancel={onClose}
      confirmLoading={decide.isPending}
      destroyOnHidden
      afterClose={() => {
        setPass(true);
        setReason('');
        setError('');
      }}
      onOk={async () => {
        if (!row) return;
        if (!pass && !reason.trim()) {
          setError(t('apply.reasonRequired'));
          return;
        }
        const done = await decide
          .mutateAsync({ id: row.id, version: row.version, pass, reason: reason.trim() })
          .then(() => true)
          .catch(() => false);
        if (!done) return;
        void message.success(pass ? t('apply.approved') : t('apply.rejected'));
        onClose();
      }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('apply.approveHint')} />
        {row ? <div>{`${row.enterpriseName} ${row.amount} · ${row.expectedDate}`}</div> : null}
        <Radio.Group value={pass} onChange={(e) => setPass(e.target.value)} data-testid="apply-decision">
          <Radio value={true}>{t('apply.pass')}</Radio>
          <Radio value={false}>{t('apply.reject')}</Radio>
        </Radio.Group>
        {pass ? null : (
          <Input.TextArea
            placeholder={t('apply.reasonLabel')}
            value={reason}
            maxLength={200}
            status={error ? 'error' : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError('');
            }}
          />
        )}
        {error ? <div style={{ color: '#ff4d4f' }}>{error}</div> : null}
      </Space>
    </Modal>
  );
}

/** 收款申请 (cwgl/PaymentApplyList): staff apply and edit; finance approves and relates a payment. */
export default function PaymentApplyListPage() {
  const { t } = financeTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const [deciding, setDeciding] = useState<PaymentApplyRow | null>(null);
  const editable = (s: number) => s === PAYMENT_APPLY_STATUS.pending || s === PAYMENT_APPLY_STATUS.rejected;
  return (
    <div className="cb-page">
      <ListPage<PaymentApplyRow, PaymentApplyFilters>
        settingKey={PAYMENT_APPLY_LIST_SETTING_KEY}
        columns={applyColumns(t, (row) => (
          <Space size={0}>
            {can('cwgl:paymentApply:edit') && editable(row.status) ? (
              <ActionLink onClick={() => navigate(applyEditPath(row.id))}>{t('apply.edit')}</ActionLink>
            ) : (
              <ActionLink onClick={() => navigate(applyEditPath(row.id))}>{t('apply.view')}</ActionLink>
            )}
            {can('cwgl:paymentApply:approve') && row.status === PAYMENT_APPLY_STATUS.pending ? (
              <ActionLink onClick={() => setDeciding(row)}>{t('apply.approve')}</ActionLink>
            ) : null}
            {can('cwgl:paymentApply:relate') && row.status === PAYMENT_APPLY_STATUS.approved ? (
              <ActionLink onClick={() => navigate(applyRelatePath(row.id))}>{t('apply.relate')}</ActionLink>
            ) : null}
          </Space>
        ))}
        fetchPage={paymentAppliesApi.list}
        searchFields={applySearchFields(t)}
        toolbar={
          can('cwgl:paymentApply:add') ? (
            <Button type="primary" onClick={() => navigate(APPLY_ADD_PATH)}>
              {t('apply.add')}
            </Button>
          ) : null
        }
        onExport={
          can('cwgl:paymentApply:approve') || can('cwgl:paymentApply:relate')
            ? paymentAppliesApi.exportList
            : undefined
        }
      />
      <DecideDialog row={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}
