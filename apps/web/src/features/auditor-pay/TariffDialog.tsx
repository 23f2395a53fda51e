import { calendarDateOf } from '@cb/domain';
import { LABOUR_TARIFF_ROWS } from '@cb/domain/auditor-pay';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Collapse, DatePicker, Form, Input, Modal, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { MoneyInput } from '../../shared/components/form/MoneyInput';
import { labourApi } from './api';
import { useSaveTariff } from './queries';
import { labourTexts } from './texts';

/** 劳务费标准: the tariff in force, edited as a new version (fees keep the version they were computed with). */
export function TariffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = labourTexts.useTranslation();
  const { message } = App.useApp();
  const tariff = useQuery({ queryKey: ['labour', 'tariff'], queryFn: labourApi.tariff, enabled: open });
  const save = useSaveTariff();
  const [form] = Form.useForm();
  const current = tariff.data?.current;
  useEffect(() => {
    if (open && current)
      form.setFieldsValue({
        effectiveFrom: dayjs(calendarDateOf(new Date())),
        remark: '',
        ...Object.fromEntries(current.rows.map((r) => [r.key, r.amount])),
      });
  }, [open, current, form]);
  return (
    <Modal
      open={open}
      title={t('tariff.title')}
      width={880}
      okText={t('tariff.saveVersion')}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      onOk={async () => {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        const rates = Object.fromEntries(LABOUR_TARIFF_ROWS.map((r) => [r.key, String(values[r.key])]));
        const saved = await save
          .mutateAsync({
            effectiveFrom: values.effectiveFrom.format('YYYY-MM-DD'),
            remark: values.remark ?? '',
            rates,
          })
          .catch(() => null);
        if (!saved) return;
        message.success(t('tariff.saved', { version: String(saved.versionNo) }));
        await tariff.refetch();
        onClose();
      }}
    >
      {current ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            current.versionNo
              ? t('tariff.current', { version: String(current.versionNo), from: current.effectiveFrom ?? '' })
              : t('tariff.default')
          }
        />
      ) : null}
      <Form form={form} layout="vertical" size="small">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', columnGap: 16 }}>
          {LABOUR_TARIFF_ROWS.map((r) => (
            <Form.Item
              key={r.key}
              name={r.key}
              label={r.label}
              rules={[{ required: true, message: r.label }]}
              style={{ marginBottom: 8 }}
            >
              {r.count ? <Input maxLength={2} /> : <MoneyInput />}
            </Form.Item>
          ))}
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 2fr', columnGap: 16 }}>
          <Form.Item name="effectiveFrom" label={t('tariff.effectiveFrom')} rules={[{ required: true }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={t('tariff.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </div>
      </Form>
      {tariff.data?.versions.length ? (
        <Collapse
          size="small"
          items={[
            {
              key: 'history',
              label: t('tariff.history'),
              children: (
                <Table
                  size="small"
                  rowKey="versionNo"
                  pagination={false}
                  dataSource={tariff.data.versions}
                  columns={[
                    { title: t('tariff.version', { version: '' }), dataIndex: 'versionNo', width: 80 },
                    { title: t('tariff.effectiveFrom'), dataIndex: 'effectiveFrom', width: 110 },
                    { title: t('tariff.remark'), dataIndex: 'remark' },
                  ]}
                />
              ),
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
