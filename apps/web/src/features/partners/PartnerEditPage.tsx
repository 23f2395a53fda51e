import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Form, message, Skeleton, Typography } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailPage, DetailTable, FormFields, FormPage } from '../../shared/detail';
import { recordFilesTab } from '../../shared/files';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { usePermission } from '../../shared/permissions';
import { AuditorPicker } from '../auditors/pickers';
import { PARTNER_DOCUMENT_TYPES, PARTNER_FILES_PREFIX, type PartnerDetail, type PartnerSaved } from './api';
import {
  basicFields,
  consultantColumns,
  consultantDateFields,
  contactColumns,
  contactFields,
  detailItems,
  initialValues,
  type PartnerFormValues,
  settlementFields,
  toBody,
} from './PartnerEdit.data';
import { detailPath, editPath, LIST_PATH } from './PartnerList.data';
import { usePartner, useSavePartner } from './queries';
import { partnerTexts } from './texts';

/** A card of rows (contacts, consultants) with its add button; each row ends with a remove button. */
function RowsCard({
  name,
  title,
  extra,
  addLabel,
  removeLabel,
  testId,
  fields,
}: {
  name: 'contacts' | 'consultants';
  title: string;
  extra?: ReactNode;
  addLabel: string;
  removeLabel: string;
  testId: string;
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
              onClick={() => add({})}
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

/** 新增 / 编辑 (`{edit}` = 1): the form, saved in one call that writes once however often it is retried. */
function PartnerForm({
  record,
  onSaved,
  onCancel,
}: {
  record: PartnerDetail | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = partnerTexts.useTranslation();
  const [form] = Form.useForm<PartnerFormValues>();
  const save = useSavePartner();
  const [toast, toastHolder] = message.useMessage();
  const idempotencyKey = useRef(crypto.randomUUID());
  const initial = initialValues(record);
  return (
    <>
      {toastHolder}
      <FormPage<PartnerFormValues>
        form={form}
        title={record ? `${t('form.editTitle')} - ${record.name}` : t('form.addTitle')}
        initialValues={initial}
        onCancel={onCancel}
        onSubmit={async (values) => {
          const saved = await save.mutateAsync({
            body: toBody(values),
            record,
            idempotencyKey: idempotencyKey.current,
          });
          idempotencyKey.current = crypto.randomUUID();
          void toast.success(t('form.saved'));
          return saved;
        }}
        onSaved={(saved) => onSaved((saved as PartnerSaved).id)}
      >
        <Card type="inner" title={t('form.basic')} size="small">
          <div className="cb-form-grid">
            <FormFields fields={basicFields(t)} />
          </div>
        </Card>
        <Card type="inner" title={t('form.settlement')} size="small" style={{ marginTop: 16 }}>
          <div className="cb-form-grid">
            <FormFields fields={settlementFields(t)} />
          </div>
        </Card>
        <RowsCard
          name="contacts"
          title={t('contact.title')}
          addLabel={t('contact.add')}
          removeLabel={t('contact.remove')}
          testId="contact"
          fields={(index) => <FormFields fields={contactFields(t, index)} />}
        />
        <RowsCard
          name="consultants"
          title={t('consultant.title')}
          extra={<Typography.Paragraph type="secondary">{t('consultant.hint')}</Typography.Paragraph>}
          addLabel={t('consultant.add')}
          removeLabel={t('consultant.remove')}
          testId="consultant"
          fields={(index) => {
            const known = initial.consultants?.[index];
            return (
              <>
                <Form.Item
                  name={[index, 'auditorId']}
                  label={t('consultant.auditor')}
                  rules={[{ required: true, message: t('rule.auditor') }]}
                >
                  <AuditorPicker
                    style={{ width: 220 }}
                    initialOption={
                      known?.auditorId ? { value: known.auditorId, label: known.auditorName ?? '' } : null
                    }
                  />
                </Form.Item>
                <FormFields fields={consultantDateFields(t, index)} />
              </>
            );
          }}
        />
      </FormPage>
    </>
  );
}

/** The read-only view (`{edit}` = 0): the data, contacts, consultants and files. */
function PartnerView({ record }: { record: PartnerDetail }) {
  const { t } = partnerTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  return (
    <DetailPage
      title={`${t('form.viewTitle')} - ${record.name}`}
      extra={
        <>
          <Button onClick={() => navigate(LIST_PATH)}>{t('list.title')}</Button>{' '}
          {can('hzf:partner:edit') ? (
            <Button type="primary" onClick={() => navigate(editPath(record.id))}>
              {t('list.edit')}
            </Button>
          ) : null}
        </>
      }
      tabs={[
        {
          key: 'basic',
          label: t('tab.basic'),
          children: (
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={detailItems(t, record)}
            />
          ),
        },
        {
          key: 'contacts',
          label: t('tab.contacts'),
          children: (
            <DetailTable
              rowKey={(r) => `${r.name}${r.phone}${r.email}`}
              columns={contactColumns(t)}
              dataSource={record.contacts}
              locale={{ emptyText: t('contact.empty') }}
            />
          ),
        },
        {
          key: 'consultants',
          label: t('tab.consultants'),
          children: (
            <>
              <Typography.Paragraph type="secondary">{t('consultant.hint')}</Typography.Paragraph>
              <DetailTable
                rowKey={(r) => `${r.auditorId}${r.startDate}`}
                columns={consultantColumns(t)}
                dataSource={record.consultants}
                locale={{ emptyText: t('consultant.empty') }}
              />
            </>
          ),
        },
        recordFilesTab(t('tab.files'), {
          prefix: PARTNER_FILES_PREFIX,
          recordId: record.id,
          documentTypes: [...PARTNER_DOCUMENT_TYPES],
          editable: can('hzf:partner:edit'),
        }),
      ]}
    />
  );
}

/**
 * hzf/PartnerEdit: `/hzf/partner/add` (new), `/hzf/partner/edit/{id}/1` (edit) and
 * `/hzf/partner/edit/{id}/0` (view).
 */
export default function PartnerEditPage() {
  const { id, edit } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const record = usePartner(id);

  if (!id)
    return (
      <PartnerForm
        record={null}
        onSaved={(saved) => void replacePage(detailPath(saved))}
        onCancel={() => navigate(LIST_PATH)}
      />
    );
  if (record.error) return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Skeleton active />;
  if (edit === '1')
    return (
      <PartnerForm
        key={record.data.version}
        record={record.data}
        onSaved={(saved) => navigate(detailPath(saved), { replace: true })}
        onCancel={() => navigate(detailPath(id))}
      />
    );
  return <PartnerView record={record.data} />;
}
