import './decisions.css';
import { CERTIFICATE_TYPES, optionsOf, printedSites } from '@cb/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Result,
  Select,
  Skeleton,
  Space,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { currentLocale } from '../../shared/i18n';
import { decisionsApi, type IssueDraft, type IssueResult } from './api';
import { useIssueCertificate } from './queries';
import { decisionTexts } from './texts';

type Values = Omit<IssueDraft, 'issueDate'> & { issueDate: Dayjs; remark?: string };

function IssueForm({ draft }: { draft: IssueDraft }) {
  const { t } = decisionTexts.useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const issue = useIssueCertificate();
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState<IssueResult | null>(null);
  const today = dayjs().format('YYYY-MM-DD');
  const submit = async () => {
    const v = await form.validateFields();
    modal.confirm({
      title: t('issue.confirmTitle'),
      content: t('issue.confirmContent'),
      onOk: () =>
        issue
          .mutateAsync({
            taskId: draft.taskId,
            version: draft.version,
            certificateType: v.certificateType as 'A',
            standardCode: v.standardCode,
            standardName: v.standardName,
            standardVersion: v.standardVersion ?? '',
            scopeZh: v.scopeZh,
            scopeEn: v.scopeEn ?? '',
            enterpriseName: v.enterpriseName,
            enterpriseNameEn: v.enterpriseNameEn ?? '',
            enterpriseAddress: v.enterpriseAddress,
            enterpriseAddressEn: v.enterpriseAddressEn ?? '',
            marks: v.marks ?? '',
            issueDate: v.issueDate.format('YYYY-MM-DD'),
            remark: v.remark ?? '',
          })
          .then(setDone),
    });
  };
  if (done)
    return (
      <Result
        status="success"
        title={t('issue.doneTitle', { certNo: done.certNo })}
        subTitle={t('issue.doneSubTitle', { date: done.expiryDate })}
        extra={[
          <Button key="detail" type="primary" onClick={() => navigate(`/zsfx/detail/${done.id}`)}>
            {t('issue.viewCertificate')}
          </Button>,
          <Button key="list" onClick={() => navigate('/zsfx/add')}>
            {t('issue.backToList')}
          </Button>,
        ]}
      />
    );
  const need = (label: string) => [{ required: true, whitespace: true, message: t('issue.fill', { label }) }];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...draft, issueDate: dayjs(draft.issueDate) }}
      className="cb-issue-form"
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('issue.auditType')}>{draft.auditTypeName}</Descriptions.Item>
        <Descriptions.Item label={t('issue.decisionDate')}>{draft.decisionDate ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('issue.certNoPreview')}>{draft.certNoPreview}</Descriptions.Item>
        <Descriptions.Item label={t('issue.expiryDate')}>{draft.expiryDate}</Descriptions.Item>
        <Descriptions.Item label={t('issue.accreditationNo')}>
          {draft.accreditationNo || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('issue.sites')} span={2}>
          {printedSites(draft.sites, 'zh') || '—'}
        </Descriptions.Item>
        {draft.replaces ? (
          <Descriptions.Item label={t('issue.replaces')}>
            {t('issue.replacesValue', { certNo: draft.replaces.certNo, date: draft.replaces.expiryDate })}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <div className="cb-issue-grid">
        <Form.Item
          name="certificateType"
          label={t('issue.certificateType')}
          rules={[{ required: true, message: t('issue.certificateTypeRequired') }]}
        >
          <Select options={optionsOf(CERTIFICATE_TYPES, currentLocale())} />
        </Form.Item>
        <Form.Item name="standardCode" label={t('issue.standardCode')} rules={need(t('issue.standardCode'))}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="standardName" label={t('issue.standardName')} rules={need(t('issue.standardName'))}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="standardVersion"
          label={t('issue.standardVersion')}
          extra={t('issue.standardVersionHint')}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="enterpriseName"
          label={t('issue.enterpriseName')}
          rules={need(t('issue.enterpriseName'))}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="enterpriseNameEn" label={t('issue.enterpriseNameEn')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item
          name="enterpriseAddress"
          label={t('issue.enterpriseAddress')}
          rules={need(t('issue.enterpriseAddress'))}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="enterpriseAddressEn" label={t('issue.enterpriseAddressEn')}>
          <Input maxLength={400} />
        </Form.Item>
        <Form.Item name="marks" label={t('issue.marks')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="issueDate"
          label={t('issue.issueDate')}
          rules={[{ required: true, message: t('issue.issueDateRequired') }]}
          extra={t('issue.issueDateHint')}
        >
          <DatePicker
            disabledDate={(d) =>
              d.format('YYYY-MM-DD') > today ||
              (draft.decisionDate ? d.format('YYYY-MM-DD') < draft.decisionDate : false)
            }
          />
        </Form.Item>
      </div>
      <Form.Item name="scopeZh" label={t('issue.scopeZh')} rules={need(t('issue.scopeZh'))}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="scopeEn" label={t('issue.scopeEn')}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="remark" label={t('issue.remark')}>
        <Input maxLength={500} />
      </Form.Item>
      <Space>
        <Button type="primary" loading={issue.isPending} onClick={submit} data-testid="issue-submit">
          {t('issue.submit')}
        </Button>
        <Button onClick={() => navigate('/zsfx/add')}>{t('issue.back')}</Button>
      </Space>
    </Form>
  );
}

/** 证书录入 (zsfx/CertAdd, `/zsfx/add/{id}`): issue the certificate of a passed decision. */
export default function CertAddPage() {
  const { t } = decisionTexts.useTranslation();
  const { id = '' } = useParams();
  const draft = useQuery({
    queryKey: ['zsfx', 'issue', 'draft', id],
    queryFn: () => decisionsApi.issueDraft(id),
  });
  return (
    <div className="cb-page">
      <Card size="small" title={t('issue.title')}>
        {draft.error ? (
          <ErrorBlock error={draft.error} onRetry={() => draft.refetch()} backTo="/zsfx/add" />
        ) : !draft.data ? (
          <Skeleton active />
        ) : (
          <>
            <Alert type="info" showIcon title={t('issue.sourceHint')} style={{ marginBottom: 12 }} />
            <IssueForm draft={draft.data} />
          </>
        )}
      </Card>
    </div>
  );
}
