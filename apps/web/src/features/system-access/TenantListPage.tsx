import { App, Button, Form, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../shared/format/dateTime';
import { type ListColumn, ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { accessApi, type Credentials, type TenantRecord } from './api';
import { CredentialsModal } from './CredentialsModal';
import { accessTexts } from './texts';
import './systemAccess.css';

interface TenantForm {
  name: string;
  adminUsername: string;
  adminRealname: string;
}
/** The platform operator's own tenant (docs/decisions.md): it cannot be disabled. */
const PLATFORM_TENANT_ID = 1;

/** 租户管理 (sys/TenantList): certification bodies on this installation, for the platform operator. */
export default function TenantListPage() {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [form] = Form.useForm<TenantForm>();
  const list = useRef<ListPageHandle>(null);
  const [editing, setEditing] = useState<TenantRecord | 'new' | null>(null);
  const [created, setCreated] = useState<(Credentials & { tenantId: number }) | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      editing === 'new'
        ? { adminUsername: 'admin', adminRealname: '系统管理员' }
        : { name: editing.name, adminUsername: '', adminRealname: '' },
    );
  }, [editing, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    setSaving(true);
    try {
      if (editing === 'new')
        setCreated(
          await accessApi.addTenant({
            name: v.name.trim(),
            adminUsername: v.adminUsername.trim(),
            adminRealname: v.adminRealname.trim(),
          }),
        );
      else {
        await accessApi.renameTenant(editing.id, editing.version, v.name.trim());
        void message.success(t('common.saved'));
      }
      setEditing(null);
      list.current?.reload();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  const toggle = async (row: TenantRecord) => {
    await accessApi.setTenantStatus(row.id, row.version, row.status === 1 ? 0 : 1);
    void message.success(row.status === 1 ? t('tenant.disabled') : t('tenant.active'));
    list.current?.reload();
  };

  const columns: ListColumn<TenantRecord>[] = [
    { key: 'id', sortField: 'id', title: t('tenant.id'), dataIndex: 'id', width: 100 },
    {
      key: 'name',
      sortField: 'name',
      title: t('tenant.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space>
          {name}
          {row.id === PLATFORM_TENANT_ID ? <Tag color="blue">{t('tenant.platform')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'userCount', title: t('tenant.userCount'), dataIndex: 'userCount', width: 90 },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) =>
        v === 1 ? (
          <Tag color="green">{t('tenant.active')}</Tag>
        ) : (
          <Tag color="red">{t('tenant.disabled')}</Tag>
        ),
    },
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
      width: 140,
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('sys:tenant:edit') ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('common.edit')}
            </Button>
          ) : null}
          {can('sys:tenant:disable') && row.id !== PLATFORM_TENANT_ID ? (
            <Popconfirm
              title={row.status === 1 ? t('tenant.disableConfirm') : t('tenant.enableConfirm')}
              onConfirm={() => toggle(row).catch(() => {})}
            >
              <Button type="link" size="small" danger={row.status === 1}>
                {row.status === 1 ? t('tenant.disable') : t('tenant.enable')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="system-access-page" data-testid="tenant-list">
      <ListPage<TenantRecord, { keyword?: string }>
        ref={list}
        settingKey="sys:tenant:list"
        columns={columns}
        fetchPage={accessApi.tenants}
        scrollX={800}
        searchFields={
          <Form.Item name="keyword" label={t('common.keyword')}>
            <Input
              allowClear
              maxLength={60}
              placeholder={t('tenant.keywordPlaceholder')}
              style={{ width: 200 }}
            />
          </Form.Item>
        }
        toolbar={
          can('sys:tenant:add') ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('common.add')}
            </Button>
          ) : null
        }
      />
      <Modal
        title={editing === 'new' ? t('tenant.addTitle') : t('tenant.editTitle')}
        open={editing !== null}
        onOk={save}
        onCancel={() => setEditing(null)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        forceRender
      >
        <Form form={form} layout="vertical" name="tenant-form">
          <Form.Item
            name="name"
            label={t('tenant.name')}
            rules={[
              { required: true, whitespace: true, message: t('user.required', { field: t('tenant.name') }) },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          {editing === 'new' ? (
            <>
              <Form.Item
                name="adminUsername"
                label={t('tenant.adminUsername')}
                rules={[
                  { required: true, pattern: /^[A-Za-z0-9_.@-]{2,30}$/, message: t('user.usernameRule') },
                ]}
              >
                <Input maxLength={30} />
              </Form.Item>
              <Form.Item
                name="adminRealname"
                label={t('tenant.adminRealname')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('user.required', { field: t('tenant.adminRealname') }),
                  },
                ]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </>
          ) : null}
        </Form>
      </Modal>
      <CredentialsModal
        title={t('tenant.createdTitle')}
        text={t('tenant.createdText', { tenantId: String(created?.tenantId ?? '') })}
        credentials={created ? [{ username: created.username, password: created.password }] : null}
        onClose={() => setCreated(null)}
      />
    </div>
  );
}
