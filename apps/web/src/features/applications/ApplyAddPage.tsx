import { useNavigate } from 'react-router';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { ApplicationForm } from './ApplicationForm';
import './applications.css';

/** 申请录入 (xmsl/ApplyAdd): a new draft; after saving, its documents are uploaded on the edit page. */
export default function ApplyAddPage() {
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  return (
    <ApplicationForm
      record={null}
      onSaved={(saved) => void replacePage(`/xmsl/update?id=${saved.id}`)}
      onCancel={() => navigate('/xmsl/search')}
    />
  );
}
