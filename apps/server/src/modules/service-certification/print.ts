/**
 * The PDFs of 服务认证 through the platform's PDF machinery (Chinese fonts embedded): the
 * evaluation report (the item table by group, deductions, bonus, percentage and grade) and the
 * service certificate, which prints the grade (三星 ★★★ …) and a QR code.
 */
import {
  gradeStars,
  SERVICE_GROUP_LABELS,
  SERVICE_GROUPS,
  SERVICE_STAGE_LABELS,
  type ServiceGrade,
} from '@cb/domain/service-certification';
import { renderCanvasPdf, renderPdfDocument } from '../../platform/pdf/pdf.ts';
import type { ServiceProjectRecord } from './repository.ts';

const num = (n: number | null) => (n === null ? '' : String(n));

export function serviceReportPdf(row: ServiceProjectRecord, bodyName: string) {
  return renderPdfDocument({
    title: '售后服务认证评价报告',
    subtitle: `${row.enterpriseName} · ${row.projectNo}`,
    author: bodyName,
    footer: bodyName,
    blocks: [
      {
        kind: 'keyValue',
        columns: 2,
        items: [
          { label: '项目编号', value: row.projectNo },
          { label: '组织名称', value: row.enterpriseName },
          { label: '认证范围', value: row.scope },
          { label: '服务领域代码', value: row.serviceAreaCode },
          { label: '项目阶段', value: SERVICE_STAGE_LABELS[row.stage] ?? '' },
          { label: '评价人', value: row.evaluator },
          { label: '评价表版本', value: `第${row.itemTableVersion}版` },
          { label: '证书编号', value: row.certNo },
        ],
      },
      ...SERVICE_GROUPS.flatMap((group) => [
        { kind: 'heading' as const, text: SERVICE_GROUP_LABELS[group] },
        {
          kind: 'table' as const,
          columns: [
            { header: '序号', width: 1, align: 'center' as const },
            { header: '评价项', width: 5 },
            { header: '满分', width: 1.2, align: 'right' as const },
            { header: '是否适用', width: 1.5, align: 'center' as const },
            { header: '得分', width: 1.2, align: 'right' as const },
            { header: '说明', width: 4 },
          ],
          rows: row.items
            .filter((i) => i.group === group)
            .map((i, n) => [
              String(n + 1),
              i.title,
              String(i.maxScore),
              i.applicable ? '适用' : '不适用',
              i.applicable ? String(Math.round(i.score * 100) / 100) : '—',
              i.note,
            ]),
        },
      ]),
      { kind: 'heading', text: '评价结果' },
      {
        kind: 'keyValue',
        columns: 2,
        items: [
          { label: '特别扣分项', value: String(row.specialDeductions) },
          { label: '加分', value: String(row.bonus) },
          { label: '得分', value: num(row.earned) },
          { label: '适用项满分', value: num(row.applicableMax) },
          { label: '得分率', value: row.percent === null ? '' : `${row.percent}%` },
          { label: '评价等级', value: row.grade },
        ],
      },
    ],
  });
}

export function serviceCertificatePdf(row: ServiceProjectRecord, origin: string, bodyName: string) {
  const stars = gradeStars(row.grade as ServiceGrade);
  return renderCanvasPdf({ title: `服务认证证书 ${row.certNo}`, author: bodyName, subject: '服务认证证书' }, [
    {
      size: 'A4',
      items: [
        {
          kind: 'text',
          xMm: 0,
          yMm: 30,
          widthMm: 210,
          align: 'center',
          text: '售后服务认证证书',
          sizePt: 26,
          bold: true,
        },
        {
          kind: 'text',
          xMm: 0,
          yMm: 46,
          widthMm: 210,
          align: 'center',
          text: 'AFTER-SALES SERVICE CERTIFICATE',
          sizePt: 11,
        },
        { kind: 'text', xMm: 25, yMm: 62, text: `证书编号：${row.certNo}`, sizePt: 11 },
        {
          kind: 'text',
          xMm: 25,
          yMm: 80,
          widthMm: 160,
          text: `兹证明 ${row.enterpriseName}`,
          sizePt: 15,
          bold: true,
        },
        {
          kind: 'text',
          xMm: 25,
          yMm: 94,
          widthMm: 160,
          sizePt: 12,
          text: `的售后服务符合 GB/T 27922《商品售后服务评价体系》的要求，评价等级为：`,
        },
        {
          kind: 'text',
          xMm: 0,
          yMm: 112,
          widthMm: 210,
          align: 'center',
          text: `${row.grade} ${stars}`,
          sizePt: 24,
          bold: true,
          color: '#b8860b',
        },
        { kind: 'text', xMm: 25, yMm: 135, widthMm: 160, text: `认证范围：${row.scope}`, sizePt: 11 },
        { kind: 'text', xMm: 25, yMm: 147, text: `服务领域代码：${row.serviceAreaCode}`, sizePt: 11 },
        { kind: 'text', xMm: 25, yMm: 157, text: `得分率：${row.percent ?? ''}%`, sizePt: 11 },
        { kind: 'text', xMm: 25, yMm: 167, text: `发证日期：${row.issueDate ?? ''}`, sizePt: 11 },
        { kind: 'text', xMm: 25, yMm: 250, widthMm: 120, text: bodyName, sizePt: 13, bold: true },
        {
          kind: 'qr',
          xMm: 155,
          yMm: 235,
          sizeMm: 30,
          data: `${origin.replace(/\/$/, '')}/cert/search?certNo=${encodeURIComponent(row.certNo)}`,
        },
      ],
    },
  ]);
}
