/**
 * A code competence as HR records it (archive page) and as an auditor applies for it (auditor zone):
 * the form fields with the contract's messages, values ↔ body, the columns of a competence table
 * and its status tag.
 */
import { isProfessionalCode, PROFESSIONAL_CODE_MESSAGE } from '@cb/domain';
import { DatePicker, Input, Select, type TableColumnsType, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import type { FormField } from '../../shared/detail';
import { formatDateTime } from '../../shared/format/dateTime';
import type { CodeApplicationBody, CompetenceRow } from './api';
import { fromDay, toDay } from './dates';
import {
  COMPETENCE_STATUS_COLORS,
  competenceStatusLabel,
  schemeOptions,
  sourceLabel,
  sourceOptions,
} from './options';
import { type AuditorT, auditorTexts } from './texts';

/** 0 待审批 · 1 已批准 · 2 已退回 · 3 已撤销. */
export const COMPETENCE = { pending: 0, approved: 1, returned: 2, withdrawn: 3 } as const;

export type CompetenceFormValues = Omit<CodeApplicationBody, 'passDate'> & { passDate?: Dayjs | null };

export const NEW_COMPETENCE: Partial<CompetenceFormValues> = { scheme: 'QMS' };

export function competenceInitialValues(row: CompetenceRow | null): Partial<CompetenceFormValues> {
  if (!row) return NEW_COMPETENCE;
  return {
    scheme: row.scheme as CompetenceFormValues['scheme'],
    code: row.code,
    source: row.source as CompetenceFormValues['source'],
    evaluationMethod: row.evaluationMethod,
    passDate: fromDay(row.passDate),
    evaluator: row.evaluator,
    evidence: row.evidence,
  };
}

/** The body of an application (or, with the auditor's id, of HR's record): text trimmed, no empty date. */
export function toCompetenceBody(v: CompetenceFormValues): CodeApplicationBody {
  const passDate = toDay(v.passDate);
  return {
    scheme: v.scheme,
    code: v.code.trim(),
    source: v.source,
    evaluationMethod: v.evaluationMethod?.trim() ?? '',
    evaluator: v.evaluator?.trim() ?? '',
    evidence: v.evidence?.trim() ?? '',
    ...(passDate ? { passDate } : {}),
  };
}

/** The contract's check of a professional code (DD.MM.SS, 大类 01-39). */
export const codeRule = {
  validator: async (_r: unknown, value: unknown) => {
    const code = String(value ?? '').trim();
    if (!code) throw new Error(auditorTexts.t('message.enter', { label: auditorTexts.t('competence.code') }));
    if (!isProfessionalCode(code)) throw new Error(PROFESSIONAL_CODE_MESSAGE);
  },
};

/**
 * The competence form's fields. HR also names the evaluator; an auditor's application explains its
 * evidence (with the hint of what counts).
 */
export function competenceFields(t: AuditorT, { hr }: { hr: boolean }): FormField[] {
  return [
    {
      name: 'scheme',
      label: t('competence.scheme'),
      rules: [{ required: true, message: t('message.choose', { label: t('competence.scheme') }) }],
      input: <Select options={schemeOptions()} />,
    },
    {
      name: 'code',
      label: t('competence.code'),
      required: true,
      validateTrigger: ['onChange', 'onBlur'],
      rules: [codeRule],
      input: <Input maxLength={8} placeholder={t('competence.codePlaceholder')} autoComplete="off" />,
    },
    {
      name: 'source',
      label: t('competence.source'),
      rules: [{ required: true, message: t('message.choose', { label: t('competence.source') }) }],
      input: <Select options={sourceOptions()} />,
    },
    {
      name: 'evaluationMethod',
      label: t('competence.evaluationMethod'),
      input: <Input maxLength={100} />,
    },
    {
      name: 'passDate',
      label: t('competence.passDate'),
      input: <DatePicker style={{ width: '100%' }} />,
    },
    ...(hr ? [{ name: 'evaluator', label: t('competence.evaluator'), input: <Input maxLength={50} /> }] : []),
    {
      name: 'evidence',
      label: t('competence.evidence'),
      className: 'cb-span-2',
      extra: hr ? undefined : t('zone.evidenceHint'),
      input: <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 3, maxRows: 8 }} />,
    },
  ];
}

export function CompetenceStatusTag({ status }: { status: number }) {
  return <Tag color={COMPETENCE_STATUS_COLORS[status]}>{competenceStatusLabel(status)}</Tag>;
}

/** The columns of a competence table; `actions` renders the last column when given. */
export function competenceColumns(
  t: AuditorT,
  actions?: (row: CompetenceRow) => ReactNode,
): TableColumnsType<CompetenceRow> {
  return [
    { title: t('competence.scheme'), dataIndex: 'scheme', width: 70 },
    { title: t('competence.code'), dataIndex: 'code', width: 90 },
    { title: t('competence.codeName'), dataIndex: 'codeName', width: 140, ellipsis: true },
    { title: t('competence.source'), dataIndex: 'source', width: 90, render: sourceLabel },
    { title: t('competence.evaluationMethod'), dataIndex: 'evaluationMethod', width: 100 },
    { title: t('competence.passDate'), dataIndex: 'passDate', width: 100 },
    {
      title: t('competence.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number) => <CompetenceStatusTag status={v} />,
    },
    {
      title: t('competence.evidence'),
      dataIndex: 'evidence',
      ellipsis: true,
      render: (v: string, row) => (
        <>
          {v}
          {row.status === COMPETENCE.returned && row.returnReason ? (
            <Typography.Text type="danger" style={{ display: 'block' }}>
              {t('competence.returnReason')}：{row.returnReason}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: t('competence.appliedAt'),
      dataIndex: 'appliedAt',
      width: 150,
      render: formatDateTime,
    },
    ...(actions
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            render: (_v: unknown, row: CompetenceRow) => actions(row),
          },
        ]
      : []),
  ];
}
