import {
  APPLICATION_TYPES,
  AUDIT_METHODS,
  eligibilityItemsFor,
  localize,
  optionsOf,
  RISK_LEVELS,
  SYSTEM_NUMBERS,
} from '@cb/domain';
import { Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CertificateStandardSelect } from '../../shared/components/form/CertificateStandardSelect';
import { FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import {
  type ApplicationFormValues,
  applicationInitialValues,
  NEW_APPLICATION_ITEM,
  toApplicationBody,
} from './ApplicationForm.data';
import type { ApplicationDetail, ApplicationEnterpriseOption } from './api';
import { useApplicationEnterpriseOptions, useSaveApplication } from './queries';
import { applicationTexts } from './texts';

/** Searches the enterprises the user may apply for (an enterprise user sees only its own). */
function EnterpriseSelect(props: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  initial?: ApplicationEnterpriseOption;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useApplicationEnterpriseOptions(keyword).data ?? [];
  const options =
    props.initial && !found.some((o) => o.id === props.initial?.id) ? [props.initial, ...found] : found;
  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={props.value}
      onChange={props.onChange}
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
  extra?: ReactNode;
}) {
  const { t } = applicationTexts.useTranslation();
  const [form] = Form.useForm<ApplicationFormValues>();
  const save = useSaveApplication();
  const type = Form.useWatch('applicationType', form) ?? record?.applicationType ?? 1;
  const idempotencyKey = useRef(crypto.randomUUID());
  const locale = currentLocale();
  const req = (message: string) => [{ required: true, message }];

  return (
    <FormPage<ApplicationFormValues>
      form={form}
      title={record ? t('form.editTitle', { no: record.applyNo }) : t('form.addTitle')}
      initialValues={applicationInitialValues(record)}
      onCancel={onCancel}
      extra={extra}
      onSubmit={(values) =>
        save.mutateAsync({ body: toApplicationBody(values), record, idempotencyKey: idempotencyKey.current })
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
              <Button type="dashed" block onClick={() => add(NEW_APPLICATION_ITEM)}>
                {t('item.add')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </FormPage>
  );
}
