import { Alert, Form, Input, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { FormPage } from '../../shared/detail';
import { type CertificateMailInput, mailApi } from './api';
import { useMail } from './queries';
import { mailTexts } from './texts';

type Values = CertificateMailInput;

/**
 * 邮寄登记 / 邮寄修改 (/yjgl/mailAdd, /yjgl/mailUpdate/{id}, and from 证书查询 /zsfx/mailAdd,
 * /zsfx/mailUpdate/{id}) and 邮寄申请 (/yjgl/mailApply, /yjgl/mailUpdateApply/{id}): the certificate,
 * then the recipient and the address, filled from the certificate's holder.
 */
export default function MailEditPage() {
  const { t } = mailTexts.useTranslation();
  const { id } = useParams();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const apply = /Apply/.test(pathname);
  const mail = useMail(id);
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const listPath = apply ? '/yjgl/apply' : pathname.startsWith('/zsfx') ? '/zsfx/search' : '/yjgl/mail';
  const back = () => navigate(listPath);

  const search = async (certNo: string) => {
    if (certNo.trim().length < 2) return;
    const page = await mailApi.certificates(certNo.trim());
    setOptions(page.records.map((c) => ({ value: c.id, label: `${c.certNo} ${c.enterpriseName}` })));
  };
  const pick = async (certificateId: string) => {
    const d = await mailApi.defaults(certificateId);
    form.setFieldsValue({
      address: form.getFieldValue('address') || d.address,
      recipient: form.getFieldValue('recipient'),
    });
  };

  // From 证书查询's 邮寄登记: the certificate is given.
  const given = params.get('certificateId');
  useEffect(() => {
    if (id || !given) return;
    void mailApi.defaults(given).then((d) => {
      setOptions([{ value: d.certificateId, label: `${d.certNo} ${d.enterpriseName}` }]);
      form.setFieldsValue({ certificateId: d.certificateId, address: d.address });
    });
  }, [id, given, form]);

  if (id && mail.error)
    return <ErrorBlock error={mail.error} onRetry={() => void mail.refetch()} backTo={listPath} />;
  if (id && !mail.data) return <Skeleton active />;
  const record = mail.data;
  const title = id
    ? apply
      ? t('applyEditTitle')
      : t('editTitle')
    : apply
      ? t('applyAddTitle')
      : t('addTitle');

  return (
    <div className="cb-page">
      <FormPage<Values>
        form={form}
        title={record ? `${title} ${record.certNo}` : title}
        initialValues={record ? { ...record, certificateId: record.certificateId } : {}}
        onSubmit={(v) =>
          record
            ? mailApi.edit({
                id: record.id,
                version: record.version,
                recipient: v.recipient,
                phone: v.phone,
                address: v.address,
                remark: v.remark ?? '',
              })
            : mailApi.add(v, apply)
        }
        onSaved={back}
        onCancel={back}
      >
        {record?.rejectReason ? (
          <Alert
            type="warning"
            showIcon
            message={`${t('rejectReason')}：${record.rejectReason}`}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form.Item
          name="certificateId"
          label={t('certificate')}
          rules={[{ required: true, message: t('choose', { field: t('certificate') }) }]}
        >
          {record ? (
            <Select
              disabled
              options={[{ value: record.certificateId, label: `${record.certNo} ${record.enterpriseName}` }]}
            />
          ) : (
            <Select
              showSearch
              filterOption={false}
              placeholder={t('certificatePlaceholder')}
              onSearch={(v) => void search(v)}
              onChange={(v: string) => void pick(v)}
              options={options}
            />
          )}
        </Form.Item>
        <Form.Item
          name="recipient"
          label={t('recipient')}
          rules={[{ required: true, whitespace: true, message: t('required', { field: t('recipient') }) }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('phone')}
          rules={[
            { required: true, message: t('required', { field: t('phone') }) },
            { pattern: /^[0-9+\-() ]{7,20}$/, message: t('phoneInvalid') },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('address')}
          rules={[{ required: true, whitespace: true, message: t('required', { field: t('address') }) }]}
        >
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </FormPage>
    </div>
  );
}
