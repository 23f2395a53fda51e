import { APPLICATION_DOCUMENT_TYPES, APPLICATION_FILES_PREFIX } from '@cb/domain';
import { App, Button, Card, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { RecordFiles } from '../../shared/files';
import { usePermission } from '../../shared/permissions';
import { ApplicationForm } from './ApplicationForm';
import { detailPath } from './ApplicationList.data';
import { useApplication, useApplicationStep } from './queries';
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
  if (application.error)
    return <ErrorBlock error={application.error} onRetry={() => void application.refetch()} />;
  const record = application.data;
  if (!record) return <Skeleton active />;
  if (!record.editable)
    return (
      <Result
        status="warning"
        title={t('form.notEditable', { status: record.status_dictText })}
        extra={<Link to={detailPath(record.id)}>{t('list.detail')}</Link>}
      />
    );

  const submit = () =>
    modal.confirm({
      title: t('form.submit'),
      content: record.applyNo,
      onOk: () =>
        step.mutateAsync({ action: 'submit', record }).then(
          () => {
            void message.success(t('form.submitted'));
            navigate(detailPath(record.id), { replace: true });
          },
          () => {},
        ),
    });

  return (
    <>
      <ApplicationForm
        key={record.version}
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
