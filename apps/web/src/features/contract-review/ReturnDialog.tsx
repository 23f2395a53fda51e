import { Form, Input, Modal } from 'antd';
import { reviewTexts } from './texts';

/** The dialog that returns a review or a contract with a reason (at least two characters). */
export function ReturnDialog({
  open,
  title,
  loading,
  onCancel,
  onReturn,
}: {
  open: boolean;
  title: string;
  loading: boolean;
  onCancel: () => void;
  /** Returns with the reason; the dialog stays open when this fails. */
  onReturn: (reason: string) => Promise<unknown>;
}) {
  const { t } = reviewTexts.useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      okButtonProps={{ danger: true, loading }}
      onOk={async () => {
        const { reason } = await form.validateFields();
        await onReturn(reason);
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
  );
}
