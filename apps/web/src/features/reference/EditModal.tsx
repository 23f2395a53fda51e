import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { referenceTexts } from './texts';

/**
 * The add/edit dialog of the reference admin pages: a form with the record's values, saved through
 * `onSave`; the dialog stays open when the server refuses (the shell shows its message).
 */
export function EditModal<T extends object>({
  title,
  open,
  initial,
  onSave,
  onClose,
  children,
  width = 560,
}: {
  title: string;
  open: boolean;
  initial: Partial<T>;
  onSave: (values: T) => Promise<unknown>;
  onClose: (saved: boolean) => void;
  children: (form: FormInstance<T>) => ReactNode;
  width?: number;
}) {
  const { t } = referenceTexts.useTranslation();
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial as never);
    }
  }, [open, initial, form]);

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      onOk={async () => {
        const values = await form.validateFields();
        setSaving(true);
        try {
          await onSave(values);
          onClose(true);
        } catch {
          // The shared client has shown the server's message.
        } finally {
          setSaving(false);
        }
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {children(form)}
      </Form>
    </Modal>
  );
}
