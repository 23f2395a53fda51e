import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ENTERPRISE_MESSAGES,
  isRegisteredCapital,
  isValidCreditCode,
  scaleLevelOf,
  validateMobilePhone,
} from '@cb/domain';
import { Button, Card, Checkbox, Form, Input, InputNumber, message, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { DictSelect } from '../../shared/components/form/DictSelect';
import { FormPage } from '../../shared/detail';
import { customersApi, type EnterpriseDetail, type EnterpriseInput, type Option } from './api';
import { natureOptions, regionOptions, scaleLabel, siteTypeOptions, statusOptions } from './options';
import { customerTexts } from './texts';

type Values = Omit<EnterpriseInput, 'registeredCapital'> & { registeredCapital?: string };

function toBody(v: Values): EnterpriseInput {
  return {
    ...v,
    code: v.code?.trim() ?? '',
    creditCode: v.creditCode.trim().toUpperCase(),
    registeredCapital: v.registeredCapital?.trim() || null,
    partnerId: v.partnerId ?? null,
    industryCode: v.industryCode ?? '',
    natureCode: v.natureCode ?? '',
    regionCode: v.regionCode ?? '',
    sites: (v.sites ?? []).map((s) => ({
      ...s,
      headcount: s.headcount ?? 0,
      isCentralFunction: Boolean(s.isCentralFunction),
    })),
    contacts: (v.contacts ?? []).map((c) => ({ ...c, isPrimary: Boolean(c.isPrimary) })),
  };
}

/** The server's unique check as a form rule: refuses a taken name or credit code while typing. */
function uniqueRule(field: 'name' | 'creditCode', id: string | undefined, taken: string): Rule {
  return {
    validator: async (_r, value: string | undefined) => {
      const v = value?.trim();
      if (!v || (field === 'creditCode' && !isValidCreditCode(v))) return;
      let unique = true;
      try {
        unique = (await customersApi.isUnique(field, v, id)).unique;
      } catch {
        return; // the server checks again on save
      }
      if (!unique) throw new Error(taken);
    },
    validateTrigger: 'onBlur',
  };
}

/**
 * The enterprise form (新增 / 编辑, `{edit}` = 1): basic data, addresses, sites and contacts,
 * saved in one call. The scale level follows the headcount (SPEC.md §3).
 */
export function EnterpriseForm({
  record,
  onSaved,
  onCancel,
}: {
  record: EnterpriseDetail | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = customerTexts.useTranslation();
  const [form] = Form.useForm<Values>();
  const [partners, setPartners] = useState<Option[]>([]);
  const [toast, toastHolder] = message.useMessage();
  const idempotencyKey = useRef(crypto.randomUUID());
  const headcount = Form.useWatch('totalHeadcount', form);
  useEffect(() => {
    customersApi.partners().then(setPartners, () => setPartners([]));
  }, []);

  const initialValues: Partial<Values> = record
    ? {
        ...record,
        registeredCapital: record.registeredCapital ?? '',
        partnerId: record.partnerId ?? undefined,
      }
    : { status: 1, totalHeadcount: 0, countryCode: 'CN', currency: 'CNY', sites: [], contacts: [] };

  const required = (label: string): Rule => ({ required: true, whitespace: true, message: `请输入${label}` });

  return (
    <>
      {toastHolder}
      <FormPage<Values>
        form={form}
        title={record ? `${t('form.editTitle')} - ${record.name}` : t('form.addTitle')}
        initialValues={initialValues}
        onCancel={onCancel}
        onSubmit={async (values) => {
          const body = toBody(values);
          const saved = record
            ? await customersApi.edit({ ...body, id: record.id, version: record.version })
            : await customersApi.add(body, idempotencyKey.current);
          idempotencyKey.current = crypto.randomUUID();
          void toast.success(t('form.saved'));
          return saved;
        }}
        onSaved={(saved) => onSaved((saved as { id: string }).id)}
      >
        <Card type="inner" title={t('form.basic')} size="small">
          <div className="cb-form-grid">
            <Form.Item
              name="name"
              label={t('field.name')}
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                required('企业名称'),
                { max: 100, message: '企业名称长度不能超过100个字符' },
                uniqueRule('name', record?.id, ENTERPRISE_MESSAGES.nameDuplicate),
              ]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="creditCode"
              label={t('field.creditCode')}
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                { required: true, whitespace: true, message: ENTERPRISE_MESSAGES.creditCodeRequired },
                {
                  validator: async (_r, v: string | undefined) => {
                    if (v?.trim() && !isValidCreditCode(v))
                      throw new Error(ENTERPRISE_MESSAGES.creditCodeInvalid);
                  },
                },
                uniqueRule('creditCode', record?.id, ENTERPRISE_MESSAGES.creditCodeDuplicate),
              ]}
            >
              <Input maxLength={18} style={{ textTransform: 'uppercase' }} />
            </Form.Item>
            <Form.Item
              name="code"
              label={t('field.code')}
              rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: '客户编号只能包含字母、数字、下划线和短横线' }]}
            >
              <Input maxLength={30} placeholder={t('form.codePlaceholder')} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('field.nameEn')}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="natureCode" label={t('field.natureCode')}>
              <Select allowClear options={natureOptions()} />
            </Form.Item>
            <Form.Item name="industryCode" label={t('field.industryCode')}>
              <DictSelect dictCode="iaf_sector" showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            <Form.Item name="regionCode" label={t('field.regionCode')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={regionOptions()} />
            </Form.Item>
            <Form.Item
              name="registeredCapital"
              label={t('field.registeredCapital')}
              rules={[
                {
                  validator: async (_r, v: string | undefined) => {
                    if (v?.trim() && !isRegisteredCapital(v.trim()))
                      throw new Error(ENTERPRISE_MESSAGES.registeredCapitalInvalid);
                  },
                },
              ]}
            >
              <Input maxLength={20} inputMode="decimal" />
            </Form.Item>
            <Form.Item name="legalRepresentative" label={t('field.legalRepresentative')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item
              name="totalHeadcount"
              label={t('field.totalHeadcount')}
              rules={[
                { required: true, message: '请输入总人数' },
                { type: 'integer', min: 0, message: ENTERPRISE_MESSAGES.headcountInvalid },
              ]}
              extra={`${t('field.scaleLevel')}：${scaleLabel(scaleLevelOf(Number(headcount ?? 0)) ?? '')}`}
            >
              <InputNumber min={0} precision={0} max={10_000_000} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="partnerId" label={t('field.partnerId')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={partners.map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
            <Form.Item name="branchCompany" label={t('field.branchCompany')}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="status" label={t('field.status')}>
              <Select options={statusOptions()} />
            </Form.Item>
          </div>
        </Card>
        <Card type="inner" title={t('form.addresses')} size="small" style={{ marginTop: 16 }}>
          <div className="cb-form-grid">
            {(
              [
                'registeredAddress',
                'registeredAddressEn',
                'officeAddress',
                'officeAddressEn',
                'productionAddress',
                'productionAddressEn',
              ] as const
            ).map((name) => (
              <Form.Item key={name} name={name} label={t(`field.${name}`)}>
                <Input maxLength={name.endsWith('En') ? 300 : 200} />
              </Form.Item>
            ))}
            <Form.Item name="remark" label={t('field.remark')} className="cb-span-2">
              <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </div>
        </Card>
        <Form.List name="sites">
          {(fields, { add, remove }) => (
            <Card
              type="inner"
              size="small"
              title={t('site.title')}
              style={{ marginTop: 16 }}
              extra={
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add({ siteType: '1', headcount: 0, isCentralFunction: false })}
                  data-testid="add-site"
                >
                  {t('site.add')}
                </Button>
              }
            >
              {fields.map((field) => (
                <div key={field.key} className="cb-child-row" data-testid="site-row">
                  <Form.Item
                    name={[field.name, 'siteType']}
                    label={t('site.siteType')}
                    rules={[{ required: true, message: '请选择场所类型' }]}
                  >
                    <Select options={siteTypeOptions()} style={{ width: 120 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('site.name')}
                    rules={[required('场所名称')]}
                  >
                    <Input maxLength={100} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'address']}
                    label={t('site.address')}
                    rules={[required('场所地址')]}
                  >
                    <Input maxLength={200} style={{ width: 280 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'headcount']} label={t('site.headcount')}>
                    <InputNumber min={0} precision={0} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'processes']} label={t('site.processes')}>
                    <Input maxLength={1000} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'isCentralFunction']}
                    label={t('site.isCentralFunction')}
                    valuePropName="checked"
                  >
                    <Switch size="small" />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('site.remove')}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
            </Card>
          )}
        </Form.List>
        <Form.List name="contacts">
          {(fields, { add, remove }) => (
            <Card
              type="inner"
              size="small"
              title={t('contact.title')}
              style={{ marginTop: 16 }}
              extra={
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add({ isPrimary: fields.length === 0 })}
                  data-testid="add-contact"
                >
                  {t('contact.add')}
                </Button>
              }
            >
              {fields.map((field) => (
                <div key={field.key} className="cb-child-row" data-testid="contact-row">
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('contact.name')}
                    rules={[required('联系人姓名')]}
                  >
                    <Input maxLength={50} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'role']} label={t('contact.role')}>
                    <Input maxLength={50} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'phone']}
                    label={t('contact.phone')}
                    required
                    rules={[
                      {
                        validator: async (_r, v: string | undefined) => {
                          const error = validateMobilePhone(v);
                          // The field's own word (手机号码), not the spec's generic 电话.
                          if (error) throw new Error(v?.trim() ? t('contact.phoneInvalid') : error);
                        },
                      },
                    ]}
                  >
                    <Input maxLength={11} style={{ width: 150 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'email']}
                    label={t('contact.email')}
                    rules={[{ type: 'email', message: ENTERPRISE_MESSAGES.emailInvalid }]}
                  >
                    <Input maxLength={100} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'isPrimary']}
                    label={t('contact.isPrimary')}
                    valuePropName="checked"
                  >
                    <Checkbox />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('contact.remove')}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
            </Card>
          )}
        </Form.List>
      </FormPage>
    </>
  );
}
