import { useNavigate } from 'react-router';
import { ApplicationForm } from './ApplicationForm';
import './applications.css';

/** 申请录入 (xmsl/ApplyAdd): a new draft; after saving, its documents are uploaded on the edit page. */
export default function ApplyAddPage() {
  const navigate = useNavigate();
  return (
    <ApplicationForm
      record={null}
      onSaved={(saved) => navigate(`/xmsl/update?id=${saved.id}`, { replace: true })}
      onCancel={() => navigate('/xmsl/search')}
    />
  );
}
