/**
 * Demo 客户通知 and 开放文件 of a new tenant (only with demo data on), in every state: a notice sent
 * to the holders of the commonest standard and read by one of them (the demo enterprise's reading it
 * is left to the visitor), one sent to every client and read by the demo enterprise, a draft; files
 * opened to everyone, to a list with the demo enterprise, and to a list without it (so the enterprise
 * sees two of the three). The files are real PDFs.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import type { Tx } from '../../platform/db/database.ts';
import { storeFile } from '../../platform/files/files.ts';
import { recordFiles } from '../../platform/files/schema.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { renderPdfDocument } from '../../platform/pdf/pdf.ts';
import { certificatesView } from '../certificates/door.ts';
import { customerUserLinksView, enterprisesView } from '../customers/door.ts';
import { insertRecipients, OPENED_FILE_RECORD, userName } from './repository.ts';
import { clientNoticeRecipients, clientNotices, openedFiles } from './schema.ts';

const DAY = 86_400_000;

export const seedClientNotices: TenantSeeder = async ({ tx, tenantId, demo, userIds, files }) => {
  if (!demo) return;
  const admin = userIds.get('admin') ?? null;
  const staff = userIds.get('staff') ?? admin;
  const enterpriseUser = userIds.get('enterprise');
  const [link] = enterpriseUser
    ? await tx
        .select({ enterpriseId: customerUserLinksView.enterpriseId })
        .from(customerUserLinksView)
        .where(eq(customerUserLinksView.userId, enterpriseUser))
    : [];
  const own = link?.enterpriseId ?? null;
  const [common] = await tx
    .select({ standardCode: certificatesView.standardCode, n: count() })
    .from(certificatesView)
    .where(
      and(
        eq(certificatesView.tenantId, tenantId),
        inArray(certificatesView.status, [1, 2]),
        ne(certificatesView.standardCode, ''),
      ),
    )
    .groupBy(certificatesView.standardCode)
    .orderBy(desc(count()))
    .limit(1);
  const standard = common?.standardCode ?? 'Q';
  const now = Date.now();
  const senderName = staff ? await userName(tx, staff) : null;
  const ownReader = enterpriseUser ? ((await userName(tx, enterpriseUser)) ?? '') : '';

  const send = async (
    values: { title: string; content: string; audienceType: 'all' | 'standard'; audienceValues: string[] },
    daysAgo: number,
  ) => {
    const sentAt = new Date(now - daysAgo * DAY);
    const [row] = await tx
      .insert(clientNotices)
      .values({ ...values, tenantId, createdBy: staff, updatedBy: staff, createdAt: sentAt })
      .returning({ id: clientNotices.id });
    const recipients = await insertRecipients(
      tx,
      tenantId,
      row!.id,
      values.audienceType,
      values.audienceValues,
    );
    await tx
      .update(clientNotices)
      .set({ status: 1, sentAt, sentBy: staff, senderName, recipientCount: recipients })
      .where(eq(clientNotices.id, row!.id));
    return { id: row!.id, sentAt };
  };
  const markRead = async (
    noticeId: string,
    enterpriseId: string,
    at: Date,
    reader: string | null,
    name: string,
  ) =>
    tx
      .update(clientNoticeRecipients)
      .set({ readAt: at, readBy: reader, readerName: name })
      .where(
        and(
          eq(clientNoticeRecipients.noticeId, noticeId),
          eq(clientNoticeRecipients.enterpriseId, enterpriseId),
        ),
      );

  const surveillance = await send(
    {
      title: `关于${new Date(now).getFullYear() + 1}年度监督审核安排的通知`,
      content:
        '各获证企业：\n\n本机构将于明年第一季度起陆续开展年度监督审核。请各企业于审核前一个月内完成内部审核和管理评审，并将有效的营业执照、组织机构图及体系变更情况报送本机构。\n\n如有疑问，请联系业务部门。',
      audienceType: 'standard',
      audienceValues: [standard],
    },
    6,
  );
  // One holder other than the demo enterprise has read it.
  const [other] = await tx
    .select({ enterpriseId: clientNoticeRecipients.enterpriseId })
    .from(clientNoticeRecipients)
    .where(
      and(
        eq(clientNoticeRecipients.noticeId, surveillance.id),
        own ? ne(clientNoticeRecipients.enterpriseId, own) : undefined,
      ),
    )
    .orderBy(asc(clientNoticeRecipients.enterpriseId))
    .limit(1);
  if (other)
    await markRead(
      surveillance.id,
      other.enterpriseId,
      new Date(surveillance.sentAt.getTime() + DAY),
      null,
      '企业联系人',
    );

  const lookup = await send(
    {
      title: '关于认证证书查询方式的说明',
      content:
        '各客户：\n\n获证企业的认证证书可在本机构网站“证书查询”页面及国家认证认可监督管理委员会网站查询。证书状态发生变化（暂停、撤销、注销）时，查询结果将同步更新。',
      audienceType: 'all',
      audienceValues: [],
    },
    20,
  );
  if (own && enterpriseUser)
    await markRead(lookup.id, own, new Date(lookup.sentAt.getTime() + 2 * DAY), enterpriseUser, ownReader);

  await tx.insert(clientNotices).values({
    tenantId,
    title: '关于新版标准换版审核的通知（草稿）',
    content: '各获证企业：\n\n新版标准发布后，本机构将按认可机构的转换安排组织换版审核，具体安排另行通知。',
    audienceType: 'standard',
    audienceValues: [standard],
    sendEmail: true,
    createdBy: staff,
    updatedBy: staff,
  });

  // Opened files.
  const others = await tx
    .select({ id: enterprisesView.id })
    .from(enterprisesView)
    .where(and(eq(enterprisesView.tenantId, tenantId), own ? ne(enterprisesView.id, own) : undefined))
    .orderBy(asc(enterprisesView.code))
    .limit(4);
  const ids = others.map((o) => o.id);
  const opened = [
    {
      title: '认证证书和认证标志使用管理规定',
      description: '获证企业使用认证证书和认证标志的规定，请各企业对照执行。',
      audienceType: 'all' as const,
      enterpriseIds: [],
    },
    {
      title: '监督审核资料清单',
      description: '监督审核前需准备的资料。',
      audienceType: 'list' as const,
      enterpriseIds: own ? [own, ...ids.slice(0, 2)] : ids.slice(0, 2),
    },
    {
      title: '转机构企业须知',
      description: '由其他认证机构转入的企业须提交的材料。',
      audienceType: 'list' as const,
      enterpriseIds: ids.slice(2, 4),
    },
  ];
  for (const file of opened) {
    const [row] = await tx
      .insert(openedFiles)
      .values({ ...file, tenantId, createdBy: staff, updatedBy: staff })
      .returning({ id: openedFiles.id });
    if (files && staff) await attachPdf(tx, files, tenantId, staff, row!.id, file.title, file.description);
  }
};

async function attachPdf(
  tx: Tx,
  files: FileStorage,
  tenantId: number,
  userId: string,
  recordId: string,
  title: string,
  description: string,
) {
  const data = await renderPdfDocument({
    title,
    blocks: [
      { kind: 'paragraph', text: description },
      {
        kind: 'paragraph',
        text: '本文件由认证机构向客户开放，供获证企业及申请企业参考使用。内容如有更新，以本机构最新发布的版本为准。',
      },
    ],
  });
  const stored = await storeFile(tx, files, {
    tenantId,
    userId,
    ownerArea: `record:${OPENED_FILE_RECORD}`,
    ownerId: recordId,
    fileName: `${title}.pdf`,
    data,
  });
  await tx.insert(recordFiles).values({
    tenantId,
    createdBy: userId,
    updatedBy: userId,
    recordType: OPENED_FILE_RECORD,
    recordId,
    documentType: 'attachment',
    series: uuidv7(),
    revision: 1,
    fileId: stored.id,
  });
}
