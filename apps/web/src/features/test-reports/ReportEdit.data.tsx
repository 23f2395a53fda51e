/**
 * Fields and detail items of the 检测报告 page (ReportEditPage.tsx lays them out): the form's
 * values ↔ the request body, the form's rules (the contract's, in the page's language), and what the
 * read-only view shows.
 */
import { CNAS_NUMBER, normalizeCnasNumber } from '@cb/domain/test-reports';
import type { DescriptionsProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDateTime } from '../../shared/format/dateTime';
import type { ReportBody, ReportDetail } from './api';
import { ConclusionTag, ReviewTag } from './ReportList.data';
import type { ReportT } from './texts';

/** The uploaded file a form holds: its id (named in the save) and its name. */
export interface ReportFileValue {
  fileId: string;
  fileName: string;
}

export interface ReportFormValues {
  enterpriseId?: string;
  contractItemId?: string | null;
  certificateId?: string | null;
  projectId?: string | null;
  laboratoryName: string;
  cnasNo: string;
  reportNo: string;
  productName: string;
  productModel?: string;
  samplingDate: Dayjs;
  issueDate: Dayjs;
  conclusion: 1 | 2;
  file: ReportFileValue | null;
  remark?: string;
}

export function initialValues(record: ReportDetail | null): Partial<ReportFormValues> {
  if (!record) return { conclusion: 1, file: null, productModel: '', remark: '' };
  return {
    enterpriseId: record.enterpriseId,
    contractItemId: record.contractItemId,
    certificateId: record.certificateId,
    projectId: record.projectId,
    laboratoryName: record.laboratoryName,
    cnasNo: record.cnasNo,
    reportNo: record.reportNo,
    productName: record.productName,
    productModel: record.productModel,
    samplingDate: dayjs(record.samplingDate),
    issueDate: dayjs(record.issueDate),
    conclusion: record.conclusion === 2 ? 2 : 1,
    file: record.fileId ? { fileId: record.fileId, fileName: record.fileName } : null,
    remark: record.remark,
  };
}

/** The request body of the form's values (text trimmed, dates as YYYY-MM-DD). */
export function toBody(v: ReportFormValues): ReportBody {
  return {
    enterpriseId: v.enterpriseId ?? null,
    contractItemId: v.contractItemId ?? null,
    certificateId: v.certificateId ?? null,
    projectId: v.projectId ?? null,
    laboratoryName: v.laboratoryName.trim(),
    cnasNo: normalizeCnasNumber(v.cnasNo),
    reportNo: v.reportNo.trim(),
    productName: v.productName.trim(),
    productModel: v.productModel?.trim() ?? '',
    samplingDate: v.samplingDate.format('YYYY-MM-DD'),
    issueDate: v.issueDate.format('YYYY-MM-DD'),
    conclusion: v.conclusion,
    fileId: v.file?.fileId ?? null,
    remark: v.remark?.trim() ?? '',
  };
}

/** Whether a CNAS number is `CNAS L` and 4–5 digits (any spelling of the blanks and case). */
export const validCnas = (value: string) => CNAS_NUMBER.test(normalizeCnasNumber(value));

/** 基本信息 of the read-only view. */
export function detailItems(t: ReportT, r: ReportDetail): DescriptionsProps['items'] {
  const none = t('form.none');
  return [
    { key: 'enterprise', label: t('field.enterprise'), children: r.enterpriseName },
    { key: 'laboratoryName', label: t('field.laboratoryName'), children: r.laboratoryName },
    { key: 'cnasNo', label: t('field.cnasNo'), children: r.cnasNo },
    { key: 'reportNo', label: t('field.reportNo'), children: r.reportNo },
    { key: 'productName', label: t('field.productName'), children: r.productName },
    { key: 'productModel', label: t('field.productModel'), children: r.productModel || none },
    { key: 'samplingDate', label: t('field.samplingDate'), children: r.samplingDate },
    { key: 'issueDate', label: t('field.issueDate'), children: r.issueDate },
    {
      key: 'conclusion',
      label: t('field.conclusion'),
      children: <ConclusionTag t={t} value={r.conclusion} />,
    },
    {
      key: 'reviewStatus',
      label: t('field.reviewStatus'),
      children: <ReviewTag t={t} value={r.reviewStatus} />,
    },
    { key: 'reviewer', label: t('field.reviewer'), children: r.reviewerName || none },
    { key: 'reviewedAt', label: t('field.reviewedAt'), children: formatDateTime(r.reviewedAt) || none },
    { key: 'contractItem', label: t('field.contractItem'), children: r.contractItemLabel || none },
    { key: 'certificate', label: t('field.certificate'), children: r.certNo || none },
    { key: 'project', label: t('field.project'), children: r.projectLabel || none },
    { key: 'createTime', label: t('field.createTime'), children: formatDateTime(r.createTime) },
    { key: 'usedByDecisions', label: t('field.usedByDecisions'), children: r.usedByDecisions },
    { key: 'file', label: t('field.file'), children: r.fileName || none },
    ...(r.returnReason
      ? [{ key: 'returnReason', label: t('field.returnReason'), children: r.returnReason, span: 3 }]
      : []),
    { key: 'remark', label: t('field.remark'), children: r.remark || none, span: 3 },
  ];
}
