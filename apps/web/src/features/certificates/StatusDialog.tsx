/**
 * The dialog of one status operation (暂停 / 恢复 / 撤销 / 注销): the §4.4 reason, the dates and a
 * note, with the same rules the server applies (a suspension lasts at most six months). The server
 * is the authority; its refusal is shown by the shared client.
 */
import { calendarDateOf, latestSuspendUntil, localize } from '@cb/domain';
import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { currentLocale } from '../../shared/i18n';
import type { CertificateRow, StatusOperation } from './api';
import { type Operation, REASONS_OF } from './Certificate.data';
import { useCertificateOperation } from './queries';
import { certificateTexts } from './texts';

interface Values {
  reasonCode?: string;
  effectiveDate?: Dayjs;
  suspendUntil?: Dayjs;
  reason?: string;
}

const day = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : '');

export function toOperation(
  operation: Operation,
  row: Pick<CertificateRow, 'id' | 'version'>,
  values: Values,
): StatusOperation {
  const common = {
    id: row.id,
    version: row.version,
    reason: values.reason ?? '',
    effectiveDate: day(values.effectiveDate),
  };
  switch (operation) {
    case 'suspend':
      return {
        action: 'suspend',
        body: { ...common, reasonCode: values.reasonCode ?? '', suspendUntil: day(values.suspendUntil) },
      };
    case 'restore':
      return { action: 'restore', body: common };
    case 'revoke':
      return { action: 'revoke', body: { ...common, reasonCode: values.reasonCode ?? '' } };
    case 'cancel':
      return { action: 'cancel', body: { ...common, reasonCode: values.reasonCode ?? '' } };
  }
}

export function StatusDialog({
  target,
  onClose,
}: {
  target: { row: CertificateRow; operation: Operation } | null;
  onClose: () => void;
}) {
  const { t } = certificateTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const operate = useCertificateOperation();
  const operation = target?.operation;
  const reasons = operation ? REASONS_OF[operation] : null;
  const effective = Form.useWatch('effectiveDate', form);
  const latest = effective ? latestSuspendUntil(day(effective)) : '';

  // The form starts afresh when the dialog opens for a certificate and an operation, not on every
  // new `target` object: the detail page builds one each render, and a re-render (a refetch) must
  // not wipe what the user has entered.
  const openedFor = target ? `${target.row.id}:${target.operation}` : null;
  useEffect(() => {
    if (openedFor)
      form.setFieldsValue({
        reasonCode: undefined,
        reason: '',
        effectiveDate: dayjs(calendarDateOf(new Date())),
        suspendUntil: undefined,
      });
  }, [openedFor, form]);

  const submit = async () => {
    if (!target || !operation) return;
    const values = await form.validateFields();
    await operate.mutateAsync(toOperation(operation, target.row, values));
    void message.success(t('operation.done', { action: t(`operation.${operation}`) }));
    onClose();
  };

  return (
    <Modal
      open={Boolean(target)}
      title={operation ? `${t(`operation.${operation}Title`)} ${target?.row.certNo ?? ''}` : ''}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: operation !== 'restore', loading: operate.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {target ? (
        <p>
          {target.row.enterpriseName}
          <br />
          {target.row.standardName}
        </p>
      ) : null}
      <Form form={form} layout="vertical" name="certificate-status">
        {reasons ? (
          <Form.Item
            name="reasonCode"
            label={t('operation.reasonCode')}
            rules={[{ required: true, message: t('operation.chooseReason') }]}
          >
            <Select
              placeholder={t('operation.chooseReason')}
              options={reasons.map((r) => ({
                value: r.code,
                label: `${r.code} ${localize(r, currentLocale())}`,
              }))}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="effectiveDate"
          label={t('operation.effectiveDate')}
          rules={[{ required: true, message: t('operation.chooseDate') }]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        {operation === 'suspend' ? (
          <Form.Item
            name="suspendUntil"
            label={t('operation.suspendUntil')}
            extra={latest ? t('operation.suspendUntilHint', { latest }) : undefined}
            rules={[{ required: true, message: t('operation.chooseDate') }]}
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) =>
                !!effective && (!d.isAfter(effective, 'day') || d.isAfter(dayjs(latest), 'day'))
              }
            />
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label={t('operation.reason')}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
      {operation && operation !== 'restore' ? (
        <Alert
          type="warning"
          showIcon
          message={t('operation.warning', { action: t(`operation.${operation}`) })}
        />
      ) : null}
    </Modal>
  );
}
