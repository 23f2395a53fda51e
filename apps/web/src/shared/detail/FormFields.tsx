import { Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';

/** A field of a form as a page's `*.data.tsx` describes it: the Form.Item's props and its input. */
export interface FormField extends Omit<FormItemProps, 'children'> {
  /** React key; defaults to the field's name. */
  key?: string;
  input: ReactNode;
}

/**
 * Renders field descriptions as antd `Form.Item`s, so a page's columns and fields live in its
 * `*.data.tsx` and the page only lays them out.
 *
 * @example
 * // Enterprise.data.tsx
 * export const basicFields = (t: T): FormField[] => [
 *   { name: 'name', label: t('field.name'), rules: [{ required: true, message: '请输入企业名称' }], input: <Input /> },
 * ];
 * // the page
 * <FormFields fields={basicFields(t)} />
 */
export function FormFields({ fields }: { fields: readonly FormField[] }) {
  return fields.map(({ key, input, ...item }) => (
    <Form.Item key={key ?? String(item.name)} {...item}>
      {input}
    </Form.Item>
  ));
}
