/**
 * The PDFs of 培训认证 through the platform's PDF machinery (platform/pdf: Chinese fonts embedded,
 * QR codes): the training certificate (a canvas page like the management-system certificates, its
 * QR code leading to the public check) — 草稿 watermarked until it is published — and the
 * application's 认证报告 (and its Excel rows).
 */

import { formatDateTime } from '@cb/domain';
import {
  TRAINING_APPLICANT_TYPE_LABELS,
  TRAINING_STAGE_LABELS,
  type TrainingStage,
} from '@cb/domain/training-certification';
import { type PdfCanvasItem, renderCanvasPdf, renderPdfDocument } from '../../platform/pdf/pdf.ts';
import type { TrainingApplicationRecord } from './repository.ts';

/** The public check a certificate's QR code opens (with the number and holder to look up). */
export function trainingCheckUrl(
  origin: string,
  row: Pick<TrainingApplicationRecord, 'certNo' | 'tenantId'>,
) {
  const tenant = row.tenantId === 1 ? '' : `&tenantId=${row.tenantId}`;
  return `${origin.replace(/\/$/, '')}/trainCertificate/check?certNo=${encodeURIComponent(row.certNo)}${tenant}`;
}

const cn = (date: string | null) => {
  if (!date) return '长期有效';
  const [y, m, d] = date.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

export function trainingCertificatePdf(row: TrainingApplicationRecord, origin: string, bodyName: string) {
  const draft = row.stage !== 7;
  const items: PdfCanvasItem[] = [
    {
      kind: 'text',
      xMm: 0,
      yMm: 28,
      widthMm: 297,
      align: 'center',
      text: '培 训 证 书',
      sizePt: 30,
      bold: true,
    },
    {
      kind: 'text',
      xMm: 0,
      yMm: 44,
      widthMm: 297,
      align: 'center',
      text: 'TRAINING CERTIFICATE',
      sizePt: 12,
    },
    { kind: 'text', xMm: 200, yMm: 58, text: `证书编号：${row.certNo}`, sizePt: 11 },
    {
      kind: 'text',
      xMm: 40,
      yMm: 76,
      widthMm: 217,
      sizePt: 15,
      text: `兹证明 ${row.applicantName}${row.organisation ? `（${row.organisation}）` : ''} 于 ${cn(row.trainingFrom)} 至 ${cn(row.trainingTo)} 参加“${row.courseName}”培训，共计 ${row.courseHours} 学时，经考核合格，特发此证。`,
    },
    ...(row.standardName
      ? [
          {
            kind: 'text' as const,
            xMm: 40,
            yMm: 108,
            widthMm: 217,
            sizePt: 12,
            text: `培训标准：${row.standardName}`,
          },
        ]
      : []),
    ...(row.idCardNo
      ? [
          {
            kind: 'text' as const,
            xMm: 40,
            yMm: 118,
            widthMm: 217,
            sizePt: 12,
            text: `身份证号：${row.idCardNo}`,
          },
        ]
      : []),
    { kind: 'text', xMm: 40, yMm: 150, text: `发证日期：${cn(row.issueDate)}`, sizePt: 12 },
    { kind: 'text', xMm: 40, yMm: 160, text: `有效期至：${cn(row.validTo)}`, sizePt: 12 },
    {
      kind: 'text',
      xMm: 150,
      yMm: 160,
      widthMm: 90,
      align: 'center',
      text: bodyName,
      sizePt: 13,
      bold: true,
    },
    { kind: 'qr', xMm: 245, yMm: 140, sizeMm: 30, data: trainingCheckUrl(origin, row) },
    { kind: 'text', xMm: 235, yMm: 172, widthMm: 50, align: 'center', text: '扫码查验证书', sizePt: 9 },
  ];
  if (draft)
    items.push({
      kind: 'text',
      xMm: 0,
      yMm: 185,
      widthMm: 297,
      align: 'center',
      text: '草稿（未发布）',
      sizePt: 12,
      color: '#c0392b',
    });
  return renderCanvasPdf({ title: `培训证书 ${row.certNo}`, author: bodyName, subject: '培训证书' }, [
    { size: 'A4', landscape: true, items },
  ]);
}

const time = (value: Date | null) => (value ? formatDateTime(value) : '');

/** The report's label/value pairs (the PDF and the Excel print the same). */
export function trainingReportRows(row: TrainingApplicationRecord): Array<{ label: string; value: string }> {
  return [
    { label: '申请人', value: row.applicantName },
    { label: '申请人类型', value: TRAINING_APPLICANT_TYPE_LABELS[row.applicantType] ?? '' },
    { label: '身份证号', value: row.idCardNo },
    { label: '工作单位', value: row.organisation },
    { label: '课程名称', value: row.courseName },
    { label: '培训标准', value: row.standardName },
    { label: '学时', value: String(row.courseHours) },
    { label: '培训日期', value: `${row.trainingFrom} 至 ${row.trainingTo}` },
    { label: '当前阶段', value: TRAINING_STAGE_LABELS[row.stage as TrainingStage] ?? '' },
    { label: '经办人', value: row.handlerName },
    { label: '材料审核人', value: row.materialAuditorName },
    { label: '材料审核时间', value: time(row.materialAuditedAt) },
    { label: '重新提交次数', value: String(row.resubmitCount) },
    { label: '认证评审结论', value: row.reviewPassed === null ? '' : row.reviewPassed ? '通过' : '不通过' },
    { label: '评审意见', value: row.findings },
    { label: '评审人', value: row.reviewerName },
    { label: '评审时间', value: time(row.reviewedAt) },
    { label: '证书编号', value: row.certNo },
    { label: '发证日期', value: row.issueDate ?? '' },
    { label: '有效期至', value: row.validTo ?? (row.issueDate ? '长期有效' : '') },
    { label: '发布时间', value: time(row.publishedAt) },
    { label: '报告结论', value: row.conclusion },
  ];
}

export function trainingReportPdf(row: TrainingApplicationRecord, bodyName: string) {
  return renderPdfDocument({
    title: '培训认证报告',
    subtitle: `${row.applicantName} · ${row.courseName}`,
    author: bodyName,
    footer: bodyName,
    blocks: [{ kind: 'keyValue', items: trainingReportRows(row) }],
  });
}
