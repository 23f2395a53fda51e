import { Card, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { FormFields, SaveFormPage } from '../../shared/detail';
import { useReplacePage } from '../../shared/navigation/replacePage';
import {
  type AuditorFormValues,
  accountFields,
  basicFields,
  initialValues,
  PART_TIME,
  toBody,
} from './AuditorForm.data';
import { AUDITOR_LIST_PATH, archivePath } from './AuditorList.data';
import type { AuditorDetail } from './api';
import { UserPicker } from './pickers';
import { useAuditor, useSaveAuditor } from './queries';
import { auditorTexts } from './texts';

/** 新增 / 编辑审核员: identity, contact, employment, bank and the linked account, saved in one call. */
function AuditorForm({
  record,
  onSaved,
  onCancel,
}: {
  record: AuditorDetail | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = auditorTexts.useTranslation();
  const [form] = Form.useForm<AuditorFormValues>();
  const save = useSaveAuditor();
  const employmentType = Form.useWatch('employmentType', form) ?? record?.employmentType;
  const linked = record?.userId && record.username ? { value: record.userId, label: record.username } : null;

  return (
    <SaveFormPage
      form={form}
      title={record ? `${t('auditor.editTitle')} - ${record.name}` : t('auditor.addTitle')}
      initialValues={initialValues(record)}
      onCancel={onCancel}
      done={t('common.saved')}
      save={save}
      record={record}
      toBody={toBody}
      onSaved={(saved) => onSaved(saved.id)}
    >
      <Card type="inner" title={t('auditor.basic')} size="small">
        <div className="cb-form-grid">
          <FormFields fields={basicFields(t, { partTime: employmentType === PART_TIME })} />
        </div>
      </Card>
      <Card type="inner" title={t('auditor.account')} size="small" style={{ marginTop: 16 }}>
        <div className="cb-form-grid">
          <FormFields fields={accountFields(t, <UserPicker initialOption={linked} />)} />
        </div>
      </Card>
    </SaveFormPage>
  );
}

/** rlzy/AuditorEdit: `/rlzy/auditorAdd` (new) and `/rlzy/edit/{auditorId}` (edit). */
export default function AuditorEditPage() {
  const { auditorId } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const auditor = useAuditor(auditorId);

  if (!auditorId)
    return (
      <AuditorForm
        record={null}
        onSaved={(id) => void replacePage(archivePath(id))}
        onCancel={() => navigate(AUDITOR_LIST_PATH)}
      />
    );
  if (auditor.error)
    return <ErrorBlock error={auditor.error} onRetry={() => void auditor.refetch()} backTo="/rlzy/auditor" />;
  const record = auditor.data;
  if (!record) return <Skeleton active />;
  return (
    <AuditorForm
      key={record.version}
      record={record}
      onSaved={(id) => void replacePage(archivePath(id))}
      onCancel={() => navigate(AUDITOR_LIST_PATH)}
    />
  );
}
