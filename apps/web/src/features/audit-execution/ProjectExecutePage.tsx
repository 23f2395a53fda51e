import { AUDIT_METHODS, optionsOf, PLAN_STATUSES, SPECIAL_APPROVAL_KINDS } from '@cb/domain';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Select,
  Skeleton,
  Space,
  Tabs,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorBlock } from '../../shared/components/ErrorBlock';
import { DetailDescriptions, DetailTable } from '../../shared/detail';
import { codeLabel } from '../../shared/format/codeTables';
import { currentLocale } from '../../shared/i18n';
import { usePermission } from '../../shared/permissions';
import { openPdf } from '../audit-programmes/api';
import { type ExecutionDetail, executionApi } from './api';
import {
  ApprovalsTable,
  CheckInPanel,
  FilesPanel,
  MeetingsPanel,
  NcPanel,
  Stage1Panel,
} from './ExecutionParts';
import { archivePath, executePath, PROJECT_LIST_PATH, projectItems } from './ProjectList.data';
import {
  useAbortProject,
  useApplyApproval,
  useExecutionProject,
  useFinishAudit,
  useSupplementary,
} from './queries';
import { type ExecutionT, executionTexts } from './texts';
import './audit-execution.css';

type Dialog = 'finish' | 'abort' | 'supplementary' | 'apply' | null;

/** Tabs of the team's and the office's records, which the audited enterprise does not get. */
export const CLIENT_HIDDEN_TABS: ReadonlySet<string> = new Set(['checkIn', 'meetings', 'approvals']);

function ActionDialog({
  kind,
  t,
  d,
  onClose,
}: {
  kind: Exclude<Dialog, null>;
  t: ExecutionT;
  d: ExecutionDetail;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const finish = useFinishAudit();
  const abort = useAbortProject();
  const supplementary = useSupplementary();
  const apply = useApplyApproval();
  const [form] = Form.useForm();
  const pending = finish.isPending || abort.isPending || supplementary.isPending || apply.isPending;
  const done = () => {
    void message.success(t('exec.saved'));
    onClose();
  };
  const submit = (v: Record<string, unknown>) => {
    const reason = String(v.reason ?? '');
    if (kind === 'finish')
      return finish
        .mutateAsync({
          projectId: d.id,
          version: d.version,
          lastOnsiteDay: (v.lastOnsiteDay as dayjs.Dayjs).format('YYYY-MM-DD'),
        })
        .then(done, () => undefined);
    if (kind === 'abort')
      return abort.mutateAsync({ projectId: d.id, version: d.version, reason }).then(done, () => undefined);
    if (kind === 'supplementary')
      return supplementary.mutateAsync({ projectId: d.id, version: d.version, reason }).then(
        (r) => {
          done();
          navigate(executePath(r.id));
        },
        () => undefined,
      );
    return apply.mutateAsync({ projectId: d.id, kind: Number(v.kind), reason }).then(done, () => undefined);
  };
  const titles = {
    finish: t('exec.actions.finish'),
    abort: t('exec.actions.abort'),
    supplementary: t('exec.actions.supplementary'),
    apply: t('exec.actions.apply'),
  };
  const reasonLabel = {
    finish: '',
    abort: t('exec.actions.abortReason'),
    supplementary: t('exec.actions.supplementaryReason'),
    apply: t('exec.approval.reason'),
  };
  return (
    <Modal
      open
      title={titles[kind]}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={pending}
      okButtonProps={{ danger: kind === 'abort', 'data-testid': 'action-ok' }}
    >
      {kind === 'abort' ? <Alert type="warning" showIcon message={t('exec.actions.abortConfirm')} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ lastOnsiteDay: dayjs(), kind: 1 }}
        onFinish={submit}
      >
        {kind === 'finish' ? (
          <Form.Item name="lastOnsiteDay" label={t('exec.actions.lastDay')} rules={[{ required: true }]}>
            <DatePicker allowClear={false} />
          </Form.Item>
        ) : null}
        {kind === 'apply' ? (
          <Form.Item name="kind" label={t('exec.approval.kind')} rules={[{ required: true }]}>
            <Select options={optionsOf(SPECIAL_APPROVAL_KINDS, currentLocale())} />
          </Form.Item>
        ) : null}
        {kind !== 'finish' ? (
          <Form.Item
            name="reason"
            label={reasonLabel[kind]}
            rules={[
              { required: true, whitespace: true, message: t('rule.fill', { label: reasonLabel[kind] }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={kind === 'apply' ? 1000 : 500} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}

/**
 * 审核执行 (shxm/ProjectExecute, `/shxm/project/execute/{projectId}`): the team leader's check-in,
 * stage-1 report and conclusion, meetings, nonconformities and on-site file; the enterprise answers
 * its NCs here; the office aborts, arranges a supplementary audit or applies for a special approval.
 */
export default function ProjectExecutePage() {
  const { t } = executionTexts.useTranslation();
  const can = usePermission();
  const navigate = useNavigate();
  const { projectId = '' } = useParams();
  const record = useExecutionProject(projectId);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (record.error)
    return (
      <ErrorBlock error={record.error} onRetry={() => void record.refetch()} backTo={PROJECT_LIST_PATH} />
    );
  const d = record.data;
  if (!d) return <Skeleton active />;
  const basics = projectItems(t, d);

  const execute = can('shxm:project:execute');
  const lead = execute && (d.myPart === 'leader' || d.myPart === 'office');
  const may = Object.fromEntries(
    Object.entries(d.myRights).map(([k, v]) => [k, execute && v]),
  ) as ExecutionDetail['myRights'];
  const refresh = () => void record.refetch();
  const props = { t, d, lead, may, refresh };
  const inAudit = d.status === 0;
  const aborted = d.statusKey === 'aborted';
  // The audited enterprise: its NCs, the issued files and stage 1's outcome, not the team's records.
  const client = d.myPart === 'enterprise';

  const items = [
    { key: 'checkIn', label: t('exec.tabs.checkIn'), children: <CheckInPanel {...props} /> },
    ...(d.stage === 1
      ? [{ key: 'stage1', label: t('exec.tabs.stage1'), children: <Stage1Panel {...props} /> }]
      : []),
    { key: 'meetings', label: t('exec.tabs.meetings'), children: <MeetingsPanel {...props} /> },
    {
      key: 'ncs',
      label: `${t('exec.tabs.ncs')}（${d.nonconformities.length}）`,
      children: <NcPanel {...props} />,
    },
    {
      key: 'files',
      label: t('exec.tabs.files'),
      children: <FilesPanel {...props} canUpload={can('shxm:onsiteFile:upload')} />,
    },
    {
      key: 'approvals',
      label: t('exec.tabs.approvals'),
      children: <ApprovalsTable t={t} rows={d.approvals} />,
    },
  ].filter((tab) => !client || !CLIENT_HIDDEN_TABS.has(tab.key));

  return (
    <div className="cb-page cb-exec">
      <Card
        title={<h1 className="cb-exec-title">{t('exec.title', { name: d.enterpriseName })}</h1>}
        extra={
          <Space wrap>
            {may.finish && inAudit && !d.onsiteBlocked ? (
              <Button type="primary" onClick={() => setDialog('finish')} data-testid="finish-audit">
                {t('exec.actions.finish')}
              </Button>
            ) : null}
            {can('shxm:project:supplement') &&
            (d.status === 1 || d.status === 6) &&
            d.stage !== 10 &&
            d.specialType !== 2 ? (
              <Button onClick={() => setDialog('supplementary')}>{t('exec.actions.supplementary')}</Button>
            ) : null}
            {can('assist:specialApproval:apply') && !aborted ? (
              <Button onClick={() => setDialog('apply')}>{t('exec.actions.apply')}</Button>
            ) : null}
            {can('shxm:project:abort') &&
            !aborted &&
            (inAudit || d.status === 6 || (d.status === 1 && d.stage !== 10)) ? (
              <Button danger onClick={() => setDialog('abort')}>
                {t('exec.actions.abort')}
              </Button>
            ) : null}
            {can('assist:archive:archive') || can('assist:archive:export') ? (
              <Button onClick={() => navigate(archivePath(d.id))}>{t('exec.actions.archive')}</Button>
            ) : null}
            {d.planId && d.planStatus === 3 && can('shfa:planAssign:detail') ? (
              <Button
                onClick={() => void executionApi.noticePdf(d.planId!).then(openPdf, () => undefined)}
                data-testid="audit-notice"
              >
                {t('exec.actions.notice')}
              </Button>
            ) : null}
            <Button onClick={() => navigate(PROJECT_LIST_PATH)}>{t('exec.back')}</Button>
          </Space>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {d.onsiteBlocked && inAudit ? (
            <Alert
              type="warning"
              showIcon
              message={t('exec.blocked')}
              description={d.onsiteBlocked}
              data-testid="onsite-blocked"
            />
          ) : null}
          {d.decisionBlocked ? (
            <Alert
              type="error"
              showIcon
              message={t('exec.decisionBlocked')}
              description={d.decisionBlocked}
            />
          ) : null}
          {d.repeatStage2Required && d.majorNcDeadline ? (
            <Alert type="error" showIcon message={t('exec.repeatStage2', { date: d.majorNcDeadline })} />
          ) : d.majorNcDeadline && d.decisionBlocked ? (
            <Alert type="info" showIcon message={t('exec.deadline', { date: d.majorNcDeadline })} />
          ) : null}
          <DetailDescriptions
            items={[
              basics.status,
              basics.type,
              { key: 'scheme', label: t('field.standard'), children: `${d.scheme} ${d.standardName}` },
              {
                key: 'plan',
                label: t('field.planNo'),
                children: `${d.planNo} ${codeLabel(PLAN_STATUSES, d.planStatus)}`,
              },
              basics.dates,
              { key: 'method', label: t('field.method'), children: codeLabel(AUDIT_METHODS, d.method) },
              { key: 'due', label: t('field.due'), children: `${d.dueFrom} ~ ${d.dueTo}` },
              { key: 'leader', label: t('field.leader'), children: d.leaderName },
              ...(d.abortReason
                ? [{ key: 'abort', label: t('exec.actions.abortReason'), children: d.abortReason }]
                : []),
              ...(d.supplementaryReason
                ? [
                    {
                      key: 'sup',
                      label: t('exec.actions.supplementaryReason'),
                      children: d.supplementaryReason,
                    },
                  ]
                : []),
            ]}
          />
          {d.team.length ? (
            <DetailTable
              rowKey="auditorId"
              dataSource={d.team}
              columns={[
                { title: t('exec.team'), dataIndex: 'name', width: 140 },
                {
                  title: t('exec.roleTitle'),
                  dataIndex: 'role',
                  width: 120,
                  render: (v: number) => t(`exec.role.r${v}` as 'exec.role.r1'),
                },
                {
                  title: t('field.dates'),
                  dataIndex: 'halfDays',
                  render: (v: string[]) =>
                    v
                      .map((k) => k.replace(':1', t('halfDay.am')).replace(':2', t('halfDay.pm')))
                      .join(t('halfDay.separator')),
                },
              ]}
            />
          ) : null}
          <Tabs items={items} defaultActiveKey={d.myPart === 'enterprise' ? 'ncs' : 'checkIn'} />
        </Space>
      </Card>
      {dialog ? <ActionDialog kind={dialog} t={t} d={d} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
