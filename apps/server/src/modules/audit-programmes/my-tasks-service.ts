/**
 * The auditor zone (审核员专区): 我的审核任务, the plans to be approved and approved that the signed-in
 * auditor is on (a page, the Excel export, and the audit notice of an approved one), and 审核日程,
 * the tenant's active auditors with every half-day of a range busy, on leave or free.
 */
import {
  type CalendarBooking,
  calendarDates,
  type calendarQuery,
  halfDayOccupancy,
  MY_TASK_STATUSES,
  type myTaskExportQuery,
  type myTaskQuery,
} from '@cb/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { pageCounts } from '../../platform/crud/index.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import * as calendarRepo from './calendar-repository.ts';
import type { AuditNoticeService } from './notice-service.ts';
import { decoratePlans } from './plan-access.ts';
import * as repo from './repository.ts';
import { auditPlans } from './schema.ts';

type In<T extends z.ZodType> = z.infer<T>;

export class MyTasksService {
  constructor(
    private readonly database: Database,
    private readonly notices: AuditNoticeService,
  ) {}

  /** 我的审核任务: approved and to-be-approved plans the signed-in auditor is on, one page. */
  myTasks(user: AuthUser, q: In<typeof myTaskQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const tasks = await this.tasksOf(tx, user, q);
      if (!tasks) return { records: [], total: 0, current: q.pageNo, size: q.pageSize, pages: 0 };
      return { records: tasks.records, ...pageCounts(tasks.counted, q) };
    });
  }

  /** 我的审核任务 to Excel: every task under the same filters and order. */
  exportMyTasks(user: AuthUser, q: In<typeof myTaskExportQuery>) {
    return this.database.tenantRead(user, async (tx) => (await this.tasksOf(tx, user, q))?.records ?? []);
  }

  /** The audit notice of an approved plan the signed-in auditor is on (404 for any other plan). */
  myTaskNoticePdf(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
      const plan = await repo.findPlan(tx, user.tenantId, id);
      if (!me || !plan) throw notFound();
      const [onTeam] = await tx
        .select({ id: auditPlans.id })
        .from(auditPlans)
        .where(and(eq(auditPlans.id, id), repo.plansOfAuditor(tx, user.tenantId, me.id)));
      if (!onTeam || !(MY_TASK_STATUSES as readonly number[]).includes(plan.status)) throw notFound();
      if (plan.status !== 3) throw conflict('计划审批通过后才能打印审核通知书');
      const { pdf, fileName } = await this.notices.renderNotice(tx, user.tenantId, plan);
      return { pdf, fileName };
    });
  }

  /** The signed-in auditor's tasks under `q` (a page when `q.pageSize` is given); null: not an auditor. */
  private async tasksOf(
    tx: Reader,
    user: AuthUser,
    q: In<typeof myTaskExportQuery> & { pageNo?: number; pageSize?: number },
  ) {
    const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
    if (!me) return null;
    const where = and(
      repo.planWhere(
        tx,
        user.tenantId,
        { status: q.status, dateFrom: q.dateFrom, dateTo: q.dateTo, enterpriseName: q.enterpriseName },
        repo.plansOfAuditor(tx, user.tenantId, me.id, q.role),
      ),
      inArray(auditPlans.status, [...MY_TASK_STATUSES]),
    );
    const page = await repo.listPlans(tx, where, { ...q, column: q.column ?? 'startDate' });
    const records = await decoratePlans(tx, user.tenantId, page.records, (team, projects) => {
      const mine = team.find((m) => m.auditorId === me.id);
      return {
        myRole: mine?.role ?? 0,
        myHalfDays: mine?.halfDays.length ?? 0,
        projects: projects.map((p) => ({
          id: p.id,
          scheme: p.scheme,
          standardName: p.standardName,
          auditType: p.auditType,
          stage: p.stage,
        })),
      };
    });
    return { records, counted: page.counted };
  }

  /**
   * 审核日程: one page of the tenant's active auditors (filtered by scheme, code, name) with every
   * half-day of the range busy (plans to be approved and approved, with the enterprise and role),
   * on leave, or free.
   */
  calendar(user: AuthUser, q: In<typeof calendarQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const range = { from: q.from, to: q.to };
      const { records, ...figures } = await calendarRepo.calendarAuditors(
        tx,
        user.tenantId,
        { ...q, ...range },
        q,
      );
      const ids = records.map((a) => a.id);
      const { schemes, bookings, leaves } = await calendarRepo.calendarEntries(tx, user.tenantId, ids, range);
      // Grouped by auditor once (not filtered per auditor), the range's dates listed once.
      const group = <T extends { auditorId: string }>(list: readonly T[]) => {
        const by = new Map<string, T[]>();
        for (const x of list) by.set(x.auditorId, [...(by.get(x.auditorId) ?? []), x]);
        return by;
      };
      const bookingsOf = group(bookings);
      const leavesOf = group(leaves);
      const schemesOf = group(schemes);
      const dates = calendarDates(range.from, range.to);
      return {
        from: q.from,
        to: q.to,
        records: records.map((a) => ({
          auditorId: a.id,
          name: a.name,
          schemes: [...new Set((schemesOf.get(a.id) ?? []).map((s) => s.scheme))],
          // Free half-days are left out (the page shows every other half-day as free): a month of
          // 50 auditors is then a few hundred slots, not 3,500.
          slots: halfDayOccupancy(
            range,
            (bookingsOf.get(a.id) ?? []).map(({ auditorId: _, ...b }): CalendarBooking => b),
            (leavesOf.get(a.id) ?? []).map((l) => ({
              from: { date: l.fromDate, half: l.fromHalf === 2 ? 2 : 1 },
              to: { date: l.toDate, half: l.toHalf === 2 ? 2 : 1 },
            })),
            dates,
          ).filter((s) => s.state !== 'free'),
        })),
        ...figures,
      };
    });
  }
}
