/**
 * The 培训认证 step pages: /tc/materialAudit/{Id} (材料审核: pass, or return with the reason),
 * /tc/certifiedAudit/{modify}/{Id} (认证评审: pass / fail with findings), /tc/makeDraft/{editable}/{Id}
 * (证书制作: number and dates, the draft previewed as PDF), /tc/publish/{editable}/{Id} (证书发布) and
 * /tc/report/{editable}/{Id} (认证报告: the conclusion, PDF and Excel). The step's form shows only
 * when the application is at that step (the domain's `canTrainingStep`) and the user holds its code;
 * the server checks both again.
 */
import type { Permission } from '@cb/domain';
import {
  canTrainingStep,
  type TrainingAction,
  type TrainingListView,
} from '@cb/domain/training-certification';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  message,
  Radio,
  Skeleton,
  Space,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { RecordFiles } from '../../shared/files';
import { usePermission } from '../../shared/permissions';
import { openPdf, TRAINING_FILES_PREFIX, type TrainingApplicationDetail, trainingApi } from './api';
import {
  useAuditTrainingMaterials,
  useDraftTrainingCertificate,
  usePublishTrainingCertificate,
  useReviewTrainingApplication,
  useSaveTrainingReport,
  useTrainingApplication,
} from './queries';
import { LIST_PATHS, stageTag } from './TrainingList.data';
import { applicationItems, progressItems } from './TrainingStep.data';
import { type TrainingT, trainingTexts } from './texts';

const STEP_ACTION: Record<TrainingListView, TrainingAction | null> = {
  material: 'materialPass',
  certified: 'reviewPass',
  draft: 'makeDraft',
  publish: 'publish',
  report: null,
};
const STEP_CODES: Record<TrainingListView, Permission[]> = {
  material: ['tc:material:audit'],
  certified: ['tc:certified:audit', 'tc:certified:edit'],
  draft: ['tc:draft:make'],
  publish: ['tc:publish:publish'],
  report: ['tc:report:edit'],
};

function MaterialForm({ r, t, done }: { r: TrainingApplicationDetail; t: TrainingT; done: () => void }) {
  const audit = useAuditTrainingMaterials();
  const [form] = Form.useForm<{ pass: boolean; reason?: string }>();
  const pass = Form.useWatch('pass', form);
  return (
    <Form
      form={form}
      className="cb-form-page"
      layout="vertical"
      initialValues={{ pass: true }}
      onFinish={async (v) => {
        await audit.mutateAsync({ id: r.id, version: r.version, pass: v.pass, reason: v.reason ?? '' });
        done();
      }}
    >
      <Form.Item name="pass" label={t('form.conclusion')}>
        <Radio.Group
          options={[
            { value: true, label: t('result.pass') },
            { value: false, label: t('result.return') },
          ]}
        />
      </Form.Item>
      {pass === false ? (
        <Form.Item
          name="reason"
          label={t('field.returnReason')}
          rules={[{ required: true, whitespace: true, message: '退回时请输入退回原因' }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={audit.isPending}>
        {t('step.submit')}
      </Button>
    </Form>
  );
}

function ReviewForm({ r, t, done }: { r: TrainingApplicationDetail; t: TrainingT; done: () => void }) {
  const review = useReviewTrainingApplication();
  const [form] = Form.useForm<{ pass: boolean; findings?: string }>();
  const pass = Form.useWatch('pass', form);
  return (
    <Form
      form={form}
      className="cb-form-page"
      layout="vertical"
      initialValues={{ pass: true, findings: r.findings }}
      onFinish={async (v) => {
        await review.mutateAsync({ id: r.id, version: r.version, pass: v.pass, findings: v.findings ?? '' });
        done();
      }}
    >
      <Form.Item name="pass" label={t('form.conclusion')}>
        <Radio.Group
          options={[
            { value: true, label: t('result.pass') },
            { value: false, label: t('result.fail') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="findings"
        label={t('field.findings')}
        rules={
          pass === false ? [{ required: true, whitespace: true, message: '评审不通过时请输入评审意见' }] : []
        }
      >
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={review.isPending}>
        {t('step.submit')}
      </Button>
    </Form>
  );
}

function DraftForm({ r, t, done }: { r: TrainingApplicationDetail; t: TrainingT; done: () => void }) {
  const draft = useDraftTrainingCertificate();
  const [form] = Form.useForm<{ certNo: string; issueDate: dayjs.Dayjs; validTo?: dayjs.Dayjs | null }>();
  return (
    <Form
      form={form}
      className="cb-form-page"
      layout="inline"
      style={{ rowGap: 12 }}
      initialValues={{
        certNo: r.certNo,
        issueDate: r.issueDate ? dayjs(r.issueDate) : dayjs(),
        validTo: r.validTo ? dayjs(r.validTo) : null,
      }}
      onFinish={async (v) => {
        await draft.mutateAsync({
          id: r.id,
          version: r.version,
          certNo: v.certNo.trim(),
          issueDate: v.issueDate.format('YYYY-MM-DD'),
          validTo: v.validTo ? v.validTo.format('YYYY-MM-DD') : null,
        });
        done();
      }}
    >
      <Form.Item
        name="certNo"
        label={t('field.certNo')}
        rules={[{ required: true, whitespace: true, message: '请输入证书编号' }]}
      >
        <Input maxLength={50} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="issueDate"
        label={t('field.issueDate')}
        rules={[{ required: true, message: '请选择发证日期' }]}
      >
        <DatePicker />
      </Form.Item>
      <Form.Item name="validTo" label={t('field.validTo')}>
        <DatePicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={draft.isPending}>
        {t('step.save')}
      </Button>
    </Form>
  );
}

function PublishForm({ r, t, done }: { r: TrainingApplicationDetail; t: TrainingT; done: () => void }) {
  const publish = usePublishTrainingCertificate();
  const { modal } = App.useApp();
  return (
    <Button
      type="primary"
      loading={publish.isPending}
      onClick={() =>
        void modal.confirm({
          title: t('list.publish'),
          content: t('step.publishConfirm'),
          onOk: async () => {
            await publish.mutateAsync({ id: r.id, version: r.version });
            done();
          },
        })
      }
    >
      {t('list.publish')}
    </Button>
  );
}

function ReportForm({ r, t, done }: { r: TrainingApplicationDetail; t: TrainingT; done: () => void }) {
  const save = useSaveTrainingReport();
  return (
    <Form
      className="cb-form-page"
      layout="vertical"
      initialValues={{ conclusion: r.conclusion }}
      onFinish={async (v: { conclusion?: string }) => {
        await save.mutateAsync({ id: r.id, version: r.version, conclusion: v.conclusion?.trim() ?? '' });
        done();
      }}
    >
      <Form.Item name="conclusion" label={t('field.conclusion')}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 3 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('step.save')}
      </Button>
    </Form>
  );
}

const FORMS = {
  material: MaterialForm,
  certified: ReviewForm,
  draft: DraftForm,
  publish: PublishForm,
  report: ReportForm,
};

function TrainingStep({ step }: { step: TrainingListView }) {
  const { t } = trainingTexts.useTranslation();
  const params = useParams();
  const id = params.Id ?? '';
  const editable = step === 'material' || (params.editable ?? params.modify) === '1';
  const can = usePermission();
  const navigate = useNavigate();
  const record = useTrainingApplication(id);
  const [toast, holder] = message.useMessage();
  const [busy, setBusy] = useState(false);

  if (record.error)
    return (
      <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={LIST_PATHS[step]} />
    );
  if (!record.data) return <Skeleton active />;
  const r = record.data;
  const action = STEP_ACTION[step];
  const atStep = action === null || canTrainingStep(r.stage, action);
  const allowed = STEP_CODES[step].some((code) => can(code));
  const StepForm = FORMS[step];
  const done = () => void toast.success(t('step.done'));
  const pdf = async (load: () => Promise<Blob>) => {
    setBusy(true);
    try {
      openPdf(await load());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cb-page cb-detail-page">
      {holder}
      <Card
        title={
          <Space>
            {`${t(`step.${step}`)} - ${r.applicantName}`}
            {stageTag(r.stage)}
          </Space>
        }
        extra={
          <Space>
            {r.certNo && step !== 'material' && step !== 'certified' ? (
              <Button loading={busy} onClick={() => void pdf(() => trainingApi.certificatePdf(r.id))}>
                {t('step.preview')}
              </Button>
            ) : null}
            {step === 'report' ? (
              <>
                <Button loading={busy} onClick={() => void pdf(() => trainingApi.reportPdf(r.id))}>
                  {t('step.exportPdf')}
                </Button>
                <Button
                  onClick={() => void trainingApi.reportXls(r.id, `培训认证报告-${r.applicantName}.xlsx`)}
                >
                  {t('step.exportXls')}
                </Button>
              </>
            ) : null}
            <Button onClick={() => navigate(LIST_PATHS[step])}>{t('step.back')}</Button>
          </Space>
        }
      >
        <Descriptions
          title={t('section.application')}
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={applicationItems(t, r)}
        />
        <Card size="small" title={t('field.materials')} style={{ marginTop: 16 }}>
          <RecordFiles
            prefix={TRAINING_FILES_PREFIX}
            recordId={r.id}
            documentTypes={['attachment', 'diploma']}
            editable={can('tc:application:edit') && canTrainingStep(r.stage, 'edit')}
          />
        </Card>
        <Descriptions
          style={{ marginTop: 16 }}
          title={t('section.progress')}
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={progressItems(t, r)}
        />
        {editable && allowed ? (
          <Card
            size="small"
            title={t(`step.${step}`)}
            style={{ marginTop: 16 }}
            data-testid="training-step-form"
          >
            {atStep ? (
              <StepForm key={r.version} r={r} t={t} done={done} />
            ) : (
              <Alert type="info" showIcon title={t('step.notYours')} />
            )}
          </Card>
        ) : null}
      </Card>
    </div>
  );
}

export const MaterialAuditPage = () => <TrainingStep step="material" />;
export const CertifiedAuditPage = () => <TrainingStep step="certified" />;
export const MakeDraftPage = () => <TrainingStep step="draft" />;
export const PublishPage = () => <TrainingStep step="publish" />;
export const ReportPage = () => <TrainingStep step="report" />;
