import { App, Button, Form, Input, Modal, Popconfirm, Space, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { usePagedList } from '../../shared/hooks/usePagedList';
import { usePermission } from '../../shared/permissions';
import { formatTime, sortParams } from '../system-config/logFormat';
import { accessApi, type ListQuery, type RoleRecord } from './api';
import { RoleGrantDrawer } from './RoleGrantDrawer';
import { accessTexts } from './texts';
import './systemAccess.css';

const ROLE_CODE_PATTERN = /^[a-z][a-z0-9_]{1,29}$/;
type RoleQuery = ListQuery & { keyword?: string };
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
  const [filters] = Form.useForm<{ keyword?: string }>();
  const [form] = Form.useForm<RoleForm>();
  const list = usePagedList((q: RoleQuery) => accessApi.roles(q), { pageNo: 1, pageSize: 10 } as RoleQuery);
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
      void list.reload();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };
  const closeGrants = useCallback(
    (saved: boolean) => {
      setGranting(null);
      if (saved) void list.reload();
    },
    [list.reload],
  );

  return (
    <div className="system-access-page" data-testid="role-list">
      <Form
        form={filters}
        layout="inline"
        className="system-access-page__filters"
        onFinish={(v) => list.setQuery((q) => ({ ...q, pageNo: 1, keyword: v.keyword?.trim() || undefined }))}
      >
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input
            allowClear
            maxLength={60}
            placeholder={t('role.keywordPlaceholder')}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          {can('sys:role:add') ? (
            <Button type="primary" ghost onClick={() => setEditing('new')}>
              {t('common.add')}
            </Button>
          ) : null}
        </Space>
      </Form>
      <Table<RoleRecord>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.data.records}
        pagination={{ ...list.pagination, showTotal: (total) => t('common.total', { total: String(total) }) }}
        onChange={(_p, _f, sorter) => list.setQuery((q) => ({ ...q, pageNo: 1, ...sortParams(sorter) }))}
        scroll={{ x: 900 }}
        columns={[
          { title: t('role.code'), dataIndex: 'code', key: 'code', width: 160, sorter: true },
          { title: t('role.name'), dataIndex: 'name', key: 'name', width: 160, sorter: true },
          { title: t('role.description'), dataIndex: 'description', ellipsis: true },
          { title: t('role.userCount'), dataIndex: 'userCount', width: 80 },
          {
            title: t('common.createTime'),
            dataIndex: 'createTime',
            key: 'createTime',
            width: 170,
            sorter: true,
            render: formatTime,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 190,
            fixed: 'right',
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
                  <Popconfirm
                    title={t('role.deleteConfirm')}
                    onConfirm={() =>
                      accessApi.deleteRole(row.id).then(
                        () => {
                          void message.success(t('common.deleted'));
                          void list.reload();
                        },
                        () => {},
                      )
                    }
                  >
                    <Button type="link" size="small" danger>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
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
