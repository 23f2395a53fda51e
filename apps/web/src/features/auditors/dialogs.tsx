/**
 * The dialogs of the people pages, shared by the lists and the archive: 登记请假 and its 审批,
 * 见证评价, 注册资格, HR's 专业代码能力 and 退回 of an application.
 */
import { App, Button, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { ActionLink } from '../../shared/list/ActionLink';
import type { CompetenceRow, LeaveRow, QualificationRow, WitnessRow } from './api';
import {
  type CompetenceFormValues,
  competenceFields,
  competenceInitialValues,
  toCompetenceBody,
} from './Competence.data';
import { leavePeriod } from './dates';
import { FormModal } from './FormModal';
import { type LeaveFormValues, leaveFields, newLeave, toLeaveBody } from './Leave.data';
import { AuditorPicker } from './pickers';
import {
  type QualificationFormValues,
  qualificationFields,
  qualificationInitialValues,
  toQualificationBody,
} from './Qualification.data';
import {
  useAddLeave,
  useDecideCompetence,
  useDecideLeave,
  useSaveCompetence,
  useSaveQualification,
  useSaveWitness,
} from './queries';
import { auditorTexts } from './texts';
import { toWitnessBody, type WitnessFormValues, witnessFields, witnessInitialValues } from './Witness.data';

/** What a dialog edits: nothing (closed), a new record, or an existing one. */
export type Editing<T> = null | 'new' | T;

/** 登记请假: for any auditor (the list), or for `auditorId` (the archive). */
export function LeaveDialog({
  open,
  auditorId,
  onClose,
}: {
  open: boolean;
  auditorId?: string;
  onClose: () => void;
}) {
  const { t } = auditorTexts.useTranslation();
  const { message } = App.useApp();
  const add = useAddLeave();
  return (
    <FormModal<LeaveFormValues>
      name="leave"
      title={t('leave.addTitle')}
      open={open}
      initialValues={newLeave(auditorId)}
      fields={() => leaveFields(t, auditorId ? null : <AuditorPicker />)}
      onSubmit={async (values) => {
        await add.mutateAsync(toLeaveBody(values));
        void message.success(t('common.saved'));
      }}
      onClose={onClose}
    />
  );
}

/** 审批 of a pending leave: 批准 or 不批准. */
export function LeaveDecideButton({ row }: { row: LeaveRow }) {
  const { t } = auditorTexts.useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const decide = useDecideLeave();
  const answer = (approve: boolean) =>
    decide.mutateAsync({ id: row.id, version: row.version, approve }).then(
      () => {
        setOpen(false);
        void message.success(t('leave.decided'));
      },
      () => {},
    );
  return (
    <>
      <ActionLink onClick={() => setOpen(true)}>{t('leave.decide')}</ActionLink>
      <Modal
        title={t('leave.decideTitle')}
        open={open}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button danger loading={decide.isPending} onClick={() => void answer(false)}>
              {t('leave.reject')}
            </Button>
            <Button type="primary" loading={decide.isPending} onClick={() => void answer(true)}>
              {t('leave.approve')}
            </Button>
          </Space>
        }
      >
        <p>{t('leave.decideQuestion')}</p>
        <p>
          {row.auditorName} · {leavePeriod(t, row)}
          {row.reason ? ` · ${row.reason}` : ''}
        </p>
      </Modal>
    </>
  );
}

/** 新增 / 编辑 a witness assessment; in the archive the witnessed auditor is fixed. */
export function WitnessDialog({
  editing,
  auditorId,
  onClose,
}: {
  editing: Editing<WitnessRow>;
  auditorId?: string;
  onClose: () => void;
}) {
  const { t } = auditorTexts.useTranslation();
  const { message } = App.useApp();
  const save = useSaveWitness();
  const record = editing && editing !== 'new' ? editing : null;
  const option = (id: string | undefined, label: string | undefined) =>
    id && label ? { value: id, label } : null;
  return (
    <FormModal<WitnessFormValues>
      name="witness"
      title={record ? t('witness.editTitle') : t('witness.addTitle')}
      open={editing !== null}
      initialValues={witnessInitialValues(record, auditorId)}
      fields={() =>
        witnessFields(t, {
          auditor: auditorId ? null : (
            <AuditorPicker initialOption={option(record?.auditorId, record?.auditorName)} />
          ),
          witness: (
            <AuditorPicker initialOption={option(record?.witnessAuditorId, record?.witnessAuditorName)} />
          ),
        })
      }
      onSubmit={async (values) => {
        await save.mutateAsync({
          body: toWitnessBody(values),
          record: record && { id: record.id, version: record.version },
        });
        void message.success(t('common.saved'));
      }}
      onClose={onClose}
    />
  );
}

/** 新增 / 编辑 a registration of the auditor. */
export function QualificationDialog({
  auditorId,
  editing,
  onClose,
}: {
  auditorId: string;
  editing: Editing<QualificationRow>;
  onClose: () => void;
}) {
  const { t } = auditorTexts.useTranslation();
  const { message } = App.useApp();
  const save = useSaveQualification();
  const record = editing && editing !== 'new' ? editing : null;
  return (
    <FormModal<QualificationFormValues>
      name="qualification"
      title={record ? t('qualification.editTitle') : t('qualification.addTitle')}
      open={editing !== null}
      initialValues={qualificationInitialValues(record)}
      fields={() => qualificationFields(t)}
      onSubmit={async (values) => {
        await save.mutateAsync({
          body: toQualificationBody(auditorId, values),
          record: record && { id: record.id, version: record.version },
        });
        void message.success(t('common.saved'));
      }}
      onClose={onClose}
    />
  );
}

/** HR's 新增 / 编辑 of a code competence: approved at once. */
export function CompetenceDialog({
  auditorId,
  editing,
  onClose,
}: {
  auditorId: string;
  editing: Editing<CompetenceRow>;
  onClose: () => void;
}) {
  const { t } = auditorTexts.useTranslation();
  const { message } = App.useApp();
  const save = useSaveCompetence();
  const record = editing && editing !== 'new' ? editing : null;
  return (
    <FormModal<CompetenceFormValues>
      name="competence"
      title={record ? t('competence.editTitle') : t('competence.addTitle')}
      open={editing !== null}
      initialValues={competenceInitialValues(record)}
      fields={() => competenceFields(t, { hr: true })}
      onSubmit={async (values) => {
        await save.mutateAsync({
          body: { auditorId, ...toCompetenceBody(values) },
          record: record && { id: record.id, version: record.version },
        });
        void message.success(t('common.saved'));
      }}
      onClose={onClose}
    />
  );
}

/** 退回 of a pending code application, with the reason the auditor will read. */
export function ReturnDialog({ row, onClose }: { row: CompetenceRow | null; onClose: () => void }) {
  const { t } = auditorTexts.useTranslation();
  const { message } = App.useApp();
  const decide = useDecideCompetence();
  return (
    <FormModal<{ reason: string }>
      name="return"
      title={t('competence.returnTitle')}
      open={row !== null}
      initialValues={{ reason: '' }}
      fields={() => [
        {
          name: 'reason',
          label: `${row?.scheme ?? ''} ${row?.code ?? ''} · ${t('competence.returnReason')}`,
          className: 'cb-span-2',
          rules: [
            { required: true, whitespace: true, message: t('competence.returnReasonRequired') },
            { max: 500, message: t('message.maxLength', { label: t('competence.returnReason'), max: 500 }) },
          ],
          input: <Input.TextArea maxLength={500} autoSize={{ minRows: 3, maxRows: 6 }} autoFocus />,
        },
      ]}
      onSubmit={async (values) => {
        if (!row) return;
        await decide.mutateAsync({
          id: row.id,
          version: row.version,
          approve: false,
          reason: values.reason.trim(),
        });
        void message.success(t('competence.returned'));
      }}
      onClose={onClose}
    />
  );
}
