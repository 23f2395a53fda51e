import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../shared/http';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { customersApi, type EnterpriseDetail as Detail } from './api';
import { EnterpriseDetail } from './EnterpriseDetail';
import { EnterpriseForm } from './EnterpriseForm';
import './customers.css';
import { RecordUnavailable } from '../../shared/components/RecordUnavailable';

/**
 * khgl/EnterpriseEdit: `/khgl/enterprise/add` (new), `/khgl/enterprise/edit/{enterpriseId}/1` (edit)
 * and `/khgl/enterprise/edit/{enterpriseId}/0` (view with tabs).
 */
export default function EnterpriseEditPage() {
  const { enterpriseId, edit } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const [record, setRecord] = useState<Detail | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  useEffect(() => {
    setRecord(null);
    setFailed(null);
    if (!enterpriseId) return;
    customersApi
      .get(enterpriseId)
      .then(setRecord, (error: unknown) => setFailed(isApiError(error) ? error.code : 500));
  }, [enterpriseId]);

  if (!enterpriseId)
    return (
      <EnterpriseForm
        record={null}
        onSaved={(id) => void replacePage(`/khgl/enterprise/edit/${id}/0`)}
        onCancel={() => navigate('/khgl/enterprise')}
      />
    );
  if (failed) return <RecordUnavailable code={failed} backTo="/khgl/enterprise" />;
  if (!record) return <Skeleton active />;
  if (edit === '1')
    return (
      <EnterpriseForm
        key={record.version}
        record={record}
        onSaved={(id) => navigate(`/khgl/enterprise/edit/${id}/0`, { replace: true })}
        onCancel={() => navigate(`/khgl/enterprise/edit/${record.id}/0`)}
      />
    );
  return <EnterpriseDetail record={record} />;
}
