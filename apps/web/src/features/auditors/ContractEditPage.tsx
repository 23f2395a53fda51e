import { Form, Skeleton } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { FormFields, SaveFormPage } from '../../shared/detail';
import { useReplacePage } from '../../shared/navigation/replacePage';
import type { LabourContractRow } from './api';
import {
  CONTRACT_LIST_PATH,
  type ContractFormValues,
  contractFields,
  contractInitialValues,
  toContractBody,
} from './Contract.data';
import { AuditorPicker } from './pickers';
import { useContract, useSaveContract } from './queries';
import { auditorTexts } from './texts';

function ContractForm({ record, auditorId }: { record: LabourContractRow | null; auditorId: string | null }) {
  const { t } = auditorTexts.useTranslation();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const [form] = Form.useForm<ContractFormValues>();
  const save = useSaveContract();
  const picked = record ? { value: record.auditorId, label: record.auditorName } : null;

  return (
    <SaveFormPage
      form={form}
      title={record ? `${t('contract.editTitle')} - ${record.contractNo}` : t('contract.addTitle')}
      initialValues={contractInitialValues(record, auditorId)}
      onCancel={() => navigate(CONTRACT_LIST_PATH)}
      done={t('common.saved')}
      save={save}
      record={record}
      toBody={toContractBody}
      onSaved={() => void replacePage(CONTRACT_LIST_PATH)}
    >
      <div className="cb-form-grid">
        <FormFields fields={contractFields(t, <AuditorPicker initialOption={picked} />)} />
      </div>
    </SaveFormPage>
  );
}

/**
 * rlzy/ContractEdit: `/rlzy/contractAdd` (new; `?auditorId=` from the archive chooses the person)
 * and `/rlzy/contractUpdate/{id}`.
 */
export default function ContractEditPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const contract = useContract(id);

  if (!id) return <ContractForm record={null} auditorId={search.get('auditorId')} />;
  if (contract.error)
    return (
      <ErrorBlock error={contract.error} onRetry={() => void contract.refetch()} backTo="/rlzy/contract" />
    );
  if (!contract.data) return <Skeleton active />;
  return <ContractForm key={contract.data.version} record={contract.data} auditorId={null} />;
}
