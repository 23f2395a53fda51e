import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Popconfirm, Select, Space, Tag, Tooltip, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { checkUploadType } from '../../shared/components/form/rules';
import { formatDateTime } from '../../shared/format/dateTime';
import { type ListColumn, ListPage, type ListPageHandle } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { accessApi, type Credentials, type RoleRef, type UserFilters, type UserRecord } from './api';
import { CredentialsModal } from './CredentialsModal';
import { accessTexts } from './texts';
import { UserFormModal } from './UserFormModal';
import './systemAccess.css';

/** 用户管理 (sys/UserList): the body's users, their roles, freezing, password resets, Excel. */
export default function UserListPage() {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  // The server refuses freezing or resetting oneself; the row does not offer it.
  const myId = useSession((s) => s.userInfo?.id);
  const list = useRef<ListPageHandle>(null);
  const reload = () => list.current?.reload();
  const [roles, setRoles] = useState<RoleRef[]>([]);
  const [editing, setEditing] = useState<UserRecord | 'new' | null>(null);
  const [shown, setShown] = useState<{ title: string; text: string; credentials: Credentials[] } | null>(
    null,
  );
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    accessApi.roleOptions().then(setRoles, () => {});
  }, []);

  const freeze = async (row: UserRecord) => {
    await accessApi.setUserStatus(row.id, row.version, row.status === 1 ? 2 : 1);
    void message.success(row.status === 1 ? t('user.freeze') : t('user.unfreeze'));
    reload();
  };
  const reset = async (row: UserRecord) => {
    const result = await accessApi.resetPassword(row.id, row.version);
    setShown({
      title: t('user.newPasswordTitle'),
      text: t('user.newPasswordText', { username: result.username }),
      credentials: [{ username: result.username, password: result.password }],
    });
    reload();
  };

  const columns: ListColumn<UserRecord>[] = [
    { key: 'username', sortField: 'username', title: t('user.username'), dataIndex: 'username', width: 130 },
    { key: 'realname', sortField: 'realname', title: t('user.realname'), dataIndex: 'realname', width: 110 },
    {
      key: 'roles',
      title: t('user.roles'),
      dataIndex: 'roles',
      render: (roles: RoleRef[]) => (
        <Space size={[0, 4]} wrap>
          {roles.map((r) => (
            <Tag key={r.id}>{r.name}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'phone', title: t('user.phone'), dataIndex: 'phone', width: 120 },
    {
      key: 'thirdPartyId',
      title: t('user.thirdPartyId'),
      dataIndex: 'thirdPartyId',
      width: 120,
      ellipsis: true,
    },
    {
      key: 'isParentCompanyUser',
      title: t('user.parentCompany'),
      dataIndex: 'isParentCompanyUser',
      width: 100,
      render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
    },
    {
      key: 'status',
      sortField: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: number, row) => (
        <Space size={0}>
          {v === 1 ? <Tag color="green">{t('user.active')}</Tag> : <Tag color="red">{t('user.frozen')}</Tag>}
          {row.mustChangePassword ? <Tag color="orange">{t('user.mustChange')}</Tag> : null}
        </Space>
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
      width: 200,
      fixed: 'right',
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Space size={0}>
          {can('sys:user:edit') ? (
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              {t('common.edit')}
            </Button>
          ) : null}
          {can('sys:user:freeze') && row.id !== myId ? (
            <Popconfirm
              title={row.status === 1 ? t('user.freezeConfirm') : t('user.unfreezeConfirm')}
              onConfirm={() => freeze(row).catch(() => {})}
            >
              <Button type="link" size="small" danger={row.status === 1}>
                {row.status === 1 ? t('user.freeze') : t('user.unfreeze')}
              </Button>
            </Popconfirm>
          ) : null}
          {can('sys:user:resetPassword') && row.id !== myId ? (
            <Popconfirm title={t('user.resetConfirm')} onConfirm={() => reset(row).catch(() => {})}>
              <Button type="link" size="small">
                {t('user.resetPassword')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="system-access-page" data-testid="user-list">
      <ListPage<UserRecord, UserFilters>
        ref={list}
        settingKey="sys:user:list"
        columns={columns}
        fetchPage={accessApi.users}
        scrollX={1200}
        searchFields={
          <>
            <Form.Item name="keyword" label={t('common.keyword')}>
              <Input
                allowClear
                maxLength={60}
                placeholder={t('user.keywordPlaceholder')}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item name="roleId" label={t('user.roles')}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                style={{ width: 160 }}
                options={roles.map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
            <Form.Item name="status" label={t('common.status')}>
              <Select
                allowClear
                style={{ width: 100 }}
                options={[
                  { value: 1, label: t('user.active') },
                  { value: 2, label: t('user.frozen') },
                ]}
              />
            </Form.Item>
          </>
        }
        toolbar={
          <>
            {can('sys:user:add') ? (
              <Button type="primary" ghost onClick={() => setEditing('new')} data-testid="user-add">
                {t('common.add')}
              </Button>
            ) : null}
            {can('sys:user:import') ? (
              <Tooltip title={t('user.importHint')}>
                <Upload
                  accept=".xlsx"
                  showUploadList={false}
                  beforeUpload={checkUploadType('excel')}
                  customRequest={async ({ file }) => {
                    setImporting(true);
                    try {
                      const result = await accessApi.importUsers(file as File);
                      setShown({
                        title: t('user.importedTitle', { total: String(result.total) }),
                        text: t('user.importedText'),
                        credentials: result.credentials,
                      });
                      reload();
                    } catch {
                      // the shared client shows the rows that failed
                    } finally {
                      setImporting(false);
                    }
                  }}
                >
                  <Button icon={<UploadOutlined />} loading={importing}>
                    {t('common.import')}
                  </Button>
                </Upload>
              </Tooltip>
            ) : null}
          </>
        }
        onExport={can('sys:user:export') ? accessApi.exportUsers : undefined}
      />
      <UserFormModal
        editing={editing}
        roles={roles}
        onClose={(saved) => {
          setEditing(null);
          if (saved) {
            void message.success(t('common.saved'));
            reload();
          }
        }}
      />
      <CredentialsModal
        title={shown?.title ?? ''}
        text={shown?.text ?? ''}
        credentials={shown?.credentials ?? null}
        onClose={() => setShown(null)}
      />
    </div>
  );
}
