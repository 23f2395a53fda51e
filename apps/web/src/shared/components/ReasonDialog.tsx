import { Alert, Form, Input, Modal } from 'antd';

/**
 * A dialog asking for a reason (驳回, 作废, 退回, 疑问): the reason is required, trimmed; a refusal keeps
 * the dialog open. Finance's invoices and the labour fees' 退回 and 疑问 use it.
 */
export function ReasonDialog({
  open,
  title,
  label,
  required,
  hint,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  label: string;
  required: string;
  hint?: string;
  pending?: boolean;
  onClose: () => void;
  /** Resolves true when done (the dialog closes), false when refused. */
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
      onOk={async () => {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        if (await onSubmit(values.reason.trim())) onClose();
      }}
    >
      {hint ? <Alert type="warning" showIcon message={hint} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
