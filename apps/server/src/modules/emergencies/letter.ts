/**
 * The letter to the client (告知函) of a postponement or a validity extension (BUSINESS.md §7: the
 * body tells the client by letter), as a PDF with the Chinese font embedded (platform/pdf).
 */
import { type PdfBlock, renderPdfDocument } from '../../platform/pdf/pdf.ts';

export interface LetterDecision {
  kind: string;
  subject: string;
  originalDate: string;
  newDate: string;
  months: number;
  reason: string;
  createdAt: Date;
  enterpriseName: string;
  eventTitle: string;
  occurredAt: string;
}

const CHINA = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', dateStyle: 'short' });

export const letterTitle = (kind: string) =>
  kind === 'validity' ? '证书有效期延长告知函' : '审核延期告知函';

export function renderLetter(d: LetterDecision, bodyName: string): Promise<Buffer> {
  const audit = d.kind !== 'validity';
  const blocks: PdfBlock[] = [
    { kind: 'paragraph', text: `${d.enterpriseName}：`, bold: true },
    {
      kind: 'paragraph',
      align: 'justify',
      text: audit
        ? `鉴于${d.occurredAt}发生的“${d.eventTitle}”对贵单位的影响，根据IAF ID 3《认证机构对影响认可机构、合格评定机构和获证组织的特殊事件或情况的管理》及本机构的规定，经评估，同意将贵单位的${d.subject}期限由${d.originalDate}延期${d.months}个月至${d.newDate}。下一认证周期的审核日期保持不变。请贵单位在恢复正常运营后及时与本机构联系安排审核。`
        : `鉴于${d.occurredAt}发生的“${d.eventTitle}”对贵单位的影响，根据IAF ID 3《认证机构对影响认可机构、合格评定机构和获证组织的特殊事件或情况的管理》及本机构的规定，经评估，同意将贵单位${d.subject}的有效期由${d.originalDate}延长${d.months}个月至${d.newDate}。下一认证周期的日期保持不变。请贵单位在延长期内完成再认证审核。`,
    },
    {
      kind: 'keyValue',
      columns: 1,
      items: [
        { label: '应急事件', value: d.eventTitle },
        { label: audit ? '延期事项' : '证书', value: d.subject },
        { label: audit ? '原期限' : '原有效期至', value: d.originalDate },
        { label: audit ? '延期至' : '延长至', value: d.newDate },
        { label: '月数', value: `${d.months}个月` },
        ...(d.reason ? [{ label: '说明', value: d.reason }] : []),
      ],
    },
    { kind: 'spacer', heightMm: 12 },
    { kind: 'paragraph', text: bodyName, align: 'right' },
    { kind: 'paragraph', text: CHINA.format(d.createdAt), align: 'right' },
  ];
  return renderPdfDocument({ title: letterTitle(d.kind), blocks });
}
