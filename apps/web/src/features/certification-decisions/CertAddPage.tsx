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

type Values = Omit<IssueDraft, 'issueDate'> & { issueDate: Dayjs; remark?: string };

function IssueForm({ draft }: { draft: IssueDraft }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const issue = useIssueCertificate();
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState<IssueResult | null>(null);
  const today = dayjs().format('YYYY-MM-DD');
  const submit = async () => {
    const v = await form.validateFields();
    modal.confirm({
      title: '确认发放证书？',
      content: '证书编号按本机构的证书编号规则生成，发放后证书即在公开查询中可查。',
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
        title={`证书已发放：${done.certNo}`}
        subTitle={`有效期至 ${done.expiryDate}`}
        extra={[
          <Button key="detail" type="primary" onClick={() => navigate(`/zsfx/detail/${done.id}`)}>
            查看证书
          </Button>,
          <Button key="list" onClick={() => navigate('/zsfx/add')}>
            返回证书发放
          </Button>,
        ]}
      />
    );
  const need = (label: string) => [{ required: true, whitespace: true, message: `请填写${label}` }];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...draft, issueDate: dayjs(draft.issueDate) }}
      className="cb-issue-form"
    >
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="审核类型">{draft.auditTypeName}</Descriptions.Item>
        <Descriptions.Item label="认证决定日期">{draft.decisionDate ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="证书编号（预览）">{draft.certNoPreview}</Descriptions.Item>
        <Descriptions.Item label="有效期至">{draft.expiryDate}</Descriptions.Item>
        <Descriptions.Item label="认可证书号">{draft.accreditationNo || '—'}</Descriptions.Item>
        <Descriptions.Item label="覆盖场所" span={2}>
          {printedSites(draft.sites, 'zh') || '—'}
        </Descriptions.Item>
        {draft.replaces ? (
          <Descriptions.Item label="换发原证书">
            {draft.replaces.certNo}（有效期至 {draft.replaces.expiryDate}）
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <div className="cb-issue-grid">
        <Form.Item
          name="certificateType"
          label="证书类型"
          rules={[{ required: true, message: '请选择证书类型' }]}
        >
          <Select options={optionsOf(CERTIFICATE_TYPES, currentLocale())} />
        </Form.Item>
        <Form.Item name="standardCode" label="标准代码" rules={need('标准代码')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="standardName" label="认证标准" rules={need('认证标准')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="standardVersion" label="标准版本" extra="取自认证标准目录，发证时为空则按目录填写">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="enterpriseName" label="企业名称" rules={need('企业名称')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="enterpriseNameEn" label="英文名称">
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="enterpriseAddress" label="企业地址" rules={need('企业地址')}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="enterpriseAddressEn" label="英文地址">
          <Input maxLength={400} />
        </Form.Item>
        <Form.Item name="marks" label="认可标志">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="issueDate"
          label="发证日期"
          rules={[{ required: true, message: '请选择发证日期' }]}
          extra="不早于认证决定日期，不晚于今天"
        >
          <DatePicker
            disabledDate={(d) =>
              d.format('YYYY-MM-DD') > today ||
              (draft.decisionDate ? d.format('YYYY-MM-DD') < draft.decisionDate : false)
            }
          />
        </Form.Item>
      </div>
      <Form.Item name="scopeZh" label="认证范围" rules={need('认证范围')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="scopeEn" label="英文认证范围">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input maxLength={500} />
      </Form.Item>
      <Space>
        <Button type="primary" loading={issue.isPending} onClick={submit} data-testid="issue-submit">
          发放证书
        </Button>
        <Button onClick={() => navigate('/zsfx/add')}>返回</Button>
      </Space>
    </Form>
  );
}

/** 证书录入 (zsfx/CertAdd, `/zsfx/add/{id}`): issue the certificate of a passed decision. */
export default function CertAddPage() {
  const { id = '' } = useParams();
  const draft = useQuery({
    queryKey: ['zsfx', 'issue', 'draft', id],
    queryFn: () => decisionsApi.issueDraft(id),
  });
  return (
    <div className="cb-page">
      <Card size="small" title="证书录入">
        {draft.error ? (
          <ErrorBlock error={draft.error} onRetry={() => draft.refetch()} backTo="/zsfx/add" />
        ) : !draft.data ? (
          <Skeleton active />
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              title="内容取自合同项目和企业信息，可在发证前核对修改。"
              style={{ marginBottom: 12 }}
            />
            <IssueForm draft={draft.data} />
          </>
        )}
      </Card>
    </div>
  );
}
