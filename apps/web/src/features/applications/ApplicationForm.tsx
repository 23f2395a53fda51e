import {
  APPLICATION_TYPES,
  type ApplicationInput,
  AUDIT_METHODS,
  eligibilityItemsFor,
  localize,
  optionsOf,
  RISK_LEVELS,
  SYSTEM_NUMBERS,
} from '@cb/domain';
import {
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  type SelectProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import { type ApplicationDetail, applicationsApi, type EnterpriseOption } from './api';
import { applicationTexts } from './texts';

interface ItemValues {
  certificateStandardId?: string;
  standardVersion?: string;
  scopeZh?: string;
  scopeEn?: string;
  professionalCodes?: string[];
  riskLevel?: number | null;
  headcount?: number;
  effectivePersonnel?: number;
  exclusions?: string;
  auditMethod?: number;
  systemNumber?: number;
  integratedAudit?: boolean;
}

interface FormValues {
  enterpriseId?: string;
  applicationType: number;
  receivedDate?: Dayjs;
  originalBody?: string;
  originalCertificateNo?: string;
  contactName?: string;
  contactPhone?: string;
  remark?: string;
  eligibility: string[];
  items: ItemValues[];
}

function initialOf(record: ApplicationDetail | null): FormValues {
  if (!record)
    return {
      applicationType: 1,
      receivedDate: dayjs(),
      eligibility: [],
      items: [{ auditMethod: 1, systemNumber: 1, integratedAudit: false, professionalCodes: [] }],
    };
  return {
    enterpriseId: record.enterpriseId,
    applicationType: record.applicationType,
    receivedDate: dayjs(record.receivedDate),
    originalBody: record.originalBody,
    originalCertificateNo: record.originalCertificateNo,
    contactName: record.contactName,
    contactPhone: record.contactPhone,
    remark: record.remark,
    eligibility: Object.entries(record.eligibility)
      .filter(([, v]) => v)
      .map(([k]) => k),
    items: record.items.map((i) => ({ ...i, integratedAudit: i.integratedAudit === 1 })),
  };
}

/** The request body of the form's values (the server validates it again with the same schema). */
export function toInput(v: FormValues): ApplicationInput {
  return {
    enterpriseId: v.enterpriseId ?? '',
    applicationType: v.applicationType,
    receivedDate: v.receivedDate ? v.receivedDate.format('YYYY-MM-DD') : '',
    originalBody: v.originalBody?.trim() ?? '',
    originalCertificateNo: v.originalCertificateNo?.trim() ?? '',
    contactName: v.contactName?.trim() ?? '',
    contactPhone: v.contactPhone?.trim() ?? '',
    remark: v.remark?.trim() ?? '',
    eligibility: Object.fromEntries(
      eligibilityItemsFor(v.applicationType).map((i) => [i.code, v.eligibility.includes(i.code)]),
    ),
    items: v.items.map((i) => ({
      certificateStandardId: i.certificateStandardId ?? '',
      standardVersion: i.standardVersion?.trim() ?? '',
      scopeZh: i.scopeZh?.trim() ?? '',
      scopeEn: i.scopeEn?.trim() ?? '',
      professionalCodes: i.professionalCodes ?? [],
      riskLevel: i.riskLevel ?? null,
      headcount: i.headcount ?? 0,
      effectivePersonnel: i.effectivePersonnel ?? 0,
      exclusions: i.exclusions?.trim() ?? '',
      auditMethod: i.auditMethod ?? 1,
      systemNumber: i.systemNumber ?? 1,
      integratedAudit: i.integratedAudit ? 1 : 0,
    })),
  };
}

/** Searches the enterprises the user may apply for (an enterprise user sees only its own). */
// The Form.Item's props (value, onChange, id, aria-invalid, aria-describedby…) go on to the Select.
function EnterpriseSelect({
  initial,
  ...rest
}: Omit<SelectProps<string>, 'options' | 'showSearch'> & { initial?: EnterpriseOption }) {
  const [options, setOptions] = useState<EnterpriseOption[]>(initial ? [initial] : []);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      applicationsApi.enterpriseOptions(keyword.trim() || undefined).then(setOptions, () => {});
    }, 300);
  };
  useEffect(() => {
    applicationsApi.enterpriseOptions().then(
      (list) => setOptions((prev) => [...prev.filter((p) => !list.some((l) => l.id === p.id)), ...list]),
      () => {},
    );
  }, []);
  return (
    <Select<string>
      {...rest}
      showSearch={{ filterOption: false, onSearch: search }}
      options={options.map((o) => ({ value: o.id, label: `${o.name}（${o.creditCode}）` }))}
      data-testid="enterprise-select"
    />
  );
}

export function ApplicationForm({
  record,
  onSaved,
  onCancel,
  extra,
}: {
  record: ApplicationDetail | null;
  onSaved: (saved: ApplicationDetail) => void;
  onCancel: () => void;
  extra?: React.ReactNode;
}) {
  const { t } = applicationTexts.useTranslation();
  const [form] = Form.useForm<FormValues>();
  const type = Form.useWatch('applicationType', form) ?? record?.applicationType ?? 1;
  const idempotencyKey = useRef(crypto.randomUUID());
  const locale = currentLocale();
  const req = (message: string) => [{ required: true, message }];

  return (
    <FormPage<FormValues>
      form={form}
      title={record ? t('form.editTitle', { no: record.applyNo }) : t('form.addTitle')}
      initialValues={initialOf(record)}
      onCancel={onCancel}
      extra={extra}
      onSubmit={(values) =>
        record
          ? applicationsApi.edit({ ...toInput(values), id: record.id, version: record.version })
          : applicationsApi.add(toInput(values), idempotencyKey.current)
      }
      onSaved={(saved) => onSaved(saved as ApplicationDetail)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="enterpriseId"
            label={t('field.enterprise')}
            rules={req(t('form.enterpriseRequired'))}
          >
            <EnterpriseSelect
              initial={
                record
                  ? { id: record.enterpriseId, name: record.enterpriseName, creditCode: record.creditCode }
                  : undefined
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="applicationType"
            label={t('field.applicationType')}
            rules={req(t('form.typeRequired'))}
          >
            <Radio.Group options={optionsOf(APPLICATION_TYPES, locale)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="receivedDate" label={t('field.receivedDate')} rules={req(t('form.dateRequired'))}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {type === 2 ? (
          <>
            <Col xs={24} md={12}>
              <Form.Item
                name="originalBody"
                label={t('field.originalBody')}
                rules={req('转机构认证请输入原认证机构')}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="originalCertificateNo"
                label={t('field.originalCertificateNo')}
                rules={req('转机构认证请输入原证书编号')}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </>
        ) : null}
        <Col xs={24} md={6}>
          <Form.Item name="contactName" label={t('field.contactName')}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="contactPhone" label={t('field.contactPhone')}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="remark" label={t('field.remark')}>
            <Input maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="eligibility" label={t('field.eligibility')}>
        <Checkbox.Group
          className="cb-eligibility"
          options={eligibilityItemsFor(type).map((i) => ({ value: i.code, label: localize(i, locale) }))}
        />
      </Form.Item>
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                className="cb-application-item"
                title={t('item.title', { n: index + 1 })}
                extra={
                  fields.length > 1 ? (
                    <Button type="link" danger size="small" onClick={() => remove(field.name)}>
                      {t('item.remove')}
                    </Button>
                  ) : null
                }
              >
                <Row gutter={16}>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'certificateStandardId']}
                      label={t('item.standard')}
                      rules={req(t('form.standardRequired'))}
                    >
                      <CertificateStandardSelect data-testid={`item-standard-${index}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={4}>
                    <Form.Item name={[field.name, 'standardVersion']} label={t('item.standardVersion')}>
                      <Input maxLength={50} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, 'riskLevel']} label={t('item.riskLevel')}>
                      <Select allowClear options={optionsOf(RISK_LEVELS, locale)} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, 'auditMethod']} label={t('item.auditMethod')}>
                      <Select options={optionsOf(AUDIT_METHODS, locale)} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, 'systemNumber']} label={t('item.systemNumber')}>
                      <Select options={optionsOf(SYSTEM_NUMBERS, locale)} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name={[field.name, 'scopeZh']}
                      label={t('item.scopeZh')}
                      rules={req(t('form.scopeRequired'))}
                    >
                      <Input.TextArea rows={2} maxLength={2000} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name={[field.name, 'scopeEn']} label={t('item.scopeEn')}>
                      <Input.TextArea rows={2} maxLength={2000} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, 'professionalCodes']}
                      label={t('item.professionalCodes')}
                      tooltip={t('item.professionalCodesHint')}
                    >
                      <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item
                      name={[field.name, 'headcount']}
                      label={t('item.headcount')}
                      rules={req(t('form.headcountRequired'))}
                    >
                      <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item
                      name={[field.name, 'effectivePersonnel']}
                      label={t('item.effectivePersonnel')}
                      rules={req(t('form.effectiveRequired'))}
                    >
                      <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={16} md={6}>
                    <Form.Item name={[field.name, 'exclusions']} label={t('item.exclusions')}>
                      <Input maxLength={1000} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={2}>
                    <Form.Item
                      name={[field.name, 'integratedAudit']}
                      label={t('item.integratedAudit')}
                      valuePropName="checked"
                    >
                      <Checkbox />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            {fields.length < 20 ? (
              <Button
                type="dashed"
                block
                onClick={() =>
                  add({ auditMethod: 1, systemNumber: 1, integratedAudit: false, professionalCodes: [] })
                }
              >
                {t('item.add')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </FormPage>
  );
}
