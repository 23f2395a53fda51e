/**
 * Demo change approvals (demo tenants only), continuing the applications' demo change requests:
 * the staff approver decides some of them — an address change without audit (applied to the
 * enterprise, waiting for the certificate), a scope change needing a change audit, a rejected
 * headcount change — and the demo enterprise user raises two more on its own accepted
 * application: an English-name change decided without audit and an address change still pending.
 * Decisions go through the service's own rule and transaction code.
 */
import { CONTRACT_STATUS } from '@cb/domain';
import { asc, eq } from 'drizzle-orm';
import type { TenantSeeder } from '../../platform/areas.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import {
  applicationChangesView,
  applicationItemsView,
  applicationsView,
  insertDemoApplicationChanges,
} from '../applications/door.ts';
import { contractItemsView, contractsView } from '../contract-review/door.ts';
import { customerUserLinksView, enterprisesView } from '../customers/door.ts';
import { ChangeApprovalService } from './service.ts';

const DAY = 86_400_000;
const silent = { send: async () => null };

export const seedChangeApprovals: TenantSeeder = async ({ tx, tenantId, demo, userIds }) => {
  if (!demo) return;
  const staff = userIds.get('staff');
  if (!staff) return;
  const enterpriseUser = userIds.get('enterprise');

  // The enterprise user's own requests, on its enterprise's first accepted application.
  const [link] = enterpriseUser
    ? await tx
        .select({ enterpriseId: customerUserLinksView.enterpriseId })
        .from(customerUserLinksView)
        .where(inTenant(customerUserLinksView, tenantId, [eq(customerUserLinksView.userId, enterpriseUser)]))
    : [];
  if (enterpriseUser && link?.enterpriseId) {
    const [own] = await tx
      .select({
        id: applicationsView.id,
        createdAt: applicationsView.createdAt,
        nameEn: enterprisesView.nameEn,
        address: enterprisesView.registeredAddress,
      })
      .from(applicationsView)
      .innerJoin(enterprisesView, eq(enterprisesView.id, applicationsView.enterpriseId))
      .where(
        inTenant(applicationsView, tenantId, [
          eq(applicationsView.enterpriseId, link.enterpriseId),
          eq(applicationsView.status, 2),
        ]),
      )
      .orderBy(asc(applicationsView.createdAt))
      .limit(1);
    if (own) {
      const at = (days: number) => new Date(own.createdAt.getTime() + days * DAY);
      await insertDemoApplicationChanges(tx, [
        {
          tenantId,
          applicationId: own.id,
          changeType: 2,
          infoChangeTypes: [3],
          // The licence's English translation spells the company form out in full.
          beforeValue: own.nameEn || '（无）',
          afterValue: own.nameEn
            ? own.nameEn.replace(/ Co\., Ltd\.$/, ' Company Limited')
            : 'Company Limited',
          reason: '企业英文名称按营业执照英文译名统一',
          status: 1,
          createdAt: at(3),
          updatedAt: at(3),
          createdBy: enterpriseUser,
          updatedBy: enterpriseUser,
        },
        {
          tenantId,
          applicationId: own.id,
          changeType: 4,
          infoChangeTypes: [6],
          beforeValue: own.address || '原注册地址',
          afterValue: own.address ? `${own.address.replace(/\d+号$/, '')}1号（新厂房）` : '新注册地址',
          reason: '注册地址变更，已取得新营业执照',
          status: 1,
          createdAt: at(5),
          updatedAt: at(5),
          createdBy: enterpriseUser,
          updatedBy: enterpriseUser,
        },
      ]);
    }
  }

  const pending = await tx
    .select({
      id: applicationChangesView.id,
      version: applicationChangesView.version,
      applicationId: applicationChangesView.applicationId,
      changeType: applicationChangesView.changeType,
      afterValue: applicationChangesView.afterValue,
      createdAt: applicationChangesView.createdAt,
      createdBy: applicationChangesView.createdBy,
    })
    .from(applicationChangesView)
    .where(inTenant(applicationChangesView, tenantId, [eq(applicationChangesView.status, 1)]))
    .orderBy(asc(applicationChangesView.createdAt), asc(applicationChangesView.id));

  const decide = async (
    change: (typeof pending)[number],
    body: {
      decision: number;
      auditType?: number;
      withItem?: boolean;
      itemId?: string;
      opinion?: string;
      fields?: { key: string; after: string }[];
    },
  ) => {
    const [item] = body.itemId
      ? [{ id: body.itemId }]
      : body.withItem
        ? await tx
            .select({ id: applicationItemsView.id })
            .from(applicationItemsView)
            .where(
              inTenant(applicationItemsView, tenantId, [
                eq(applicationItemsView.applicationId, change.applicationId),
              ]),
            )
            .orderBy(asc(applicationItemsView.sortNo))
            .limit(1)
        : [];
    const service = new ChangeApprovalService(
      // The seed's transaction is passed to decideIn directly; the database is not used.
      null as never,
      silent,
      () => new Date(Math.min(Date.now(), change.createdAt.getTime() + DAY)),
    );
    await service.decideIn(
      tx,
      { tokenId: 'seed', userId: staff, tenantId, username: 'staff' },
      {
        id: change.id,
        version: change.version,
        decision: body.decision,
        auditType: body.auditType ?? null,
        itemId: item?.id ?? null,
        opinion: body.opinion ?? '',
        fields: body.fields ?? [],
      },
    );
  };

  const byType = (type: number, skip = 0) => pending.filter((c) => c.changeType === type)[skip];
  const ownName = pending.find((c) => c.createdBy === enterpriseUser && c.changeType === 2);
  if (ownName)
    await decide(ownName, {
      decision: 1,
      opinion: '营业执照英文译名已核对，属信息变更',
      fields: [{ key: 'nameEn', after: ownName.afterValue }],
    });
  const address = byType(5);
  if (address)
    await decide(address, {
      decision: 1,
      opinion: '经营地址搬迁，体系覆盖范围不变，无需审核',
      fields: [{ key: 'officeAddress', after: address.afterValue }],
    });
  const scope = byType(6);
  if (scope)
    await decide(scope, {
      decision: 2,
      withItem: true,
      opinion: '范围表述调整，经文件审核确认不涉及新增专业代码',
      fields: [{ key: 'scopeZh', after: scope.afterValue }],
    });

  // A scope extension on a standard under an approved contract: contract review runs again (type 11).
  const [contracted] = await tx
    .select({
      applicationId: contractsView.applicationId,
      standardId: contractItemsView.certificateStandardId,
      createdAt: contractsView.createdAt,
    })
    .from(contractItemsView)
    .innerJoin(contractsView, eq(contractsView.id, contractItemsView.contractId))
    .where(inTenant(contractsView, tenantId, [eq(contractsView.status, CONTRACT_STATUS.approved)]))
    .orderBy(asc(contractsView.createdAt))
    .limit(1);
  if (contracted) {
    const [item] = await tx
      .select({ id: applicationItemsView.id, codes: applicationItemsView.professionalCodes })
      .from(applicationItemsView)
      .where(
        inTenant(applicationItemsView, tenantId, [
          eq(applicationItemsView.applicationId, contracted.applicationId),
          eq(applicationItemsView.certificateStandardId, contracted.standardId),
        ]),
      )
      .limit(1);
    const added = ['19.05.02', '33.02.00'].find((c) => !item?.codes.includes(c));
    if (item && added) {
      const at = new Date(
        Math.min(Date.now() - 2 * DAY, Math.max(contracted.createdAt.getTime(), Date.now() - 5 * DAY)),
      );
      const [extension] = await insertDemoApplicationChanges(tx, [
        {
          tenantId,
          applicationId: contracted.applicationId,
          changeType: 7,
          infoChangeTypes: [9, 10],
          beforeValue: item.codes.join('、'),
          afterValue: [...item.codes, added].join('、'),
          reason: '新增产品线，申请扩大认证范围',
          status: 1,
          createdAt: at,
          updatedAt: at,
          createdBy: staff,
          updatedBy: staff,
        },
      ]);
      await decide(extension!, {
        decision: 3,
        auditType: 11,
        itemId: item.id,
        opinion: '新增专业代码属于扩大认证范围，须重新评审并安排扩项审核',
        fields: [{ key: 'professionalCodes', after: [...item.codes, added].join('、') }],
      });
    }
  }
  const headcount = byType(3, 1);
  if (headcount)
    await decide(headcount, {
      decision: 4,
      opinion: '未提供人员变化的证明材料（社保缴纳名单），请补充后重新提交',
    });
};
