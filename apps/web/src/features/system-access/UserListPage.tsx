import { App, Button } from 'antd';
import { useState } from 'react';
import { ExcelImportButton } from '../../shared/components/form/ExcelImportButton';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { accessApi, type UserCredentials, type UserFilters, type UserRecord } from './api';
import { CredentialsModal } from './CredentialsModal';
import {
  USER_LIST_SETTING_KEY,
  useImportUsers,
  useResetPassword,
  useRoleOptions,
  useToggleUserFrozen,
} from './queries';
import { accessTexts } from './texts';
import { UserFormModal } from './UserFormModal';
import { userColumns, userSearchFields } from './UserList.data';
import './systemAccess.css';

/** 用户管理 (sys/UserList): the body's users, their roles, freezing, password resets, Excel. */
export default function UserListPage() {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const myId = useSession((s) => s.userInfo?.id);
  const roles = useRoleOptions();
  const toggleFrozen = useToggleUserFrozen();
  const resetPassword = useResetPassword();
  const importUsers = useImportUsers();
  const [editing, setEditing] = useState<UserRecord | 'new' | null>(null);
  const [shown, setShown] = useState<{ title: string; text: string; credentials: UserCredentials[] } | null>(
    null,
  );

  const columns = userColumns({
    t,
    can,
    myId,
    edit: setEditing,
    toggleFrozen: async (row) => {
      await toggleFrozen.mutateAsync(row);
      void message.success(row.status === 1 ? t('user.freeze') : t('user.unfreeze'));
    },
    resetPassword: async (row) => {
      const result = await resetPassword.mutateAsync(row);
      setShown({
        title: t('user.newPasswordTitle'),
        text: t('user.newPasswordText', { username: result.username }),
        credentials: [{ username: result.username, password: result.password }],
      });
    },
  });

  return (
    <div className="system-access-page" data-testid="user-list">
      <ListPage<UserRecord, UserFilters>
        settingKey={USER_LIST_SETTING_KEY}
        columns={columns}
        fetchPage={accessApi.users}
        scrollX={1200}
        searchFields={userSearchFields(t, roles)}
        toolbar={
          <>
            {can('sys:user:add') ? (
              <Button type="primary" ghost onClick={() => setEditing('new')} data-testid="user-add">
                {t('common.add')}
              </Button>
            ) : null}
            {can('sys:user:import') ? (
              <ExcelImportButton
                label={t('common.import')}
                loading={importUsers.isPending}
                hint={t('user.importHint')}
                upload={async (file) => {
                  const result = await importUsers.mutateAsync(file);
                  setShown({
                    title: t('user.importedTitle', { total: String(result.total) }),
                    text: t('user.importedText'),
                    credentials: result.credentials,
                  });
                }}
              />
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
          if (saved) void message.success(t('common.saved'));
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
