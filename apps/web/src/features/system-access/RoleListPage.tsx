import { App, Button, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { FormFields } from '../../shared/detail';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { accessApi, type KeywordFilter, type RoleRecord } from './api';
import { ROLE_LIST_SETTING_KEY, useDeleteRole, useSaveRole } from './queries';
import { RoleGrantDrawer } from './RoleGrantDrawer';
import {
  type RoleFormValues,
  roleBody,
  roleColumns,
  roleFields,
  roleFormValues,
  roleSearchFields,
} from './RoleList.data';
import { accessTexts } from './texts';
import './systemAccess.css';

/** 角色管理 (sys/RoleList): roles, their users count, and their menu and button grants. */
export default function RoleListPage() {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [form] = Form.useForm<RoleFormValues>();
  const [editing, setEditing] = useState<RoleRecord | 'new' | null>(null);
  const [granting, setGranting] = useState<RoleRecord | null>(null);
  const save = useSaveRole();
  const remove = useDeleteRole();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue(roleFormValues(editing));
  }, [editing, form]);

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    try {
      await save.mutateAsync({ body: roleBody(v), record: editing === 'new' ? null : editing });
      void message.success(t('common.saved'));
      setEditing(null);
    } catch {
      // shown by the shared client
    }
  };

  return (
    <div className="system-access-page" data-testid="role-list">
      <ListPage<RoleRecord, KeywordFilter>
        settingKey={ROLE_LIST_SETTING_KEY}
        columns={roleColumns({
          t,
          can,
          edit: setEditing,
          authorize: setGranting,
          remove: (row) => remove.mutateAsync(row.id),
        })}
        fetchPage={accessApi.roles}
        scrollX={900}
        searchFields={roleSearchFields(t)}
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
        onOk={submit}
        onCancel={() => setEditing(null)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" name="role-form">
          <FormFields fields={roleFields(t, editing === 'new')} />
        </Form>
      </Modal>
      <RoleGrantDrawer role={granting} onClose={() => setGranting(null)} />
    </div>
  );
}
