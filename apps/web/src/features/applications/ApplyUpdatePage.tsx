import { App, Button, Card, Form, Result, Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RecordFiles } from '../../shared/files';
import { isApiError } from '../../shared/http';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { usePermission } from '../../shared/permissions';
import { ApplicationForm, type FormValues, toInput } from './ApplicationForm';
import { APPLICATION_FILES_PREFIX, type ApplicationDetail, applicationsApi } from './api';
import { applicationTexts } from './texts';
import './applications.css';
import { RecordUnavailable } from '../../shared/components/RecordUnavailable';

export const APPLICATION_DOCUMENT_TYPES = ['xmsl001', 'business_license', 'attachment'] as const;

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
  const [form] = Form.useForm<FormValues>();
  const [params] = useSearchParams();
  const id = params.get('id');
  const [record, setRecord] = useState<ApplicationDetail | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  const load = useCallback(() => {
    if (!id) return;
    applicationsApi.get(id).then(setRecord, (e: unknown) => setFailed(isApiError(e) ? e.code : 500));
  }, [id]);
  useEffect(load, [load]);

  if (!id)
    return (
      <Result
        status="info"
        title={t('form.chooseFromList')}
        extra={<Link to="/xmsl/search">{t('form.toList')}</Link>}
      />
    );
  if (failed) return <RecordUnavailable code={failed} backTo="/xmsl/search" />;
  if (!record) return <Skeleton active />;
  if (!record.editable)
    return (
      <Result
        status="warning"
        title={t('form.notEditable', { status: record.status_dictText })}
        extra={<Link to={`/xmsl/detail/${record.id}/0`}>{t('list.detail')}</Link>}
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
              const saved = await applicationsApi.edit({
                ...toInput(values),
                id: record.id,
                version: record.version,
              });
              setRecord(saved);
              await applicationsApi.submit(saved.id, saved.version);
            } catch {
              return;
            }
            void message.success(t('form.submitted'));
            await replacePage(`/xmsl/detail/${record.id}/0`);
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
        onSaved={(saved) => {
          void message.success(t('form.saved'));
          setRecord(saved);
        }}
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
