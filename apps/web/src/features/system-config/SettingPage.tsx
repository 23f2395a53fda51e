import type { CompanyCheckLink } from '@cb/domain';
import { App, Button, Form, Skeleton, Space, Tabs } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { PageLoading } from '../../shared/components/PageLoading';
import { usePermission } from '../../shared/permissions';
import { StorageKey } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/persistent';
import { sessionStore } from '../../shared/stores/session';
import { useCompanyCheckLinks, useSaveCompanyCheckLinks } from '../reference/queries';
import { useErpSetting, useSaveErpSetting } from './queries';
import { linkFields, type PortalForm, portalFields, portalFormOf, portalSettingOf } from './Setting.data';
import { systemConfigTexts } from './texts';
import './systemConfig.css';

/** The contract popup setting has its own page (sys/ContractPopupSetting); this tab shows that page. */
const ContractPopupSettingPage = lazy(() => import('../notices/ContractPopupSettingPage'));

/** 系统设置 (sys/Setting): ERP portal settings, company-check links and the contract popup. */
export default function SettingPage() {
  const { t } = systemConfigTexts.useTranslation();
  return (
    <div className="system-config-page" data-testid="setting-page">
      <Tabs
        items={[
          { key: 'system', label: t('setting.tabSystem'), children: <PortalSettingForm /> },
          { key: 'links', label: t('setting.tabLinks'), children: <CompanyCheckLinksForm /> },
          {
            key: 'contract',
            label: t('setting.tabContract'),
            children: (
              <Suspense fallback={<PageLoading />}>
                <ContractPopupSettingPage />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}

function PortalSettingForm() {
  const { t } = systemConfigTexts.useTranslation();
  const { message } = App.useApp();
  const editable = usePermission()('sys:setting:edit');
  const [form] = Form.useForm<PortalForm>();
  const setting = useErpSetting();
  const save = useSaveErpSetting();

  useEffect(() => {
    if (setting.data) form.setFieldsValue(portalFormOf(setting.data));
  }, [setting.data, form]);

  const submit = async (values: PortalForm) => {
    try {
      const { version: _version, ...saved } = await save.mutateAsync(
        portalSettingOf(values, setting.data?.version ?? 0),
      );
      // The admin's own shell shows the change at once; other users get it with their next user info.
      localStore.set(StorageKey.erpSetting, saved);
      sessionStore.setState({ erpSetting: saved });
      message.success(t('setting.applied'));
    } catch {
      // shown by the shared client
    }
  };

  if (!setting.data) return <Skeleton active />;
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!editable}
      onFinish={(v) => void submit(v)}
      className="system-config-setting"
      data-testid="portal-setting"
    >
      {portalFields(t)}
      <Space style={{ marginTop: 16 }}>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-setting">
            {t('common.save')}
          </Button>
        ) : (
          <span className="system-config-page__muted">{t('setting.readOnly')}</span>
        )}
      </Space>
    </Form>
  );
}

function CompanyCheckLinksForm() {
  const { t } = systemConfigTexts.useTranslation();
  const { message } = App.useApp();
  const editable = usePermission()('sys:setting:edit');
  const [form] = Form.useForm<{ links: CompanyCheckLink[] }>();
  const setting = useCompanyCheckLinks();
  const save = useSaveCompanyCheckLinks();

  useEffect(() => {
    if (setting.data) form.setFieldsValue({ links: setting.data.links });
  }, [setting.data, form]);

  const submit = ({ links }: { links: CompanyCheckLink[] }) =>
    save.mutateAsync({ links: links ?? [], version: setting.data?.version ?? 0 }).then(
      () => void message.success(t('common.saved')),
      // shown by the shared client
      () => {},
    );

  if (!setting.data) return <Skeleton active />;
  return (
    <Form form={form} disabled={!editable} onFinish={(v) => void submit(v)} data-testid="company-links">
      <p className="system-config-page__muted">{t('setting.linkUrlHint')}</p>
      <Form.List name="links">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => linkFields(t, field, remove))}
            {editable ? (
              <Space>
                <Button onClick={() => add({ name: '', category: 'business', url: 'https://' })}>
                  {t('setting.addLink')}
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  {t('common.save')}
                </Button>
              </Space>
            ) : null}
          </>
        )}
      </Form.List>
    </Form>
  );
}
