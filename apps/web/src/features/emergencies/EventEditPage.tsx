import { Card, Form, message, Skeleton } from 'antd';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { FormFields, FormPage } from '../../shared/detail';
import { useReplacePage } from '../../shared/navigation/replacePage';
import type { EventDetail, EventSaved } from './api';
import {
  basicFields,
  type EventFormValues,
  initialValues,
  measureFields,
  scopeFields,
  toBody,
} from './EventEdit.data';
import { LIST_PATH, noticePath } from './EventList.data';
import { useEvent, useSaveEvent } from './queries';
import { eventTexts } from './texts';

/** The form, saved in one call that writes once however often it is retried. */
function EventForm({
  record,
  onSaved,
  onCancel,
}: {
  record: EventDetail | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = eventTexts.useTranslation();
  const [form] = Form.useForm<EventFormValues>();
  const scope = Form.useWatch('scope', form) as string | undefined;
  const save = useSaveEvent();
  const [toast, toastHolder] = message.useMessage();
  const idempotencyKey = useRef(crypto.randomUUID());
  const fixed = record !== null && record.status !== 0;
  const initialEnterprises = record
    ? record.enterpriseIds.map((id, i) => ({ id, name: record.enterpriseNames[i] ?? id }))
    : [];
  return (
    <>
      {toastHolder}
      <FormPage<EventFormValues>
        form={form}
        title={record ? `${t('form.editTitle')} - ${record.title}` : t('form.addTitle')}
        initialValues={initialValues(record)}
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
        onSaved={(saved) => onSaved((saved as EventSaved).id)}
      >
        <FormFields fields={basicFields(t)} />
        <Card size="small" title={t('field.measures')} style={{ marginBottom: 16 }}>
          <FormFields fields={measureFields(t)} />
        </Card>
        <FormFields fields={scopeFields(t, scope ?? record?.scope ?? 'region', fixed, initialEnterprises)} />
      </FormPage>
    </>
  );
}

/** yjxy/EmergencyEdit: `/yjxy/emerAdd` (new) and `/yjxy/emerUpdate/{id}` (edit). */
export default function EventEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const record = useEvent(id);

  if (!id)
    return (
      <EventForm
        record={null}
        onSaved={(saved) => void replacePage(noticePath(saved))}
        onCancel={() => navigate(LIST_PATH)}
      />
    );
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  return (
    <EventForm
      key={record.data.version}
      record={record.data}
      onSaved={(saved) => navigate(noticePath(saved), { replace: true })}
      onCancel={() => navigate(LIST_PATH)}
    />
  );
}
