/** Parts the access lists (users, roles, tenants, online users) share. */
import { Button, Form, Input, Popconfirm } from 'antd';
import type { AccessT } from './texts';

/** The search form's keyword field. */
export function keywordField(t: AccessT, placeholder: string) {
  return (
    <Form.Item name="keyword" label={t('common.keyword')}>
      <Input allowClear maxLength={60} placeholder={placeholder} style={{ width: 200 }} />
    </Form.Item>
  );
}

/** A row's action that asks first (冻结, 重置密码, 停用); a refusal is shown by the shared client. */
export function ConfirmLink({
  title,
  label,
  danger,
  onConfirm,
}: {
  title: string;
  label: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <Popconfirm title={title} onConfirm={() => onConfirm().catch(() => {})}>
      <Button type="link" size="small" danger={danger}>
        {label}
      </Button>
    </Popconfirm>
  );
}
