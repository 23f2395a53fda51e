import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { ConfirmActionButton, type ListColumn, ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { accessApi, type RoleRecord } from './api';
import { RoleGrantDrawer } from './RoleGrantDrawer';
import { accessTexts } from './texts';
import './systemAccess.css';

const ROLE_CODE_PATTERN = /^[a-z][a-z0-9_]{1,29}$/;
interface RoleForm {
  code: string;
  name: string;
  description?: string;
}

/** 角色管理 (sys/RoleList): roles, their users count, and their menu and button grants. */
export default function RoleListPage() {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [form] = Form.useForm<RoleForm>();
  const list = useRef<ListPageHandle>(null);
  const reload = useCallback(() => list.current?.reload(), []);
  const [editing, setEditing] = useState<RoleRecord | 'new' | null>(null);
  const [granting, setGranting] = useState<RoleRecord | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing !== 'new')
      form.setFieldsValue({ code: editing.code, name: editing.name, description: editing.description ?? '' });
  }, [editing, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    setSaving(true);
    try {
      const description = v.description?.trim() || null;
      if (editing === 'new')
        await accessApi.addRole({ code: v.code.trim(), name: v.name.trim(), description });
      else
        await accessApi.editRole({
          id: editing.id,
          version: editing.version,
          name: v.name.trim(),
          description,
        });
      void message.success(t('common.saved'));
      setEditing(null);
      reload();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };
  const closeGrants = useCallback(
    (saved: boolean) => {
      setGranting(null);
      if (saved) reload();
    },
    [reload],
  );

  const columns: ListColumn<RoleRecord>[] = [
    { key: 'code', sortField: 'code', title: t('role.code'), dataIndex: 'code', width: 160 },
    { key: 'name', sortField: 'name', title: t('role.name'), dataIndex: 'name', width: 160 },
    { key: 'description', title: t('role.description'), dataIndex: 'description', ellipsis: true },
    { key: 'userCount', title: t('role.userCount'), dataIndex: 'userCount', width: 80 },
    {
      key: 'createTime',
      sortField: 'createTime',
      title: t('common.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: formatDateTime,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 190,
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('sys:role:edit') ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('common.edit')}
            </Button>
          ) : null}
          {can('sys:role:authorize') ? (
            <Button
              type="link"
              size="small"
              onClick={() => setGranting(row)}
              data-testid={`authorize-${row.code}`}
            >
              {t('role.authorize')}
            </Button>
          ) : null}
          {can('sys:role:delete') ? (
            <ConfirmActionButton
              label={t('common.delete')}
              title={t('role.deleteConfirm')}
              content={row.name}
              done={t('common.deleted')}
              action={() => accessApi.deleteRole(row.id)}
              onDone={reload}
            />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="system-access-page" data-testid="role-list">
      <ListPage<RoleRecord, { keyword?: string }>
        ref={list}
        settingKey="sys:role:list"
        columns={columns}
        fetchPage={accessApi.roles}
        scrollX={900}
        searchFields={
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input
              allowClear
              maxLength={60}
              placeholder={t('role.keywordPlaceholder')}
              style={{ width: 200 }}
            />
          </Form.Item>
        }
        toolbar={
          can('sys:role:add') ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('common.add')}
            </Button>
          ) : null
        }
      />
      <Modal
        title={editing === 'new' ? t('role.addTitle') : t('role.editTitle')}
        open={editing !== null}
        onOk={save}
        onCancel={() => setEditing(null)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        forceRender
      >
        <Form form={form} layout="vertical" name="role-form">
          <Form.Item
            name="code"
            label={t('role.code')}
            extra={editing === 'new' ? t('role.codeRule') : undefined}
            rules={[{ required: true, pattern: ROLE_CODE_PATTERN, message: t('role.codeRule') }]}
          >
            <Input maxLength={30} disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('role.name')}
            rules={[
              { required: true, whitespace: true, message: t('user.required', { field: t('role.name') }) },
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="description" label={t('role.description')}>
            <Input.TextArea maxLength={200} autoSize />
          </Form.Item>
        </Form>
      </Modal>
      <RoleGrantDrawer role={granting} onClose={closeGrants} />
    </div>
  );
}
