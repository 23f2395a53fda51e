import { Button, Descriptions, Form, message, Skeleton } from 'antd';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailPage, FormFields, FormPage } from '../../shared/detail';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { usePermission } from '../../shared/permissions';
import type { BranchDetail, BranchSaved } from './api';
import { type BranchFormValues, detailItems, formFields, initialValues, toBody } from './BranchEdit.data';
import { detailPath, editPath, LIST_PATH } from './BranchList.data';
import { useBranch, useSaveBranch } from './queries';
import { branchTexts } from './texts';

/** 新增 / 编辑 (`{edit}` = 1): the form, saved in one call that writes once however often it is retried. */
function BranchForm({
  record,
  onSaved,
  onCancel,
}: {
  record: BranchDetail | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = branchTexts.useTranslation();
  const [form] = Form.useForm<BranchFormValues>();
  const save = useSaveBranch();
  const [toast, toastHolder] = message.useMessage();
  const idempotencyKey = useRef(crypto.randomUUID());
  return (
    <>
      {toastHolder}
      <FormPage<BranchFormValues>
        form={form}
        title={record ? `${t('form.editTitle')} - ${record.name}` : t('form.addTitle')}
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
        onSaved={(saved) => onSaved((saved as BranchSaved).id)}
      >
        <FormFields fields={formFields(t)} />
      </FormPage>
    </>
  );
}

/** The read-only view (`{edit}` = 0). */
function BranchView({ record }: { record: BranchDetail }) {
  const { t } = branchTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  return (
    <DetailPage
      title={`${t('form.viewTitle')} - ${record.name}`}
      extra={
        <>
          <Button onClick={() => navigate(LIST_PATH)}>{t('list.title')}</Button>{' '}
          {can('cwgl:branch:edit') ? (
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
      ]}
    />
  );
}

/**
 * cwgl/BranchEdit: `/cwgl/branch/add` (new), `/cwgl/branch/edit/{id}/1` (edit) and
 * `/cwgl/branch/edit/{id}/0` (view).
 */
export default function BranchEditPage() {
  const { id, edit } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const record = useBranch(id);

  if (!id)
    return (
      <BranchForm
        record={null}
        onSaved={(saved) => void replacePage(detailPath(saved))}
        onCancel={() => navigate(LIST_PATH)}
      />
    );
  if (record.error) return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <Skeleton active />;
  if (edit === '1')
    return (
      <BranchForm
        key={record.data.version}
        record={record.data}
        onSaved={(saved) => navigate(detailPath(saved), { replace: true })}
        onCancel={() => navigate(detailPath(id))}
      />
    );
  return <BranchView record={record.data} />;
}
