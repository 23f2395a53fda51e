/**
 * 新建维护任务: the kind (batch print, regenerate PDFs, standard transition), the certificates (by
 * number, one per line, or by the list's filters) and, for a transition, the new edition. The server
 * checks the same rules and answers the batch; the work then runs in the background.
 */
import {
  CERTIFICATE_STATUSES_WITH_OLD,
  localize,
  MAINTENANCE_KINDS,
  type MaintenanceBatchInput,
} from '@cb/domain';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { currentLocale } from '../../shared/i18n';
import { maintenanceApi } from './maintenanceApi';
import { maintenanceTexts } from './maintenanceTexts';

interface Values {
  kind: MaintenanceBatchInput['kind'];
  by: 'numbers' | 'filter';
  certNos?: string;
  standardCode?: string;
  enterpriseName?: string;
  status?: string;
  targetCode?: string;
  targetName?: string;
  targetVersion?: string;
  remark?: string;
}

/** The form's values as the batch the server takes. */
export function toBatchInput(values: Values): MaintenanceBatchInput {
  const numbers = (values.certNos ?? '')
    .split(/[\s,，;；]+/)
    .map((n) => n.trim())
    .filter(Boolean);
  return {
    kind: values.kind,
    ...(values.by === 'numbers'
      ? { certNos: numbers }
      : {
          filters: {
            standardCode: values.standardCode || undefined,
            enterpriseName: values.enterpriseName || undefined,
            status: (values.status || undefined) as never,
          },
        }),
    standardCode: values.kind === 'transition' ? (values.targetCode ?? '') : '',
    standardName: values.kind === 'transition' ? (values.targetName ?? '') : '',
    standardVersion: values.kind === 'transition' ? (values.targetVersion ?? '') : '',
    remark: values.remark ?? '',
  };
}

export function BatchDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = maintenanceTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form) ?? 'print';
  const by = Form.useWatch('by', form) ?? 'numbers';

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const created = await maintenanceApi.add(toBatchInput(values));
      void message.success(t('batch.created', { total: created.total }));
      form.resetFields();
      onCreated(created.id);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('batch.add')}
      width={640}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'print', by: 'numbers' }} preserve={false}>
        <Form.Item name="kind" label={t('batch.kind')}>
          <Radio.Group
            optionType="button"
            options={MAINTENANCE_KINDS.map((k) => ({ value: k.code, label: localize(k, currentLocale()) }))}
          />
        </Form.Item>
        {kind === 'print' ? (
          <Alert type="info" showIcon message={t('batch.printHint')} style={{ marginBottom: 12 }} />
        ) : null}
        <Form.Item name="by" label={t('batch.choose')}>
          <Radio.Group
            options={[
              { value: 'numbers', label: t('batch.byNumbers') },
              { value: 'filter', label: t('batch.byFilter') },
            ]}
          />
        </Form.Item>
        {by === 'numbers' ? (
          <Form.Item
            name="certNos"
            label={t('batch.certNos')}
            rules={[{ required: true, whitespace: true, message: t('batch.certNosRequired') }]}
          >
            <Input.TextArea rows={5} maxLength={60_000} />
          </Form.Item>
        ) : (
          <div className="cb-cert-batch-filters">
            <Form.Item name="standardCode" label={t('batch.standardCode')}>
              <Input maxLength={20} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="enterpriseName" label={t('batch.enterpriseName')}>
              <Input maxLength={100} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="status" label={t('batch.certStatus')}>
              <Select
                allowClear
                style={{ width: 120 }}
                options={CERTIFICATE_STATUSES_WITH_OLD.filter((s) => s.code !== 99).map((s) => ({
                  value: String(s.code),
                  label: localize(s, currentLocale()),
                }))}
              />
            </Form.Item>
          </div>
        )}
        {kind === 'transition' ? (
          <>
            <Form.Item
              name="targetCode"
              label={t('batch.targetCode')}
              rules={[{ required: true, whitespace: true, message: t('batch.targetCodeRequired') }]}
            >
              <Input maxLength={20} placeholder="Q" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="targetName" label={t('batch.targetName')}>
              <Input maxLength={200} placeholder="GB/T 19001-2016/ISO 9001:2015" />
            </Form.Item>
            <Form.Item
              name="targetVersion"
              label={t('batch.targetVersion')}
              rules={[{ required: true, whitespace: true, message: t('batch.targetVersionRequired') }]}
            >
              <Input maxLength={100} placeholder="GB/T 19001-2016" />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="remark" label={t('batch.remark')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
