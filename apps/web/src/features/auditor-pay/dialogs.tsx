import { calendarDateOf } from '@cb/domain';
import { Alert, App, Button, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

/** 发放: the date and the payment's reference. */
export function PayDialog({
  open,
  title,
  hint,
  labels,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  hint: string;
  labels: { date: string; ref: string; dateRequired: string; refRequired: string };
  pending?: boolean;
  onClose: () => void;
  onSubmit: (paid: { paidDate: string; paidRef: string }) => Promise<boolean>;
}) {
  const [form] = Form.useForm<{ paidDate: Dayjs; paidRef: string }>();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields().catch(() => null);
        if (v && (await onSubmit({ paidDate: v.paidDate.format('YYYY-MM-DD'), paidRef: v.paidRef.trim() })))
          onClose();
      }}
    >
      <Alert type="info" showIcon message={hint} style={{ marginBottom: 12 }} />
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ paidDate: dayjs(calendarDateOf(new Date())) }}
      >
        <Form.Item
          name="paidDate"
          label={labels.date}
          rules={[{ required: true, message: labels.dateRequired }]}
        >
          <DatePicker />
        </Form.Item>
        <Form.Item
          name="paidRef"
          label={labels.ref}
          rules={[{ required: true, whitespace: true, message: labels.refRequired }]}
        >
          <Input maxLength={50} data-testid="pay-ref" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A row action that asks first (not destructive: 提交, 审核, 确认), then runs `action` and says `done`. */
export function ConfirmLink({
  label,
  title,
  content,
  done,
  action,
}: {
  label: ReactNode;
  title: ReactNode;
  content?: ReactNode;
  done: string;
  action: () => Promise<unknown>;
}) {
  const { modal, message } = App.useApp();
  return (
    <Button
      type="link"
      size="small"
      onClick={() =>
        void modal.confirm({
          title,
          content,
          onOk: () =>
            action().then(
              () => void message.success(done),
              () => {},
            ),
        })
      }
    >
      {label}
    </Button>
  );
}
