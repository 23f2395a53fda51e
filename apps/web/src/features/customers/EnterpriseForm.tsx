import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormFields, SaveFormPage } from '../../shared/detail';
import type { EnterpriseDetail } from './api';
import {
  addressFields,
  basicFields,
  consultancyFields,
  contactFields,
  type EnterpriseFormValues,
  initialValues,
  NEW_SITE,
  siteFields,
  toBody,
} from './EnterpriseForm.data';
import { usePartnerOptions, useSaveEnterprise } from './queries';
import { customerTexts } from './texts';

/** A card of rows (sites, contacts) with its add button; each row ends with a remove button. */
function RowsCard({
  name,
  title,
  addLabel,
  removeLabel,
  testId,
  newRow,
  fields,
  extra,
}: {
  name: 'sites' | 'contacts' | 'consultancies';
  title: string;
  extra?: ReactNode;
  addLabel: string;
  removeLabel: string;
  testId: 'site' | 'contact' | 'consultancy';
  newRow: (count: number) => object;
  fields: (index: number) => ReactNode;
}) {
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <Card
          type="inner"
          size="small"
          title={title}
          style={{ marginTop: 16 }}
          extra={
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add(newRow(rows.length))}
              data-testid={`add-${testId}`}
            >
              {addLabel}
            </Button>
          }
        >
          {extra}
          {rows.map((row) => (
            <div key={row.key} className="cb-child-row" data-testid={`${testId}-row`}>
              {fields(row.name)}
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={removeLabel}
                onClick={() => remove(row.name)}
              />
            </div>
          ))}
        </Card>
      )}
    </Form.List>
  );
}

/**
 * The enterprise form (新增 / 编辑, `{edit}` = 1): basic data, addresses, sites, contacts and 咨询关系,
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
  const [form] = Form.useForm<EnterpriseFormValues>();
  const partners = usePartnerOptions();
  const save = useSaveEnterprise();
  const headcount = Form.useWatch('totalHeadcount', form);

  return (
    <SaveFormPage
      form={form}
      title={record ? `${t('form.editTitle')} - ${record.name}` : t('form.addTitle')}
      initialValues={initialValues(record)}
      onCancel={onCancel}
      done={t('form.saved')}
      save={save}
      record={record}
      toBody={toBody}
      onSaved={(saved) => onSaved(saved.id)}
    >
      <Card type="inner" title={t('form.basic')} size="small">
        <div className="cb-form-grid">
          <FormFields fields={basicFields(t, { recordId: record?.id, partners, headcount })} />
        </div>
      </Card>
      <Card type="inner" title={t('form.addresses')} size="small" style={{ marginTop: 16 }}>
        <div className="cb-form-grid">
          <FormFields fields={addressFields(t)} />
        </div>
      </Card>
      <RowsCard
        name="sites"
        title={t('site.title')}
        addLabel={t('site.add')}
        removeLabel={t('site.remove')}
        testId="site"
        newRow={() => NEW_SITE}
        fields={(index) => <FormFields fields={siteFields(t, index)} />}
      />
      <RowsCard
        name="contacts"
        title={t('contact.title')}
        addLabel={t('contact.add')}
        removeLabel={t('contact.remove')}
        testId="contact"
        newRow={(count) => ({ isPrimary: count === 0 })}
        fields={(index) => <FormFields fields={contactFields(t, index)} />}
      />
      <RowsCard
        name="consultancies"
        title={t('consultancy.title')}
        extra={<Typography.Paragraph type="secondary">{t('consultancy.hint')}</Typography.Paragraph>}
        addLabel={t('consultancy.add')}
        removeLabel={t('consultancy.remove')}
        testId="consultancy"
        newRow={() => ({})}
        fields={(index) => <FormFields fields={consultancyFields(t, index, partners)} />}
      />
    </SaveFormPage>
  );
}
