import { useNavigate, useParams } from 'react-router';
import { RecordPending } from '../../shared/components/RecordPending';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { EnterpriseDetail } from './EnterpriseDetail';
import { EnterpriseForm } from './EnterpriseForm';
import { detailPath } from './EnterpriseList.data';
import { useEnterprise } from './queries';
import './customers.css';

/**
 * khgl/EnterpriseEdit: `/khgl/enterprise/add` (new), `/khgl/enterprise/edit/{enterpriseId}/1` (edit)
 * and `/khgl/enterprise/edit/{enterpriseId}/0` (view with tabs).
 */
export default function EnterpriseEditPage() {
  const { enterpriseId, edit } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const enterprise = useEnterprise(enterpriseId);

  if (!enterpriseId)
    return (
      <EnterpriseForm
        record={null}
        onSaved={(id) => void replacePage(detailPath(id))}
        onCancel={() => navigate('/khgl/enterprise')}
      />
    );
  if (enterprise.error || !enterprise.data)
    return <RecordPending query={enterprise} backTo="/khgl/enterprise" />;
  const record = enterprise.data;
  if (edit === '1')
    return (
      <EnterpriseForm
        key={record.version}
        record={record}
        onSaved={(id) => navigate(detailPath(id), { replace: true })}
        onCancel={() => navigate(detailPath(record.id))}
      />
    );
  return <EnterpriseDetail record={record} />;
}
