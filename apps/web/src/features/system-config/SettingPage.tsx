import type { CompanyCheckLink, ErpPortalSetting } from '@cb/domain';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tabs,
} from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageLoading } from '../../shared/components/PageLoading';
import { usePermission } from '../../shared/permissions';
import { StorageKey } from '../../shared/storage/keys';
import { localStore } from '../../shared/storage/persistent';
import { sessionStore } from '../../shared/stores/session';
import { systemConfigApi, type Versioned } from './api';
import { systemConfigTexts } from './texts';
import './systemConfig.css';

/** The contract popup setting has its own page (sys/ContractPopupSetting); this tab shows that page. */
const ContractPopupSettingPage = lazy(() => import('../notices/ContractPopupSettingPage'));

const EDIT = 'sys:setting:edit';
const URL_RULE = {
  pattern: /^(https?:\/\/\S+|\/(?!\/)\S*)$/,
  message: '必须以 http(s):// 或 / 开头，且不能包含空格',
};

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

type PortalForm = Omit<ErpPortalSetting, 'isEnableI18n' | 'reviewToolEnable' | 'buyNoteService'> & {
  isEnableI18n: boolean;
  reviewToolEnable: boolean;
  buyNoteService: boolean;
};

function PortalSettingForm() {
  const { t } = systemConfigTexts.useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const editable = can(EDIT);
  const [form] = Form.useForm<PortalForm>();
  const [version, setVersion] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    systemConfigApi.erpSetting().then(
      ({ version: v, ...s }) => {
        form.setFieldsValue({
          ...s,
          isEnableI18n: s.isEnableI18n === 1,
          reviewToolEnable: s.reviewToolEnable === 1,
          buyNoteService: s.buyNoteService === 1,
        });
        setVersion(v);
      },
      () => {},
    );
  }, [form]);

  const save = async (values: PortalForm) => {
    setSaving(true);
    try {
      const body: Versioned<ErpPortalSetting> = {
        ...values,
        isEnableI18n: values.isEnableI18n ? 1 : 0,
        reviewToolEnable: values.reviewToolEnable ? 1 : 0,
        buyNoteService: values.buyNoteService ? 1 : 0,
        version: version ?? 0,
      };
      const { version: next, ...saved } = await systemConfigApi.saveErpSetting(body);
      setVersion(next);
      // The admin's own shell shows the change at once; other users get it with their next user info.
      localStore.set(StorageKey.erpSetting, saved);
      sessionStore.setState({ erpSetting: saved });
      message.success(t('setting.applied'));
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  if (version === null) return <Skeleton active />;
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!editable}
      onFinish={(v) => void save(v)}
      className="system-config-setting"
      data-testid="portal-setting"
    >
      <Card size="small" title={t('setting.tabSystem')}>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              name="systemName"
              label={t('setting.systemName')}
              rules={[
                { required: true, whitespace: true, message: '请输入系统名称' },
                { max: 60, message: '系统名称不能超过60个字符' },
              ]}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="supportCompany"
              label={t('setting.supportCompany')}
              rules={[{ max: 100, message: '技术支持单位不能超过100个字符' }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="isEnableI18n" label={t('setting.isEnableI18n')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="reviewToolEnable" label={t('setting.reviewToolEnable')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="buyNoteService" label={t('setting.buyNoteService')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="certerpDeployVersion"
              label={t('setting.certerpDeployVersion')}
              rules={[
                { required: true, type: 'integer', min: 1, max: 99, message: '部署版本须为1-99的整数' },
              ]}
            >
              <InputNumber min={1} max={99} precision={0} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="certificateStandardName" label={t('setting.certificateStandardName')}>
              <Radio.Group
                options={[
                  { value: 1, label: t('setting.standardName1') },
                  { value: 2, label: t('setting.standardName2') },
                  { value: 3, label: t('setting.standardName3') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('setting.headerLinks')} style={{ marginTop: 16 }}>
        <Row gutter={24}>
          {(
            [
              ['adminUrl', 'setting.adminUrl'],
              ['serviceCenterUrl', 'setting.serviceCenterUrl'],
              ['manualUrl', 'setting.manualUrl'],
              ['staticDomain', 'setting.staticDomain'],
            ] as const
          ).map(([name, label]) => (
            <Col xs={24} md={12} key={name}>
              <Form.Item
                name={name}
                label={t(label)}
                extra={t('setting.urlHint')}
                rules={[{ ...URL_RULE, message: `${t(label)}${URL_RULE.message}` }]}
              >
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Space style={{ marginTop: 16 }}>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="save-setting">
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
  const can = usePermission();
  const editable = can(EDIT);
  const [form] = Form.useForm<{ links: CompanyCheckLink[] }>();
  const [version, setVersion] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    systemConfigApi.companyCheckLinks().then(
      (s) => {
        form.setFieldsValue({ links: s.links });
        setVersion(s.version);
      },
      () => {},
    );
  }, [form]);

  const save = async ({ links }: { links: CompanyCheckLink[] }) => {
    setSaving(true);
    try {
      const saved = await systemConfigApi.saveCompanyCheckLinks(links ?? [], version ?? 0);
      setVersion(saved.version);
      message.success(t('common.saved'));
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  if (version === null) return <Skeleton active />;
  return (
    <Form form={form} disabled={!editable} onFinish={(v) => void save(v)} data-testid="company-links">
      <p className="system-config-page__muted">{t('setting.linkUrlHint')}</p>
      <Form.List name="links">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row gutter={12} key={field.key} align="top">
                <Col span={6}>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: '请输入网站名称' }]}
                  >
                    <Input placeholder={t('setting.linkName')} maxLength={40} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item
                    name={[field.name, 'category']}
                    rules={[{ required: true, message: '请选择类别' }]}
                  >
                    <Select
                      placeholder={t('setting.linkCategory')}
                      options={[
                        { value: 'certification', label: t('setting.certification') },
                        { value: 'credit', label: t('setting.credit') },
                        { value: 'business', label: t('setting.business') },
                      ]}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name={[field.name, 'url']}
                    rules={[
                      { required: true, message: '请输入链接' },
                      { pattern: /^https?:\/\/\S+$/, message: '链接必须以 http(s):// 开头' },
                    ]}
                  >
                    <Input placeholder={t('setting.linkUrl')} maxLength={500} />
                  </Form.Item>
                </Col>
                <Col span={2}>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('common.delete')}
                  </Button>
                </Col>
              </Row>
            ))}
            {editable ? (
              <Space>
                <Button onClick={() => add({ name: '', category: 'business', url: 'https://' })}>
                  {t('setting.addLink')}
                </Button>
                <Button type="primary" htmlType="submit" loading={saving}>
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
