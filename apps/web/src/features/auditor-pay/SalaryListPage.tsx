import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { ExcelImportButton } from '../../shared/components/form/ExcelImportButton';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { labourApi, type SalaryFilters, type SalarySlipRow } from './api';
import { slipColumns, slipSearchFields } from './Labour.data';
import { SALARY_LIST_KEY, useBuildSlips, useImportSlips, useSendSlips } from './queries';
import { labourTexts } from './texts';

const lastMonth = () => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/** 工资条 (cwgl/SalaryList): import from Excel or build from the month's fees and subsidy, send (the notice channels), export. */
export default function SalaryListPage() {
  const { t } = labourTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const importSlips = useImportSlips();
  const build = useBuildSlips();
  const send = useSendSlips();
  const [asking, setAsking] = useState<'build' | 'send' | null>(null);
  const [form] = Form.useForm<{ month: string }>();

  return (
    <div className="cb-page">
      <ListPage<SalarySlipRow, SalaryFilters>
        settingKey={SALARY_LIST_KEY}
        columns={slipColumns(t, { name: true })}
        fetchPage={labourApi.slips}
        searchFields={slipSearchFields(t, { name: true })}
        toolbar={
          <Space>
            {can('cwgl:salary:import') ? (
              <>
                <ExcelImportButton
                  label={t('salary.import')}
                  hint={t('salary.importHint')}
                  loading={importSlips.isPending}
                  upload={async (file) => {
                    const r = await importSlips.mutateAsync(file);
                    message.success(t('salary.imported', { count: String(r.imported) }));
                  }}
                />
                <Button onClick={() => setAsking('build')}>{t('salary.build')}</Button>
              </>
            ) : null}
            {can('cwgl:salary:send') ? (
              <Button type="primary" onClick={() => setAsking('send')}>
                {t('salary.send')}
              </Button>
            ) : null}
          </Space>
        }
        onExport={can('cwgl:salary:export') ? labourApi.exportSlips : undefined}
      />
      <Modal
        open={!!asking}
        title={asking === 'send' ? t('salary.send') : t('salary.build')}
        confirmLoading={build.isPending || send.isPending}
        onCancel={() => setAsking(null)}
        destroyOnHidden
        onOk={async () => {
          const v = await form.validateFields().catch(() => null);
          if (!v) return;
          if (asking === 'send') {
            const r = await send.mutateAsync(v.month).catch(() => null);
            if (!r) return;
            message.success(t('salary.sent', { sent: String(r.sent), notified: String(r.notified) }));
          } else {
            const r = await build.mutateAsync(v.month).catch(() => null);
            if (!r) return;
            message.success(t('salary.built', { count: String(r.imported) }));
          }
          setAsking(null);
        }}
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ month: lastMonth() }}>
          <Form.Item
            name="month"
            label={t('salary.monthTitle')}
            rules={[
              { required: true, pattern: /^\d{4}-(0[1-9]|1[0-2])$/, message: t('salary.monthRequired') },
            ]}
          >
            <Input maxLength={7} placeholder={t('field.monthPlaceholder')} data-testid="salary-month" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
