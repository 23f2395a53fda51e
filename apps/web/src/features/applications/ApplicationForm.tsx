import { eligibilityItemsFor, localize } from '@cb/domain';
import { Button, Card, Checkbox, Col, Form, type FormInstance, Row, Select, type SelectProps } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormFields, FormPage } from '../../shared/detail';
import { currentLocale } from '../../shared/i18n';
import {
  type ApplicationFormValues,
  applicationFields,
  applicationInitialValues,
  applicationItemFields,
  type GridField,
  NEW_APPLICATION_ITEM,
  toApplicationBody,
} from './ApplicationForm.data';
import type { ApplicationDetail, ApplicationEnterpriseOption } from './api';
import { useApplicationEnterpriseOptions, useSaveApplication } from './queries';
import { applicationTexts } from './texts';

/** Fields on the form's grid. */
function FieldGrid({ fields }: { fields: readonly GridField[] }) {
  return (
    <Row gutter={16}>
      {fields.map(({ xs, md, ...field }) => (
        <Col key={field.key ?? String(field.name)} xs={xs} md={md}>
          <FormFields fields={[field]} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * Searches the enterprises the user may apply for (an enterprise user sees only its own). Choosing
 * one fills 联系人 and 联系电话 from its primary contact, unless the user typed them (issue 31 item 12).
 */
// The Form.Item's props (value, onChange, id, aria-invalid, aria-describedby…) go on to the Select.
function EnterpriseSelect({
  initial,
  onChange,
  ...rest
}: Omit<SelectProps<string>, 'options' | 'showSearch'> & { initial?: ApplicationEnterpriseOption }) {
  const form = Form.useFormInstance<ApplicationFormValues>();
  // What the last choice filled in: replaced by the next choice, a typed value never is.
  const filled = useRef<{ contactName: string; contactPhone: string }>({ contactName: '', contactPhone: '' });
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useApplicationEnterpriseOptions(keyword).data ?? [];
  const options = initial && !found.some((o) => o.id === initial.id) ? [initial, ...found] : found;
  return (
    <Select<string>
      {...rest}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onChange={(value, option) => {
        onChange?.(value, option);
        const chosen = options.find((o) => o.id === value);
        for (const field of ['contactName', 'contactPhone'] as const) {
          const current = String(form.getFieldValue(field) ?? '').trim();
          if (current && current !== filled.current[field]) continue;
          const next = chosen?.[field] ?? '';
          form.setFieldValue(field, next);
          filled.current[field] = next;
        }
      }}
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
  form: givenForm,
}: {
  record: ApplicationDetail | null;
  onSaved: (saved: ApplicationDetail) => void;
  onCancel: () => void;
  extra?: ReactNode;
  /** The page's own form instance, when it acts on the unsaved values (submit saves them first). */
  form?: FormInstance<ApplicationFormValues>;
}) {
  const { t } = applicationTexts.useTranslation();
  const [form] = Form.useForm<ApplicationFormValues>(givenForm);
  const save = useSaveApplication();
  const type = Form.useWatch('applicationType', form) ?? record?.applicationType ?? 1;
  const checked = Form.useWatch('eligibility', form) ?? applicationInitialValues(record).eligibility;
  const idempotencyKey = useRef(crypto.randomUUID());
  const locale = currentLocale();

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
      <FieldGrid
        fields={applicationFields(t, {
          type,
          enterpriseSelect: (
            <EnterpriseSelect
              initial={
                record
                  ? {
                      id: record.enterpriseId,
                      name: record.enterpriseName,
                      creditCode: record.creditCode,
                      contactName: record.contactName,
                      contactPhone: record.contactPhone,
                    }
                  : undefined
              }
            />
          ),
        })}
      />
      <Form.Item
        name="eligibility"
        label={t('field.eligibility')}
        extra={<MissingEligibility type={type} checked={checked} />}
      >
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
                <FieldGrid fields={applicationItemFields(t, field.name, index)} />
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

/** The checklist items still unticked, shown under the checklist (submitting needs all of them). */
function MissingEligibility({ type, checked }: { type: number; checked: readonly string[] }) {
  const { t } = applicationTexts.useTranslation();
  const locale = currentLocale();
  const missing = eligibilityItemsFor(type).filter((i) => !checked.includes(i.code));
  if (missing.length === 0) return <span className="cb-eligibility-ok">{t('form.eligibilityComplete')}</span>;
  return (
    <span className="cb-eligibility-missing" data-testid="eligibility-missing">
      {t('form.eligibilityMissing', { items: missing.map((i) => localize(i, locale)).join('；') })}
    </span>
  );
}
