import { App, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RecordUnavailable } from '../../shared/components/RecordUnavailable';
import { isApiError } from '../../shared/http';
import { applicationsApi, type ChangeRow } from './api';
import { ChangeForm } from './ChangeForm';
import { applicationTexts } from './texts';

/** 变更编辑 (xmsl/ChangeEdit, `/xmsl/changeEdit/{id}`): edit a change request still waiting for approval. */
export default function ChangeEditPage() {
  const { t } = applicationTexts.useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // The route names its parameter applyId; it is the change request's id.
  const { applyId = '' } = useParams();
  const [change, setChange] = useState<ChangeRow | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  useEffect(() => {
    applicationsApi.change(applyId).then(setChange, (e: unknown) => setFailed(isApiError(e) ? e.code : 500));
  }, [applyId]);

  if (failed) return <RecordUnavailable code={failed} backTo="/xmsl/change" />;
  if (!change) return <Skeleton active />;
  return (
    <ChangeForm
      title={t('change.editTitle', { no: change.applyNo })}
      initialValues={change}
      onSubmit={(input) => applicationsApi.editChange({ ...input, id: change.id, version: change.version })}
      onSaved={() => {
        void message.success(t('change.saved'));
        navigate('/xmsl/change');
      }}
      onCancel={() => navigate('/xmsl/change')}
    />
  );
}
