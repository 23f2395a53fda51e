import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { reviewTexts } from './texts';

/**
 * 退回 of a review or a contract: the button and its dialog asking the reason (at least two
 * characters). The dialog stays open when returning fails and closes with `done` when it succeeds.
 */
export function ReturnButton({
  label,
  title,
  testId,
  loading,
  done,
  returnWith,
}: {
  label: string;
  title: string;
  testId?: string;
  loading: boolean;
  done: string;
  returnWith: (reason: string) => Promise<unknown>;
}) {
  const { t } = reviewTexts.useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <>
      <Button danger onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        onCancel={() => setOpen(false)}
        okButtonProps={{ danger: true, loading }}
        onOk={async () => {
          const { reason } = await form.validateFields();
          await returnWith(reason);
          setOpen(false);
          void message.success(done);
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('detail.returnReason')}
            rules={[{ required: true, min: 2, whitespace: true, message: t('detail.returnReasonRequired') }]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
