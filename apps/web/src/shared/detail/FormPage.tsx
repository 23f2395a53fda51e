import { Button, Card, Form, type FormInstance, Space } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { blockTexts } from '../list/texts';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import './detail.css';

export interface FormPageProps<V> {
  form: FormInstance<V>;
  title: ReactNode;
  /** View mode (`{edit}` = 0): every field disabled, no save button. */
  readOnly?: boolean;
  initialValues?: Partial<V>;
  /** Saves; a rejection (server validation, 409 …) keeps the page as it is, with its changes. */
  onSubmit: (values: V) => Promise<unknown>;
  /** After a successful save (navigate away, show the record …); the page is no longer dirty. */
  onSaved?: (result: unknown) => void;
  onCancel?: () => void;
  /** Buttons beside save/cancel. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A page-sized antd form: vertical layout, Chinese validation messages from the fields' rules,
 * scroll to the first error and focus it (which reads its message to screen readers), a save button that waits for the server, read-only mode, and a
 * confirmation before leaving with unsaved changes.
 *
 * @example
 * <FormPage form={form} title="新增企业" onSubmit={(v) => api.add(toBody(v))} onSaved={() => navigate(-1)}>
 *   <Form.Item name="name" label="企业名称" rules={[{ required: true, message: '请输入企业名称' }]}><Input /></Form.Item>
 * </FormPage>
 */
export function FormPage<V extends object>({
  form,
  title,
  readOnly = false,
  initialValues,
  onSubmit,
  onSaved,
  onCancel,
  extra,
  children,
}: FormPageProps<V>) {
  const { t } = blockTexts.useTranslation();
  const dirty = useRef(false);
  const [saving, setSaving] = useState(false);
  const guardHolder = useUnsavedChangesGuard(dirty);

  const submit = async (values: V) => {
    setSaving(true);
    try {
      const result = await onSubmit(values);
      dirty.current = false;
      onSaved?.(result);
    } catch {
      // shown by the shared client; the form keeps the user's input
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      className="cb-form-page"
      title={title}
      extra={
        <Space>
          {extra}
          {onCancel ? <Button onClick={onCancel}>{readOnly ? t('back') : t('cancel')}</Button> : null}
          {readOnly ? null : (
            <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="form-save">
              {t('save')}
            </Button>
          )}
        </Space>
      }
    >
      {guardHolder}
      <Form<V>
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={initialValues}
        scrollToFirstError={{ focus: true }}
        onValuesChange={() => {
          if (!readOnly) dirty.current = true;
        }}
        // Every value of the store, also those without a field (ids of list rows, untouched data).
        onFinish={() => submit(form.getFieldsValue(true) as V)}
      >
        {children}
      </Form>
    </Card>
  );
}
