import { addMonths, calendarDateOf, optionsOf, REVOCATION_REASONS, SUSPENSION_REASONS } from '@cb/domain';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { currentLocale } from '../../shared/i18n';
import type { CertificateTaskRow } from './api';
import { useActOnTask } from './queries';
import { decisionTexts } from './texts';

type Action = 'pause' | 'cancel' | 'restore' | 'dismiss';

/** 暂停 / 撤销 / 恢复 a certificate from a suspension proposal, or close the task. */
export function TaskDialog({
  row,
  action,
  onClose,
}: {
  row: CertificateTaskRow;
  action: Action;
  onClose: () => void;
}) {
  const { t } = decisionTexts.useTranslation();
  const { message } = App.useApp();
  const act = useActOnTask();
  const [form] = Form.useForm<{ reasonCode?: string; reason: string; suspendUntil?: Dayjs }>();
  const name = t(`task.${action}`);
  const today = calendarDateOf(new Date());
  const latest = addMonths(today, 6);
  const submit = async () => {
    const v = await form.validateFields();
    await act.mutateAsync({
      id: row.id,
      version: row.version,
      action,
      reason: v.reason.trim(),
      ...(v.reasonCode ? { reasonCode: v.reasonCode } : {}),
      ...(v.suspendUntil ? { suspendUntil: v.suspendUntil.format('YYYY-MM-DD') } : {}),
    });
    message.success(t('task.done'));
    onClose();
  };
  const reasons: readonly { code: string; zh: string; en: string }[] | null =
    action === 'pause' ? SUSPENSION_REASONS : action === 'cancel' ? REVOCATION_REASONS : null;
  return (
    <Modal
      open
      title={t('task.title', { action: name, certNo: row.certNo || row.enterpriseName })}
      okText={name}
      okButtonProps={{ danger: action === 'cancel', loading: act.isPending }}
      onOk={submit}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        {reasons ? (
          <Form.Item
            name="reasonCode"
            label={t('task.reasonCode')}
            rules={[{ required: true, message: t('task.choose', { label: t('task.reasonCode') }) }]}
          >
            <Select options={optionsOf(reasons, currentLocale())} />
          </Form.Item>
        ) : null}
        {action === 'pause' ? (
          <Form.Item
            name="suspendUntil"
            label={t('task.suspendUntil')}
            initialValue={dayjs(latest)}
            rules={[{ required: true, message: t('task.suspendUntilRequired') }]}
            extra={t('task.suspendUntilHint', { date: latest })}
          >
            <DatePicker
              disabledDate={(d) => d.format('YYYY-MM-DD') <= today || d.format('YYYY-MM-DD') > latest}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={t('task.reason')}
          rules={[{ required: true, whitespace: true, message: t('task.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
