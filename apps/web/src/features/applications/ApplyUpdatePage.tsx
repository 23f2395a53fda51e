import { APPLICATION_DOCUMENT_TYPES, APPLICATION_FILES_PREFIX } from '@cb/domain';
import { App, Button, Card, Form, Result } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RecordPending } from '../../shared/components/RecordPending';
import { RecordFiles } from '../../shared/files';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { usePermission } from '../../shared/permissions';
import { ApplicationForm } from './ApplicationForm';
import { type ApplicationFormValues, toApplicationBody } from './ApplicationForm.data';
import { detailPath } from './ApplicationList.data';
import { useApplication, useApplicationStep, useSaveApplication } from './queries';
import { applicationTexts } from './texts';
import './applications.css';

/**
 * 申请修改 (xmsl/ApplyUpdate, `/xmsl/update?id=`): edit a draft or returned application, upload its
 * documents (认证申请书 xmsl001 …) and submit it.
 */
export default function ApplyUpdatePage() {
  const { t } = applicationTexts.useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const [form] = Form.useForm<ApplicationFormValues>();
  const save = useSaveApplication();
  const [params] = useSearchParams();
  const id = params.get('id');
  const application = useApplication(id);
  const step = useApplicationStep();

  if (!id)
    return (
      <Result
        status="info"
        title={t('form.chooseFromList')}
        extra={<Link to="/xmsl/search">{t('form.toList')}</Link>}
      />
    );
  if (application.error || !application.data)
    return <RecordPending query={application} backTo="/xmsl/search" />;
  const record = application.data;
  if (!record.editable)
    return (
      <Result
        status="warning"
        title={t('form.notEditable', { status: record.status_dictText })}
        extra={<Link to={detailPath(record.id)}>{t('list.detail')}</Link>}
      />
    );

  // Submitting takes what is on the screen: the form is validated and saved first (the dialog says
  // so), then submitted; the stale 申请修改 tab closes as the detail replaces it.
  const submit = () =>
    form.validateFields().then(
      (values) => {
        modal.confirm({
          title: t('form.submit'),
          content: t('form.submitSaves', { no: record.applyNo }),
          onOk: async () => {
            try {
              const saved = await save.mutateAsync({
                body: toApplicationBody(values),
                record,
                idempotencyKey: record.id,
              });
              await step.mutateAsync({ action: 'submit', record: saved });
            } catch {
              return;
            }
            void message.success(t('form.submitted'));
            await replacePage(detailPath(record.id));
          },
        });
      },
      () => {},
    );

  return (
    <>
      <ApplicationForm
        key={record.version}
        form={form}
        record={record}
        onSaved={() => void message.success(t('form.saved'))}
        onCancel={() => navigate('/xmsl/search')}
        extra={
          can('xmsl:add:submit') ? (
            <Button onClick={submit} data-testid="apply-submit">
              {t('form.submit')}
            </Button>
          ) : null
        }
      />
      <Card className="cb-application-docs" title={t('form.documents')} extra={t('form.documentsHint')}>
        <RecordFiles
          prefix={APPLICATION_FILES_PREFIX}
          recordId={record.id}
          documentTypes={APPLICATION_DOCUMENT_TYPES}
          editable
        />
      </Card>
    </>
  );
}
