import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { isClientUser } from '@cb/domain';
import { isReportEditable, REPORT_REVIEW } from '@cb/domain/test-reports';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Skeleton,
  Space,
  Typography,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailPage, FormPage } from '../../shared/detail';
import { useReplacePage } from '../../shared/navigation/replacePage';
import { usePermission } from '../../shared/permissions';
import { useSession } from '../../shared/stores/session';
import { type ReportDetail, type ReportSaved, reportsApi } from './api';
import {
  useAcceptReport,
  useReport,
  useReportEnterprises,
  useReportLinks,
  useReturnReport,
  useSaveReport,
} from './queries';
import {
  detailItems,
  initialValues,
  type ReportFileValue,
  type ReportFormValues,
  toBody,
  validCnas,
} from './ReportEdit.data';
import { detailPath, editPath, LIST_PATH } from './ReportList.data';
import { type ReportT, reportTexts } from './texts';

const REPORT_FILE = /\.(pdf|png|jpe?g)$/i;

/** The report's file: picked, sent at once, held in the form as its id and name. */
function ReportFileInput({
  value,
  onChange,
  t,
}: {
  value?: ReportFileValue | null;
  onChange?: (v: ReportFileValue | null) => void;
  t: ReportT;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space direction="vertical" size={4}>
      <Upload
        accept=".pdf,.png,.jpg,.jpeg"
        showUploadList={false}
        beforeUpload={(file) => {
          if (!REPORT_FILE.test(file.name)) {
            void message.error(t('form.fileType'));
            return Upload.LIST_IGNORE;
          }
          setBusy(true);
          reportsApi
            .uploadFile(file)
            .then((saved) => onChange?.({ fileId: saved.fileId, fileName: saved.fileName }))
            .catch(() => {})
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="report-file">
          {busy ? t('form.uploading') : t('form.chooseFile')}
        </Button>
      </Upload>
      {value ? <span data-testid="report-file-name">{value.fileName}</span> : null}
      <Typography.Text type="secondary">{t('form.fileHint')}</Typography.Text>
    </Space>
  );
}

/** 企业: searched by name (staff); an enterprise user's own is taken by the server. */
// The Form.Item's other props (id, aria-invalid, aria-describedby…) go on to the Select, so its
// label names it.
function EnterpriseSelect({
  value,
  onChange,
  initialName,
  t,
  ...rest
}: {
  value?: string;
  onChange?: (v: string) => void;
  initialName?: string;
  t: ReportT;
  id?: string;
}) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useReportEnterprises(keyword, true).data ?? [];
  const options =
    value && initialName && !found.some((o) => o.id === value)
      ? [{ id: value, name: initialName }, ...found]
      : found;
  return (
    <Select<string>
      {...rest}
      value={value}
      onChange={onChange}
      placeholder={t('form.enterpriseSearch')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      data-testid="report-enterprise"
    />
  );
}

function ReportForm({
  record,
  onSaved,
  onCancel,
}: {
  record: ReportDetail | null;
  onSaved: (id: string) => void;
  onCancel: () => void;
}) {
  const { t } = reportTexts.useTranslation();
  const [form] = Form.useForm<ReportFormValues>();
  const save = useSaveReport();
  const { message } = App.useApp();
  const idempotencyKey = useRef(crypto.randomUUID());
  const client = useSession((s) => isClientUser(s.roles));
  const enterpriseId = Form.useWatch('enterpriseId', form) ?? record?.enterpriseId;
  const links = useReportLinks(client ? undefined : enterpriseId, client || Boolean(enterpriseId)).data;
  const optionsOf = (items: { id: string; label: string }[] | undefined) =>
    (items ?? []).map((o) => ({ value: o.id, label: o.label }));
  const title = !record
    ? t('form.addTitle')
    : record.reviewStatus === REPORT_REVIEW.returned
      ? `${t('form.resubmitTitle')} - ${record.reportNo}`
      : `${t('form.editTitle')} - ${record.reportNo}`;
  return (
    <FormPage<ReportFormValues>
      form={form}
      title={title}
      initialValues={initialValues(record)}
      onCancel={onCancel}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({
          body: toBody(values),
          record,
          idempotencyKey: idempotencyKey.current,
        });
        idempotencyKey.current = crypto.randomUUID();
        void message.success(t('form.saved'));
        return saved;
      }}
      onSaved={(saved) => onSaved((saved as ReportSaved).id)}
    >
      {record?.returnReason ? (
        <Alert
          type="warning"
          showIcon
          title={t('review_.returnedAlert')}
          description={record.returnReason}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {client ? null : (
        <Form.Item
          name="enterpriseId"
          label={t('field.enterprise')}
          rules={[{ required: true, message: t('form.enterpriseRequired') }]}
        >
          <EnterpriseSelect t={t} initialName={record?.enterpriseName} />
        </Form.Item>
      )}
      <Form.Item
        name="laboratoryName"
        label={t('field.laboratoryName')}
        rules={[{ required: true, whitespace: true, message: t('form.laboratoryRequired') }]}
      >
        <Input maxLength={100} data-testid="report-laboratory" />
      </Form.Item>
      <Form.Item
        name="cnasNo"
        label={t('field.cnasNo')}
        rules={[
          { required: true, whitespace: true, message: t('form.cnasRequired') },
          {
            validator: (_r, v: string | undefined) =>
              !v?.trim() || validCnas(v)
                ? Promise.resolve()
                : Promise.reject(new Error(t('form.cnasFormat'))),
          },
        ]}
      >
        <Input maxLength={20} placeholder="CNAS L1234" data-testid="report-cnas" />
      </Form.Item>
      <Form.Item
        name="reportNo"
        label={t('field.reportNo')}
        rules={[{ required: true, whitespace: true, message: t('form.reportNoRequired') }]}
      >
        <Input maxLength={50} data-testid="report-number" />
      </Form.Item>
      <Form.Item
        name="productName"
        label={t('field.productName')}
        rules={[{ required: true, whitespace: true, message: t('form.productRequired') }]}
      >
        <Input maxLength={100} data-testid="report-product" />
      </Form.Item>
      <Form.Item name="productModel" label={t('field.productModel')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="samplingDate"
        label={t('field.samplingDate')}
        rules={[{ required: true, message: t('form.samplingRequired') }]}
      >
        <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="report-sampling" />
      </Form.Item>
      <Form.Item
        name="issueDate"
        label={t('field.issueDate')}
        dependencies={['samplingDate']}
        rules={[
          { required: true, message: t('form.issueRequired') },
          ({ getFieldValue }) => ({
            validator: (_r, v: dayjs.Dayjs | undefined) => {
              const sampling = getFieldValue('samplingDate') as dayjs.Dayjs | undefined;
              return v && sampling?.isAfter(v, 'day')
                ? Promise.reject(new Error(t('form.samplingAfterIssue')))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="report-issue" />
      </Form.Item>
      <Form.Item
        name="conclusion"
        label={t('field.conclusion')}
        rules={[{ required: true, message: t('form.conclusionRequired') }]}
      >
        <Radio.Group
          options={[
            { value: 1, label: t('conclusion.1') },
            { value: 2, label: t('conclusion.2') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="file"
        label={t('field.file')}
        rules={[{ required: true, message: t('form.fileRequired') }]}
      >
        <ReportFileInput t={t} />
      </Form.Item>
      <Form.Item name="contractItemId" label={t('field.contractItem')}>
        <Select allowClear options={optionsOf(links?.contractItems)} />
      </Form.Item>
      <Form.Item name="certificateId" label={t('field.certificate')}>
        <Select allowClear options={optionsOf(links?.certificates)} />
      </Form.Item>
      <Form.Item name="projectId" label={t('field.project')}>
        <Select allowClear options={optionsOf(links?.projects)} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormPage>
  );
}

/** 退回: the reason is required. */
function ReturnDialog({
  record,
  open,
  onClose,
}: {
  record: ReportDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = reportTexts.useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const returnReport = useReturnReport();
  return (
    <Modal
      open={open}
      title={t('review_.returnTitle')}
      onCancel={onClose}
      confirmLoading={returnReport.isPending}
      destroyOnHidden
      onOk={async () => {
        // A missing reason shows under the field, a refusal in the notification: the dialog stays.
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        const done = await returnReport
          .mutateAsync({ id: record.id, version: record.version, reason: values.reason.trim() })
          .then(() => true)
          .catch(() => false);
        if (!done) return;
        void message.success(t('review_.returned'));
        onClose();
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('review_.reasonLabel')}
          rules={[{ required: true, whitespace: true, message: t('review_.reasonRequired') }]}
        >
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3 }} data-testid="return-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The read-only view (`{edit}` = 0), with the review (staff) and the resubmission (uploader). */
function ReportView({ record }: { record: ReportDetail }) {
  const { t } = reportTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const accept = useAcceptReport();
  const [returning, setReturning] = useState(false);
  const pending = record.reviewStatus === REPORT_REVIEW.pending;
  return (
    <>
      <DetailPage
        title={`${t('form.viewTitle')} - ${record.reportNo}`}
        extra={
          <Space wrap>
            <Button onClick={() => navigate(LIST_PATH)}>{t('review_.back')}</Button>
            {can('jcbg:report:download') && record.fileName ? (
              <Button onClick={() => void reportsApi.download(record.id, record.fileName)}>
                {t('list.download')}
              </Button>
            ) : null}
            {can('jcbg:report:upload') && isReportEditable(record.reviewStatus) ? (
              <Button onClick={() => navigate(editPath(record.id))} data-testid="report-edit">
                {record.reviewStatus === REPORT_REVIEW.returned ? t('review_.resubmit') : t('review_.edit')}
              </Button>
            ) : null}
            {can('jcbg:report:review') && pending ? (
              <>
                <Button danger onClick={() => setReturning(true)} data-testid="report-return">
                  {t('review_.return')}
                </Button>
                <Button
                  type="primary"
                  data-testid="report-accept"
                  onClick={() =>
                    modal.confirm({
                      title: t('review_.acceptConfirm'),
                      content: t('review_.acceptContent'),
                      onOk: () =>
                        accept
                          .mutateAsync({ id: record.id, version: record.version })
                          .then(() => message.success(t('review_.accepted')))
                          // A refusal (409 …) is shown by the notification.
                          .catch(() => {}),
                    })
                  }
                >
                  {t('review_.accept')}
                </Button>
              </>
            ) : null}
          </Space>
        }
        tabs={[
          {
            key: 'basic',
            label: t('tab.basic'),
            children: (
              <>
                {record.reviewStatus === REPORT_REVIEW.returned ? (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('review_.returnedAlert')}
                    description={record.returnReason}
                    style={{ marginBottom: 16 }}
                    data-testid="report-returned"
                  />
                ) : null}
                <Descriptions
                  bordered
                  size="small"
                  column={{ xs: 1, md: 2, xl: 3 }}
                  items={detailItems(t, record)}
                />
              </>
            ),
          },
        ]}
      />
      <ReturnDialog record={record} open={returning} onClose={() => setReturning(false)} />
    </>
  );
}

/**
 * jcbg/ReportEdit: `/jcbg/report/add` (upload), `/jcbg/report/edit/{id}/1` (edit, resubmit) and
 * `/jcbg/report/edit/{id}/0` (view, review).
 */
export default function ReportEditPage() {
  const { id, edit } = useParams();
  const navigate = useNavigate();
  const replacePage = useReplacePage();
  const record = useReport(id);

  if (!id)
    return (
      <ReportForm
        record={null}
        onSaved={(saved) => void replacePage(detailPath(saved))}
        onCancel={() => navigate(LIST_PATH)}
      />
    );
  if (record.error)
    return <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={LIST_PATH} />;
  if (!record.data) return <Skeleton active />;
  if (edit === '1' && isReportEditable(record.data.reviewStatus))
    return (
      <ReportForm
        key={record.data.version}
        record={record.data}
        onSaved={(saved) => navigate(detailPath(saved), { replace: true })}
        onCancel={() => navigate(detailPath(id))}
      />
    );
  return <ReportView record={record.data} />;
}
