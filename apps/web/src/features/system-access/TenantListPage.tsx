import { App, Button, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { FormFields } from '../../shared/detail';
import { ListPage } from '../../shared/list';
import { usePermission } from '../../shared/permissions';
import { accessApi, type KeywordFilter, type TenantCreated, type TenantRecord } from './api';
import { CredentialsModal } from './CredentialsModal';
import { TENANT_LIST_SETTING_KEY, useAddTenant, useRenameTenant, useToggleTenant } from './queries';
import {
  type TenantFormValues,
  tenantColumns,
  tenantFields,
  tenantFormValues,
  tenantSearchFields,
} from './TenantList.data';
import { accessTexts } from './texts';
import './systemAccess.css';

/** 租户管理 (sys/TenantList): certification bodies on this installation, for the platform operator. */
export default function TenantListPage() {
  const { t } = accessTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [form] = Form.useForm<TenantFormValues>();
  const [editing, setEditing] = useState<TenantRecord | 'new' | null>(null);
  const [created, setCreated] = useState<TenantCreated | null>(null);
  const add = useAddTenant();
  const rename = useRenameTenant();
  const toggle = useToggleTenant();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(tenantFormValues(editing));
  }, [editing, form]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    try {
      if (editing === 'new')
        setCreated(
          await add.mutateAsync({
            name: v.name.trim(),
            adminUsername: v.adminUsername.trim(),
            adminRealname: v.adminRealname.trim(),
          }),
        );
      else {
        await rename.mutateAsync({ record: editing, name: v.name.trim() });
        void message.success(t('common.saved'));
      }
      setEditing(null);
    } catch {
      // shown by the shared client
    }
  };

  return (
    <div className="system-access-page" data-testid="tenant-list">
      <ListPage<TenantRecord, KeywordFilter>
        settingKey={TENANT_LIST_SETTING_KEY}
        columns={tenantColumns({
          t,
          can,
          edit: setEditing,
          toggle: async (row) => {
            await toggle.mutateAsync(row);
            void message.success(row.status === 1 ? t('tenant.disabled') : t('tenant.active'));
          },
        })}
        fetchPage={accessApi.tenants}
        scrollX={800}
        searchFields={tenantSearchFields(t)}
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
        confirmLoading={add.isPending || rename.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" name="tenant-form">
          <FormFields fields={tenantFields(t, editing === 'new')} />
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
