import { Alert, App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useInvoiceSetting, useSaveInvoiceSetting } from './queries';
import { financeTexts } from './texts';

const RATE = /^\d{1,2}(?:\.\d{1,2})?$/;

/** 默认税率: the body's default tax rate of invoices (a versioned setting; 409 when someone saved first). */
export function TaxRateSetting({ editable }: { editable: boolean }) {
  const { t } = financeTexts.useTranslation();
  const { message } = App.useApp();
  const setting = useInvoiceSetting();
  const save = useSaveInvoiceSetting();
  const [open, setOpen] = useState(false);
  const [rate, setRate] = useState('');
  if (!setting.data) return null;
  const valid = RATE.test(rate) && Number(rate) <= 17;
  return (
    <>
      <Button
        disabled={!editable}
        onClick={() => {
          setRate(setting.data.taxRate);
          setOpen(true);
        }}
      >
        {t('invoice.rateSetting', { rate: setting.data.taxRate })}
      </Button>
      <Modal
        open={open}
        title={t('invoice.rateSettingTitle')}
        onCancel={() => setOpen(false)}
        okButtonProps={{ disabled: !valid }}
        confirmLoading={save.isPending}
        destroyOnHidden
        onOk={async () => {
          const done = await save
            .mutateAsync({ taxRate: rate, version: setting.data.version })
            .then(() => true)
            .catch(() => false);
          if (!done) return;
          void message.success(t('invoice.rateSaved'));
          setOpen(false);
        }}
      >
        <Alert type="info" showIcon message={t('invoice.rateSettingHint')} style={{ marginBottom: 12 }} />
        <Input
          value={rate}
          maxLength={5}
          suffix="%"
          status={valid ? undefined : 'error'}
          onChange={(e) => setRate(e.target.value.trim())}
          style={{ width: 160 }}
        />
        {valid ? null : <div style={{ color: '#ff4d4f' }}>{t('invoice.rateInvalid')}</div>}
      </Modal>
    </>
  );
}
