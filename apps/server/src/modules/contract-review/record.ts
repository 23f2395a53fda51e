/**
 * The review record htps002 (合同评审及审核方案策划记录) as a PDF with the Chinese font embedded
 * (platform/pdf): the application, each standard's confirmed scope, codes, risk, personnel, sites
 * and sample, accreditation, competence warnings, the audit-time justification step by step, the
 * fee quotation and the outcome.
 */
import {
  AUDIT_TYPES,
  CONTRACT_STATUSES,
  FEE_TYPES,
  labelOf,
  REVIEW_STATUSES,
  REVIEW_TYPES,
  type ReviewDetail,
} from '@cb/domain';
import { type PdfBlock, renderPdfDocument } from '../../platform/pdf/pdf.ts';

const RISK = ['', '高', '中', '低', '有限'];
const CHINA = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'short',
});
const when = (iso: string | null) => (iso ? CHINA.format(new Date(iso)) : '—');

export function renderReviewRecord(d: ReviewDetail): Promise<Buffer> {
  const blocks: PdfBlock[] = [
    {
      kind: 'keyValue',
      columns: 2,
      items: [
        { label: '申请编号', value: d.applyNo },
        { label: '申请组织', value: d.enterpriseName },
        { label: '评审类型', value: labelOf(REVIEW_TYPES, d.reviewType) ?? '' },
        { label: '审核类型', value: labelOf(AUDIT_TYPES, d.auditType) ?? String(d.auditType) },
        { label: '评审状态', value: labelOf(REVIEW_STATUSES, d.status) ?? '' },
        { label: '评审人员', value: d.reviewerName ?? '—' },
        { label: '评审时间', value: when(d.reviewedAt) },
        { label: '合同编号', value: d.contractNo ?? '—' },
        {
          label: '合同状态',
          value: d.contractStatus === null ? '—' : (labelOf(CONTRACT_STATUSES, d.contractStatus) ?? ''),
        },
        { label: '审核时间合计', value: `${d.totalDays} 人日` },
      ],
    },
  ];
  d.items.forEach((item, i) => {
    blocks.push({
      kind: 'heading',
      text: `${i + 1}. ${item.standardName}${item.standardVersion ? `（${item.standardVersion}）` : ''}`,
    });
    blocks.push({
      kind: 'keyValue',
      columns: 2,
      items: [
        { label: '认证范围（中文）', value: item.scopeZh },
        { label: '认证范围（英文）', value: item.scopeEn || '—' },
        { label: '专业代码', value: item.professionalCodes.join('、') || '—' },
        { label: '上报代码', value: item.reportingCodes.join('、') || '—' },
        { label: '风险等级', value: item.riskLevel ? RISK[item.riskLevel]! : '—' },
        { label: '认可标志', value: item.accreditationMark || '非认可' },
        { label: '全职人数', value: String(item.headcount) },
        { label: '兼职人数 / 折算', value: `${item.partTimeHeadcount} / ${item.partTimeFte}` },
        {
          label: '重复性工作减少',
          value: item.repetitiveReduction ? `${item.repetitiveReduction}（${item.reductionReason}）` : '0',
        },
        { label: '有效人数', value: String(item.effectivePersonnel) },
        {
          label: '场所抽样（IAF MD 1）',
          value: `${item.sites.length} 个场所；初审 ${item.sampleInitial}、监督 ${item.sampleSurveillance}、再认证 ${item.sampleRecertification}`,
        },
        { label: '监督频次', value: `${item.surveillanceFrequency} 个月` },
        {
          label: '能力评价',
          value: item.competenceWarnings.length
            ? `专业代码 ${item.competenceWarnings.join('、')} 暂无具备能力的审核员`
            : '每个专业代码均有具备能力的审核员',
        },
        { label: '确认', value: item.confirmed ? '已确认' : '未确认' },
      ],
    });
    blocks.push({
      kind: 'table',
      columns: [
        { header: '表值', width: 1, align: 'center' },
        { header: '调整后', width: 1, align: 'center' },
        { header: '一阶段', width: 1, align: 'center' },
        { header: '二阶段', width: 1, align: 'center' },
        { header: '现场≥', width: 1, align: 'center' },
        { header: '监督', width: 1, align: 'center' },
        { header: '再认证', width: 1, align: 'center' },
      ],
      rows: [
        [
          item.tableDays,
          item.adjustedDays,
          item.stage1Days,
          item.stage2Days,
          item.onsiteDays,
          item.surveillanceDays,
          item.recertificationDays,
        ].map(String),
      ],
    });
    blocks.push({ kind: 'paragraph', text: '审核时间计算依据：', bold: true });
    for (const [n, line] of item.justification.entries())
      blocks.push({ kind: 'paragraph', text: `（${n + 1}）${line}` });
    if (item.sites.length)
      blocks.push({
        kind: 'table',
        columns: [
          { header: '场所', width: 3 },
          { header: '地址', width: 5 },
          { header: '人数', width: 1, align: 'right' },
          { header: '中心职能', width: 1, align: 'center' },
        ],
        rows: item.sites.map((s) => [s.name, s.address, String(s.headcount), s.central ? '是' : '']),
      });
  });
  blocks.push({ kind: 'heading', text: '费用报价' });
  blocks.push({
    kind: 'table',
    columns: [
      { header: '认证标准', width: 2 },
      { header: '审核类型', width: 2 },
      { header: '费用类型', width: 2 },
      { header: '收费标准', width: 1.5, align: 'right' },
      { header: '报价', width: 1.5, align: 'right' },
      { header: '调整理由', width: 3 },
    ],
    rows: d.feeLines.length
      ? d.feeLines.map((l) => [
          l.itemIndex === null ? '合同' : (d.items[l.itemIndex]?.standardName ?? ''),
          labelOf(AUDIT_TYPES, l.auditType) ?? String(l.auditType),
          labelOf(FEE_TYPES, l.feeType) ?? String(l.feeType),
          l.tariffAmount,
          l.amount,
          l.overrideReason,
        ])
      : [['—', '', '', '', '', '']],
  });
  blocks.push({ kind: 'paragraph', text: `报价合计：${d.totalFee} 元`, bold: true });
  blocks.push({ kind: 'heading', text: '评审结论' });
  blocks.push({
    kind: 'paragraph',
    text:
      d.status === 2
        ? `评审通过，生成认证合同 ${d.contractNo ?? ''}，待审批。`
        : d.status === 1
          ? `评审退回申请方。原因：${d.returnReason}`
          : '评审中。',
  });
  if (d.integrationReason || d.integrationPercent)
    blocks.push({
      kind: 'paragraph',
      text: `一体化审核调整 ${d.integrationPercent}%：${d.integrationReason || '—'}`,
    });
  if (d.remark) blocks.push({ kind: 'paragraph', text: `备注：${d.remark}` });
  return renderPdfDocument({
    title: '合同评审及审核方案策划记录',
    subtitle: `htps002 · ${d.applyNo}`,
    subject: `合同评审 ${d.applyNo}`,
    footer: `合同评审记录 ${d.applyNo}`,
    blocks,
  });
}
