import { App, Skeleton } from 'antd';
import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { ChangeForm } from './ChangeForm';
import { useChangeRequestToEdit, useSaveChangeRequest } from './queries';
import { applicationTexts } from './texts';

/** 变更编辑 (xmsl/ChangeEdit, `/xmsl/changeEdit/{id}`): edit a change request still waiting for approval. */
export default function ChangeEditPage() {
  const { t } = applicationTexts.useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // The route's applyId: an application (its pending change request) or a change request's id.
  const { applyId = '' } = useParams();
  const change = useChangeRequestToEdit(applyId);
  const save = useSaveChangeRequest();
  const idempotencyKey = useRef(crypto.randomUUID());

  if (change.error)
    return <ErrorBlock error={change.error} onRetry={() => void change.refetch()} backTo="/xmsl/change" />;
  const record = change.data;
  if (!record) return <Skeleton active />;
  return (
    <ChangeForm
      title={t('change.editTitle', { no: record.applyNo })}
      initialValues={record}
      onSubmit={(body) => save.mutateAsync({ body, record, idempotencyKey: idempotencyKey.current })}
      onSaved={() => {
        void message.success(t('change.saved'));
        navigate('/xmsl/change');
      }}
      onCancel={() => navigate('/xmsl/change')}
    />
  );
}
