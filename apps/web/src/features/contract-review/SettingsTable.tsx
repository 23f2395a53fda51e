import { App, Button, Checkbox, Form, Modal, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { ActionLink } from '../../shared/list/ActionLink';
import { reviewTexts } from './texts';

interface SettingRow {
  id: string;
  version: number;
  enabled: boolean;
}

/**
 * One kind of review setting (调整因素, 收费标准): its rows with 启用 and 修改, a 新增 button, and the
 * dialog that adds or changes a row (the new one with `blank`'s values).
 */
export function SettingsTable<T extends SettingRow>({
  noun,
  editable,
  rows,
  loading,
  columns,
  blank,
  fields,
  save,
  onSaved,
}: {
  /** What a row is, in the button's and the dialog's title (新增调整因素, 修改调整因素). */
  noun: string;
  editable: boolean;
  rows: T[] | undefined;
  loading: boolean;
  /** The columns before 启用 and 操作. */
  columns: TableColumnsType<T>;
  blank: Partial<T>;
  /** The dialog's fields before 启用; `editing` is the row changed ({} for a new one). */
  fields: (editing: Partial<T>) => ReactNode;
  /** Saves the dialog's values (with the row's id and version when it changes one). */
  save: (values: T) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const { t } = reviewTexts.useTranslation();
  const [editing, setEditing] = useState<Partial<T> | null>(null);
  const [form] = Form.useForm<T>();
  const edit = (row: Partial<T>, values: Partial<T>) => {
    setEditing(row);
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  };
  return (
    <>
      {editable ? (
        <Button style={{ marginBottom: 8 }} onClick={() => edit({}, blank)}>
          {t('config.add', { noun })}
        </Button>
      ) : null}
      <Table<T>
        rowKey="id"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={rows ?? []}
        columns={[
          ...columns,
          {
            key: 'e',
            title: t('config.enabled'),
            width: 70,
            render: (_v, r) => (r.enabled ? t('config.yes') : t('config.no')),
          },
          {
            key: 'op',
            title: t('config.actions'),
            width: 80,
            render: (_v, r) =>
              editable ? <ActionLink onClick={() => edit(r, r)}>{t('config.change')}</ActionLink> : null,
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={editing?.id ? t('config.edit', { noun }) : t('config.add', { noun })}
        onCancel={() => setEditing(null)}
        onOk={async () => {
          const v = await form.validateFields();
          await save({ ...v, ...(editing?.id ? { id: editing.id, version: editing.version } : {}) });
          void message.success(t('config.saved'));
          setEditing(null);
          onSaved();
        }}
      >
        <Form form={form} layout="vertical">
          {fields(editing ?? {})}
          <Form.Item name="enabled" valuePropName="checked">
            <Checkbox>{t('config.enabled')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
