import { Alert, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { FormFields, SaveFormPage } from '../../shared/detail';
import { useReplacePage } from '../../shared/navigation/replacePage';
import type { CompetenceRow } from './api';
import {
  COMPETENCE,
  type CompetenceFormValues,
  competenceFields,
  competenceInitialValues,
  toCompetenceBody,
} from './Competence.data';
import { isOpenApplication, MY_CODE_LIST_PATH } from './MyCode.data';
import { useMyCode, useSaveMyCode } from './queries';
import { auditorTexts } from './texts';

function MyCodeForm({ record }: { record: CompetenceRow | null }) {
  const { t } = auditorTexts.useTranslation();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const [form] = Form.useForm<CompetenceFormValues>();
  const save = useSaveMyCode();
  const readOnly = record !== null && !isOpenApplication(record.status);

  return (
    <SaveFormPage
      form={form}
      title={record ? `${t('zone.editTitle')} - ${record.scheme} ${record.code}` : t('zone.applyTitle')}
      readOnly={readOnly}
      initialValues={competenceInitialValues(record)}
      onCancel={() => navigate(MY_CODE_LIST_PATH)}
      done={t('zone.submitted')}
      save={save}
      record={record && { id: record.id, version: record.version }}
      toBody={toCompetenceBody}
      onSaved={() => void replacePage(MY_CODE_LIST_PATH)}
    >
      {record?.status === COMPETENCE.returned && record.returnReason ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${t('competence.returnReason')}：${record.returnReason}`}
        />
      ) : null}
      {readOnly ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('zone.approvedReadOnly')} />
      ) : null}
      <div className="cb-form-grid">
        <FormFields fields={competenceFields(t, { hr: false })} />
      </div>
    </SaveFormPage>
  );
}

/** auditorZone/CodeEdit: `/auditorZone/codeAdd` (apply) and `/auditorZone/codeUpdate/{id}` (change, submit again). */
export default function MyCodeEditPage() {
  const { id } = useParams();
  const code = useMyCode(id);

  if (!id) return <MyCodeForm record={null} />;
  if (code.error)
    return <ErrorBlock error={code.error} onRetry={() => void code.refetch()} backTo="/auditorZone/code" />;
  if (!code.data) return <Skeleton active />;
  return <MyCodeForm key={code.data.version} record={code.data} />;
}
