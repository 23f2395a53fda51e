/** Pieces of the execution page: check-in, stage 1, meetings, NCs, files, approvals. */
import {
  CHECK_IN_PERIODS,
  NC_GRADES,
  NC_STATUSES,
  ncTransition,
  optionsOf,
  SPECIAL_APPROVAL_KINDS,
  SPECIAL_APPROVAL_STATUSES,
  STAGE1_CONCLUSIONS,
} from '@cb/domain';
import { App, Button, DatePicker, Form, Input, Modal, Radio, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { DetailTable } from '../../shared/detail';
import { RecordFileList, recordFilesApi, UploadSlot } from '../../shared/files';
import { codeLabel } from '../../shared/format/codeTables';
import { formatDateTime } from '../../shared/format/dateTime';
import { currentLocale } from '../../shared/i18n';
import { type ExecutionDetail, NC_FILES_PREFIX, type NonconformityView, ONSITE_FILES_PREFIX } from './api';
import { useAnswerNc, useCheckIn, useRaiseNc, useSaveMeeting, useSubmitStage1, useVerifyNc } from './queries';
import type { ExecutionT } from './texts';
import { useSaveThenClose } from './useSaveThenClose';

const day = (v: unknown) =>
  v && typeof v === 'object' && 'format' in v ? (v as dayjs.Dayjs).format('YYYY-MM-DD') : '';

interface PartProps {
  t: ExecutionT;
  d: ExecutionDetail;
  /** The user records on-site work as leader or office (who may check any team member in). */
  lead: boolean;
  /** What the user may do here: the execute permission and the body's rights for their part. */
  may: ExecutionDetail['myRights'];
  refresh: () => void;
}

// ─────────────────────────────────────────────── check-in ───────────────────────────────────────────

export function CheckInPanel({ t, d, lead, may }: PartProps) {
  const { message } = App.useApp();
  const checkIn = useCheckIn();
  const [form] = Form.useForm();
  const open = may.checkIn && !d.onsiteBlocked;
  return (
    <>
      {open ? (
        <Form
          form={form}
          layout="inline"
          className="cb-exec-form"
          initialValues={{ date: dayjs(), period: dayjs().hour() < 13 ? 1 : 2 }}
          onFinish={(v) =>
            checkIn
              .mutateAsync({
                projectId: d.id,
                ...(v.auditorId ? { auditorId: v.auditorId } : {}),
                date: day(v.date),
                period: v.period,
                location: v.location ?? '',
                note: v.note ?? '',
              })
              .then(
                () => {
                  void message.success(t('exec.saved'));
                  form.resetFields(['location', 'note']);
                },
                () => undefined,
              )
          }
        >
          {lead ? (
            <Form.Item name="auditorId" label={t('exec.checkIn.who')}>
              <Select
                allowClear
                style={{ width: 130 }}
                options={d.team.map((m) => ({ value: m.auditorId, label: m.name }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="date" label={t('exec.checkIn.date')} rules={[{ required: true }]}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="period" label={t('exec.checkIn.period')} rules={[{ required: true }]}>
            <Select style={{ width: 90 }} options={optionsOf(CHECK_IN_PERIODS, currentLocale())} />
          </Form.Item>
          <Form.Item
            name="location"
            label={t('exec.checkIn.location')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('rule.fill', { label: t('exec.checkIn.location') }),
              },
            ]}
          >
            <Input maxLength={200} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={checkIn.isPending} data-testid="check-in">
              {t('exec.checkIn.add')}
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      <Typography.Paragraph type="secondary">{t('exec.checkIn.hint')}</Typography.Paragraph>
      <DetailTable
        rowKey="id"
        dataSource={d.checkIns}
        locale={{ emptyText: t('exec.checkIn.empty') }}
        columns={[
          { title: t('exec.checkIn.who'), dataIndex: 'auditorName', width: 110 },
          { title: t('exec.checkIn.date'), dataIndex: 'date', width: 120 },
          {
            title: t('exec.checkIn.period'),
            dataIndex: 'period',
            width: 80,
            render: (v: number) => codeLabel(CHECK_IN_PERIODS, v),
          },
          { title: t('exec.checkIn.location'), dataIndex: 'location' },
          { title: t('exec.checkIn.at'), dataIndex: 'checkedAt', width: 170, render: formatDateTime },
        ]}
      />
    </>
  );
}

// ─────────────────────────────────────────────── stage 1 ────────────────────────────────────────────

export function Stage1Panel({ t, d, may, refresh }: PartProps) {
  const { message, modal } = App.useApp();
  const submit = useSubmitStage1();
  const api = useMemo(() => recordFilesApi(ONSITE_FILES_PREFIX), []);
  const [form] = Form.useForm();
  const conclusion = Form.useWatch('conclusion', form);
  const reportIn = d.checklist.some((c) => c.documentType === 'shxm_stage1_report' && c.uploaded);
  const editable = may.stage1 && d.status === 0 && !d.archivedAt;
  return (
    <div className="cb-exec-stage1">
      {d.stage1SubmittedAt ? (
        <Typography.Paragraph>
          <Tag color={d.stage1Conclusion === 1 ? 'green' : 'orange'}>
            {codeLabel(STAGE1_CONCLUSIONS, d.stage1Conclusion)}
          </Tag>
          {t('exec.stage1.submitted', { at: formatDateTime(d.stage1SubmittedAt) })}
          {d.stage1Reasons ? `：${d.stage1Reasons}` : ''}
        </Typography.Paragraph>
      ) : null}
      {editable ? (
        <UploadSlot
          api={api}
          recordId={d.id}
          documentType="shxm_stage1_report"
          label={t('exec.stage1.report')}
          onUploaded={refresh}
        />
      ) : null}
      {editable ? (
        <Form
          form={form}
          layout="vertical"
          className="cb-exec-form"
          initialValues={{ conclusion: d.stage1Conclusion ?? 1, reasons: d.stage1Reasons }}
          onFinish={(v) =>
            // The conclusion decides whether stage 2 may start: asked first, then said.
            modal.confirm({
              title: t('exec.stage1.submit'),
              content: t('exec.stage1.confirm', { conclusion: codeLabel(STAGE1_CONCLUSIONS, v.conclusion) }),
              onOk: () =>
                submit
                  .mutateAsync({
                    projectId: d.id,
                    version: d.version,
                    conclusion: v.conclusion,
                    reasons: v.reasons ?? '',
                  })
                  .then(
                    () => void message.success(t('exec.stage1.done')),
                    () => undefined,
                  ),
            })
          }
        >
          {!reportIn ? (
            <Typography.Paragraph type="warning">{t('exec.stage1.needReport')}</Typography.Paragraph>
          ) : null}
          <Form.Item name="conclusion" label={t('exec.stage1.conclusion')} rules={[{ required: true }]}>
            <Radio.Group options={optionsOf(STAGE1_CONCLUSIONS, currentLocale())} />
          </Form.Item>
          {conclusion === 2 ? (
            <Form.Item
              name="reasons"
              label={t('exec.stage1.reasons')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('rule.fill', { label: t('exec.stage1.reasons') }),
                },
              ]}
            >
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="stage1-submit">
            {t('exec.stage1.submit')}
          </Button>
        </Form>
      ) : null}
      <RecordFileList api={api} recordId={d.id} />
    </div>
  );
}

// ─────────────────────────────────────────────── meetings ───────────────────────────────────────────

function MeetingForm({
  t,
  d,
  kind,
  editable,
}: {
  t: ExecutionT;
  d: ExecutionDetail;
  kind: 1 | 2;
  editable: boolean;
}) {
  const { message } = App.useApp();
  const save = useSaveMeeting();
  const current = d.meetings.find((m) => m.kind === kind);
  const title = kind === 1 ? t('meetingKind.first') : t('meetingKind.last');
  if (!editable)
    return (
      <div className="cb-exec-meeting">
        <h3>{title}</h3>
        {current ? (
          <p>
            {current.heldOn}：
            {current.attendees.map((a) => (a.position ? `${a.name}（${a.position}）` : a.name)).join('、')}
          </p>
        ) : (
          <p className="cb-muted">{t('exec.meeting.none')}</p>
        )}
      </div>
    );
  return (
    <div className="cb-exec-meeting">
      <h3>{title}</h3>
      <Form
        layout="vertical"
        initialValues={{
          heldOn: current ? dayjs(current.heldOn) : dayjs(),
          attendees: current?.attendees ?? [{ name: '', position: '' }],
        }}
        onFinish={(v) =>
          save
            .mutateAsync({ projectId: d.id, kind, heldOn: day(v.heldOn), attendees: v.attendees ?? [] })
            .then(
              () => void message.success(t('exec.saved')),
              () => undefined,
            )
        }
      >
        <Form.Item name="heldOn" label={t('exec.meeting.heldOn')} rules={[{ required: true }]}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.List name="attendees">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline">
                  <Form.Item
                    name={[f.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: t('rule.attendeeName') }]}
                  >
                    <Input
                      placeholder={t('exec.meeting.name')}
                      aria-label={t('exec.meeting.name')}
                      maxLength={50}
                    />
                  </Form.Item>
                  <Form.Item name={[f.name, 'position']}>
                    <Input
                      placeholder={t('exec.meeting.position')}
                      aria-label={t('exec.meeting.position')}
                      maxLength={50}
                    />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(f.name)} disabled={fields.length === 1}>
                    ×
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ name: '', position: '' })}>
                {t('exec.meeting.addAttendee')}
              </Button>
            </>
          )}
        </Form.List>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          className="cb-exec-save"
          data-testid={`meeting-${kind}`}
        >
          {t('exec.meeting.save')}
        </Button>
      </Form>
    </div>
  );
}

export function MeetingsPanel({ t, d, may }: PartProps) {
  const editable = may.meeting && !d.onsiteBlocked;
  return (
    <div className="cb-exec-meetings">
      <MeetingForm t={t} d={d} kind={1} editable={editable} />
      <MeetingForm t={t} d={d} kind={2} editable={editable} />
    </div>
  );
}

// ─────────────────────────────────────────────── NCs ────────────────────────────────────────────────

function NcAnswerModal({ t, nc, onClose }: { t: ExecutionT; nc: NonconformityView; onClose: () => void }) {
  const saved = useSaveThenClose(t, onClose);
  const answer = useAnswerNc();
  const api = useMemo(() => recordFilesApi(NC_FILES_PREFIX), []);
  const [form] = Form.useForm();
  return (
    <Modal
      open
      title={`${t('exec.nc.answer')} ${nc.ncNo}`}
      width={980}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={answer.isPending}
      okButtonProps={{ 'data-testid': 'nc-answer-ok' }}
    >
      <p className="cb-exec-facts">{nc.facts}</p>
      <Typography.Paragraph type="secondary">{t('exec.nc.evidenceFirst')}</Typography.Paragraph>
      <UploadSlot api={api} recordId={nc.id} documentType="nc_evidence" label={t('exec.nc.evidence')} />
      <RecordFileList api={api} recordId={nc.id} editable />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ correction: nc.correction, cause: nc.cause, correctiveAction: nc.correctiveAction }}
        onFinish={(v) => saved(answer.mutateAsync({ id: nc.id, version: nc.version, ...v }))}
      >
        {(['correction', 'cause', 'correctiveAction'] as const).map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`exec.nc.${name}`)}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('rule.fill', { label: t(`exec.nc.${name}`) }),
              },
            ]}
          >
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

function NcVerifyModal({ t, nc, onClose }: { t: ExecutionT; nc: NonconformityView; onClose: () => void }) {
  const saved = useSaveThenClose(t, onClose);
  const verify = useVerifyNc();
  const api = useMemo(() => recordFilesApi(NC_FILES_PREFIX), []);
  const [form] = Form.useForm();
  const result = Form.useWatch('result', form);
  return (
    <Modal
      open
      title={`${t('exec.nc.verify')} ${nc.ncNo}`}
      width={980}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={verify.isPending}
      okButtonProps={{ 'data-testid': 'nc-verify-ok' }}
    >
      <dl className="cb-exec-answer">
        <dt>{t('exec.nc.facts')}</dt>
        <dd>{nc.facts}</dd>
        <dt>{t('exec.nc.correction')}</dt>
        <dd>{nc.correction}</dd>
        <dt>{t('exec.nc.cause')}</dt>
        <dd>{nc.cause}</dd>
        <dt>{t('exec.nc.correctiveAction')}</dt>
        <dd>{nc.correctiveAction}</dd>
      </dl>
      <RecordFileList api={api} recordId={nc.id} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ result: 'accept' }}
        onFinish={(v) =>
          saved(
            verify.mutateAsync({
              id: nc.id,
              version: nc.version,
              result: v.result,
              comment: v.comment ?? '',
            }),
          )
        }
      >
        <Form.Item name="result" label={t('exec.nc.verify')}>
          <Radio.Group
            options={[
              { value: 'accept', label: t('exec.nc.accept') },
              { value: 'return', label: t('exec.nc.return') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('exec.nc.comment')}
          rules={
            result === 'return' ? [{ required: true, whitespace: true, message: t('rule.returnReason') }] : []
          }
        >
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function NcRaiseModal({ t, d, onClose }: { t: ExecutionT; d: ExecutionDetail; onClose: () => void }) {
  const saved = useSaveThenClose(t, onClose);
  const raise = useRaiseNc();
  const [form] = Form.useForm();
  return (
    <Modal
      open
      title={t('exec.nc.add')}
      width={640}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={raise.isPending}
      okButtonProps={{ 'data-testid': 'nc-raise-ok' }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ grade: 2 }}
        onFinish={(v) =>
          saved(
            raise.mutateAsync({
              projectId: d.id,
              grade: v.grade,
              clause: v.clause,
              department: v.department,
              facts: v.facts,
              ...(v.dueDate ? { dueDate: day(v.dueDate) } : {}),
            }),
          )
        }
      >
        <Form.Item name="grade" label={t('exec.nc.grade')} rules={[{ required: true }]}>
          <Radio.Group options={optionsOf(NC_GRADES, currentLocale())} />
        </Form.Item>
        <Space>
          <Form.Item
            name="clause"
            label={t('exec.nc.clause')}
            rules={[
              { required: true, whitespace: true, message: t('rule.fill', { label: t('exec.nc.clause') }) },
            ]}
          >
            <Input maxLength={50} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item
            name="department"
            label={t('exec.nc.department')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('rule.fill', { label: t('exec.nc.department') }),
              },
            ]}
          >
            <Input maxLength={100} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="dueDate" label={t('exec.nc.dueDate')}>
            <DatePicker />
          </Form.Item>
        </Space>
        <Form.Item
          name="facts"
          label={t('exec.nc.facts')}
          rules={[
            { required: true, whitespace: true, message: t('rule.fill', { label: t('exec.nc.facts') }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function NcPanel({ t, d, may }: PartProps) {
  const [dialog, setDialog] = useState<
    { kind: 'raise' } | { kind: 'answer' | 'verify'; nc: NonconformityView } | null
  >(null);
  const enterprise = d.myPart === 'enterprise' || d.myPart === 'office';
  const canRaise = may.raiseNc && !d.onsiteBlocked;
  return (
    <>
      {canRaise ? (
        <Button
          type="primary"
          onClick={() => setDialog({ kind: 'raise' })}
          className="cb-exec-add"
          data-testid="nc-add"
        >
          {t('exec.nc.add')}
        </Button>
      ) : null}
      <DetailTable
        rowKey="id"
        dataSource={d.nonconformities}
        locale={{ emptyText: t('exec.nc.empty') }}
        scroll={{ x: 960 }}
        columns={[
          { title: t('exec.nc.no'), dataIndex: 'ncNo', width: 70 },
          {
            title: t('exec.nc.grade'),
            dataIndex: 'grade',
            width: 80,
            render: (v: number) => (
              <Tag color={v === 1 ? 'red' : v === 2 ? 'orange' : 'default'}>{codeLabel(NC_GRADES, v)}</Tag>
            ),
          },
          { title: t('exec.nc.clause'), dataIndex: 'clause', width: 90 },
          { title: t('exec.nc.department'), dataIndex: 'department', width: 100 },
          { title: t('exec.nc.facts'), dataIndex: 'facts', ellipsis: true },
          {
            title: t('exec.nc.status'),
            dataIndex: 'status',
            width: 110,
            render: (v: number) => (
              <Tag color={v === 3 ? 'green' : v === 2 ? 'red' : 'blue'}>{codeLabel(NC_STATUSES, v)}</Tag>
            ),
          },
          { title: t('exec.nc.evidence'), dataIndex: 'evidenceCount', width: 80 },
          {
            title: t('field.actions'),
            key: 'actions',
            width: 130,
            fixed: 'right',
            render: (_v, nc: NonconformityView) => (
              <Space size={0}>
                {enterprise && ncTransition(nc.status, 'answer') !== null && nc.grade !== 3 ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDialog({ kind: 'answer', nc })}
                    data-testid="nc-answer"
                  >
                    {t('exec.nc.answer')}
                  </Button>
                ) : null}
                {may.verifyNc && ncTransition(nc.status, 'accept') !== null ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDialog({ kind: 'verify', nc })}
                    data-testid="nc-verify"
                  >
                    {t('exec.nc.verify')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {dialog?.kind === 'raise' ? <NcRaiseModal t={t} d={d} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'answer' ? (
        <NcAnswerModal t={t} nc={dialog.nc} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'verify' ? (
        <NcVerifyModal t={t} nc={dialog.nc} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

// ─────────────────────────────────────────────── files ──────────────────────────────────────────────

export function FilesPanel({ t, d, may, refresh, canUpload }: PartProps & { canUpload: boolean }) {
  const api = useMemo(() => recordFilesApi(ONSITE_FILES_PREFIX), []);
  const editable = canUpload && may.onsiteUpload && !d.archivedAt && !(d.status === 5);
  return (
    <>
      <Typography.Paragraph type={d.checklistComplete ? 'success' : 'warning'} data-testid="checklist-state">
        {d.checklistComplete
          ? t('exec.files.complete')
          : t('exec.files.incomplete', { list: d.checklistMissing.join('、') })}
      </Typography.Paragraph>
      <DetailTable
        rowKey="documentType"
        dataSource={d.checklist}
        columns={[
          { title: t('exec.files.checklist'), dataIndex: 'name', width: 200 },
          {
            title: t('exec.files.required'),
            key: 'required',
            width: 150,
            render: (_v, s) =>
              s.required
                ? s.onlyWithNcs
                  ? t('exec.files.withNcs')
                  : t('exec.files.required')
                : t('exec.files.optional'),
          },
          {
            title: t('field.status'),
            dataIndex: 'uploaded',
            width: 100,
            render: (v: boolean) =>
              v ? (
                <Tag color="green">{t('exec.files.uploaded')}</Tag>
              ) : (
                <Tag>{t('exec.files.notUploaded')}</Tag>
              ),
          },
          {
            title: t('field.actions'),
            key: 'upload',
            render: (_v, s) =>
              editable ? (
                <UploadSlot
                  api={api}
                  recordId={d.id}
                  documentType={s.documentType}
                  label=""
                  onUploaded={refresh}
                />
              ) : null,
          },
        ]}
      />
      <RecordFileList api={api} recordId={d.id} editable={editable} />
    </>
  );
}

// ───────────────────────────────────────────── approvals ────────────────────────────────────────────

export function ApprovalsTable({ t, rows }: { t: ExecutionT; rows: ExecutionDetail['approvals'] }) {
  return (
    <DetailTable
      rowKey="id"
      dataSource={rows}
      locale={{ emptyText: t('exec.approval.empty') }}
      columns={[
        {
          title: t('exec.approval.kind'),
          dataIndex: 'kind',
          width: 200,
          render: (v: number) => codeLabel(SPECIAL_APPROVAL_KINDS, v),
        },
        { title: t('exec.approval.reason'), dataIndex: 'reason', ellipsis: true },
        {
          title: t('exec.approval.status'),
          dataIndex: 'status',
          width: 90,
          render: (v: number) => (
            <Tag color={v === 1 ? 'green' : v === 2 ? 'red' : 'blue'}>
              {codeLabel(SPECIAL_APPROVAL_STATUSES, v)}
            </Tag>
          ),
        },
        { title: t('exec.approval.applicant'), dataIndex: 'appliedByName', width: 90 },
        { title: t('exec.approval.decidedBy'), dataIndex: 'decidedByName', width: 90 },
        { title: t('exec.approval.comment'), dataIndex: 'comment', width: 160, ellipsis: true },
      ]}
    />
  );
}
