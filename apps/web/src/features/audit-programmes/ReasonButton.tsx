import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { programmeTexts } from './texts';

/** A button that asks for a reason (退回整改, 驳回, 终止) before it acts; the dialog stays open on failure. */
export function ReasonButton({
  label,
  title,
  danger,
  size,
  onConfirm,
}: {
  label: string;
  title: string;
  danger?: boolean;
  size?: 'small' | 'middle';
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = programmeTexts.useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <>
      <Button
        danger={danger}
        size={size}
        type={size === 'small' ? 'link' : 'default'}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        confirmLoading={busy}
        okText={label}
        cancelText={t('common.cancel')}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          const { reason } = await form.validateFields();
          setBusy(true);
          try {
            await onConfirm(reason.trim());
            form.resetFields();
            setOpen(false);
          } finally {
            setBusy(false);
          }
        }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('common.reason')}
            rules={[{ required: true, whitespace: true, message: t('common.reasonRequired') }]}
          >
            <Input.TextArea maxLength={500} autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
