import { Form, message, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailActions, DetailDescriptions, DetailPage, FormFields, FormPage } from '../../shared/detail';
import { isApiError } from '../../shared/http';
import { useIdempotentSave } from '../../shared/http/useIdempotentSave';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { usePermission } from '../../shared/permissions';
import type { TrainingCertificateDetail, TrainingCertificateSaved } from './api';
import { useSaveTrainingCertificate, useTrainingCertificate } from './queries';
import {
  detailItems,
  formFields,
  initialValues,
  isTakenNumber,
  type TrainingCertificateFormValues,
  toBody,
} from './TrainingCertificateEdit.data';
import { detailPath, editPath, LIST_PATH } from './TrainingCertificateList.data';
import { trainingCertificateTexts } from './texts';

/** 新增 / 编辑 (`{edit}` = 1): the form, saved in one call that writes once however often it is retried. */
function TrainingCertificateForm({
  record,
  onSaved,
  onCancel,
}: {
  record: TrainingCertificateDetail | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = trainingCertificateTexts.useTranslation();
  const [form] = Form.useForm<TrainingCertificateFormValues>();
  const save = useSaveTrainingCertificate();
  const [toast, toastHolder] = message.useMessage();
  const once = useIdempotentSave();
  return (
    <>
      {toastHolder}
      <FormPage<TrainingCertificateFormValues>
        form={form}
        title={record ? `${t('form.editTitle')} - ${record.certNo}` : t('form.addTitle')}
        initialValues={initialValues(record)}
        onCancel={onCancel}
        onSubmit={async (values) => {
          try {
            const saved = await once((idempotencyKey) =>
              save.mutateAsync({
                body: toBody(values),
                record,
                idempotencyKey,
              }),
            );
            void toast.success(t('form.saved'));
            return saved;
          } catch (error) {
            // A taken number is the number field's error; another conflict (a stale version) a notice.
            if (isApiError(error) && error.code === 409) {
              if (isTakenNumber(error.message)) form.setFields([{ name: 'certNo', errors: [error.message] }]);
              else void toast.error(error.message);
            }
            throw error;
          }
        }}
        onSaved={(saved) => onSaved((saved as TrainingCertificateSaved).id)}
      >
        <div className="cb-form-grid">
          <FormFields fields={formFields(t)} />
        </div>
      </FormPage>
    </>
  );
}

/** The read-only view (`{edit}` = 0). */
function TrainingCertificateView({ record }: { record: TrainingCertificateDetail }) {
  const { t } = trainingCertificateTexts.useTranslation();
  const can = usePermission();
  return (
    <DetailPage
      title={`${t('form.viewTitle')} - ${record.certNo}`}
      extra={
        <DetailActions
          list={LIST_PATH}
          listLabel={t('list.title')}
          edit={can('zsfx:trainCertificate:edit') ? editPath(record.id) : null}
          editLabel={t('list.edit')}
        />
      }
      tabs={[
        {
          key: 'basic',
          label: t('tab.basic'),
          children: <DetailDescriptions items={detailItems(t, record)} />,
        },
      ]}
    />
  );
}

/**
 * zsfx/TrainCertificateAdd and zsfx/TrainCertificateEdit: `/zsfx/trainCertificate/add` (new),
 * `/zsfx/trainCertificate/edit/{id}/1` (edit) and `/zsfx/trainCertificate/edit/{id}/0` (view).
 */
export default function TrainingCertificateEditPage() {
  const { id, edit } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const record = useTrainingCertificate(id);

  if (!id)
    return (
      <TrainingCertificateForm
        record={null}
        onSaved={(saved) => void replacePage(detailPath(saved))}
        onCancel={() => navigate(LIST_PATH)}
      />
    );
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  if (edit === '1')
    return (
      <TrainingCertificateForm
        key={record.data.version}
        record={record.data}
        onSaved={(saved) => navigate(detailPath(saved), { replace: true })}
        onCancel={() => navigate(detailPath(id))}
      />
    );
  return <TrainingCertificateView record={record.data} />;
}
