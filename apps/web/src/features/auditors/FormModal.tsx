import { Form, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type FormField, FormFields } from '../../shared/detail';
import { auditorTexts } from './texts';

export interface FormModalProps<V extends object> {
  title: string;
  /** Shown while true; the form starts again from `initialValues` each time it opens. */
  open: boolean;
  initialValues: Partial<V>;
  /** The fields, given the values as they are typed (for fields that depend on others). */
  fields: (values: Partial<V>) => readonly FormField[];
  /** Saves; a rejection (shown by the shared client) keeps the dialog open with the input. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  width?: number;
  /** Form name: keeps field ids unique on a page with several dialogs. */
  name: string;
}

/**
 * A dialog with a small form (a registration, a code, a leave …): Enter submits, the fields'
 * rules validate before anything is sent, and 保存 waits for the server.
 */
export function FormModal<V extends object>({
  title,
  open,
  initialValues,
  fields,
  onSubmit,
  onClose,
  width = 640,
  name,
}: FormModalProps<V>) {
  const { t } = auditorTexts.useTranslation();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const values = (Form.useWatch((all: Partial<V>) => all, form) ?? initialValues) as Partial<V>;

  // The values the dialog opened with (a new object each render must not reset the input).
  const start = useRef(initialValues);
  start.current = initialValues;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(start.current as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form]);

  const submit = async (all: V) => {
    setSaving(true);
    try {
      await onSubmit(all);
      onClose();
    } catch {
      // shown by the shared client; the dialog keeps the input
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': `${name}-save` }}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => submit(form.getFieldsValue(true) as V)}
      >
        <div className="cb-form-grid">
          <FormFields fields={fields(values)} />
        </div>
        {/* Enter in a field submits the dialog's form. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
