/**
 * The audit team's work on site (现场审核): check-in per planned half-day, the stage 1 report and
 * conclusion, the opening and closing meetings, and finishing the on-site audit (the project's
 * status follows from its NCs). The leader and the office act; a member where the body's member
 * rights allow it.
 */
import {
  calendarDateOf,
  checkInRefusal,
  finishAudit,
  EXECUTION_MESSAGES as M,
  ONSITE_RECORD_TYPE,
  stage1SubmissionRefusal,
} from '@cb/domain';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/errors.ts';
import * as fileRepo from './file-repository.ts';
import { runAuditFinished } from './hooks.ts';
import * as ncRepo from './nc-repository.ts';
import { factsOf, forExecution, onsiteGuard, stageOneFacts } from './project-access.ts';
import * as repo from './repository.ts';
import { projectCheckIns, projectExecutions, projectMeetings } from './schema.ts';

export class OnsiteWorkService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return calendarDateOf(this.clock());
  }

  async checkIn(
    user: AuthUser,
    body: {
      projectId: string;
      auditorId?: string | undefined;
      date: string;
      period: number;
      location: string;
      note: string;
    },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, part } = await forExecution(tx, user, body.projectId, 'checkIn');
      await onsiteGuard(tx, user.tenantId, row);
      const me = await repo.auditorOfUser(tx, user.tenantId, user.userId);
      const auditorId = body.auditorId ?? me?.id;
      if (!auditorId) throw badRequest('请选择签到人员');
      if (part === 'member' && auditorId !== me?.id) throw forbidden(M.notLeader);
      const team = await repo.teamOf(tx, user.tenantId, row.planId);
      const member = team.find((m) => m.auditorId === auditorId);
      if (!member) throw badRequest(M.notOnTeam.replace('您', '该人员'));
      const existing = (await repo.checkInsOf(tx, user.tenantId, row.id))
        .filter((c) => c.auditorId === auditorId)
        .map((c) => `${c.date}:${c.period}`);
      const refusal = checkInRefusal({
        date: body.date,
        period: body.period as 1 | 2,
        plannedHalfDays: member.halfDays,
        existing,
        today: this.today(),
      });
      if (refusal) throw refusal === M.checkInDuplicate ? conflict(refusal) : badRequest(refusal);
      const [created] = await tx
        .insert(projectCheckIns)
        .values({
          ...authoredBy(user),
          projectId: row.id,
          planId: row.planId,
          auditorId,
          checkDate: body.date,
          period: body.period,
          checkedAt: this.clock(),
          location: body.location,
          note: body.note,
        })
        .returning({ id: projectCheckIns.id, version: projectCheckIns.version });
      return created!;
    });
  }

  async submitStage1(
    user: AuthUser,
    body: { projectId: string; version: number; conclusion: number; reasons: string },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, exec } = await forExecution(tx, user, body.projectId, 'stage1');
      const uploaded = await fileRepo.uploadedTypes(tx, ONSITE_RECORD_TYPE, row.id);
      const refusal = stage1SubmissionRefusal({
        stage: row.stage,
        status: row.status,
        auditStatus: exec.auditStatus,
        reportUploaded: uploaded.has('shxm_stage1_report'),
        conclusion: body.conclusion as 1 | 2,
        reasons: body.reasons,
      });
      if (refusal) throw badRequest(refusal);
      if (!row.planStatus || row.planStatus !== 3) throw badRequest(M.planNotApproved);
      const saved = await updateVersioned(
        tx,
        projectExecutions,
        exec.id,
        body.version,
        {
          stageOneFlag: 1,
          stage1Conclusion: body.conclusion,
          stage1Reasons: body.conclusion === 2 ? body.reasons : '',
          stage1SubmittedAt: this.clock(),
        },
        user.userId,
      );
      // Stage 1's audit is over once its conclusion is in (it is not finished like an on-site audit).
      await runAuditFinished(tx, {
        tenantId: user.tenantId,
        userId: user.userId,
        projectId: row.id,
        planId: row.planId,
        lastOnsiteDay: this.today(),
      });
      return { id: row.id, version: saved.version };
    });
  }

  async saveMeeting(
    user: AuthUser,
    body: {
      projectId: string;
      kind: number;
      heldOn: string;
      attendees: { name: string; position: string }[];
    },
  ) {
    return this.database.tenantTx(user, async (tx) => {
      const { row } = await forExecution(tx, user, body.projectId, 'meeting');
      await onsiteGuard(tx, user.tenantId, row);
      const [current] = await tx
        .select({ id: projectMeetings.id, version: projectMeetings.version })
        .from(projectMeetings)
        .where(
          inTenant(projectMeetings, user.tenantId, [
            eq(projectMeetings.projectId, row.id),
            eq(projectMeetings.kind, body.kind),
          ]),
        );
      if (current) {
        const saved = await updateVersioned(
          tx,
          projectMeetings,
          current.id,
          current.version,
          { heldOn: body.heldOn, attendees: body.attendees },
          user.userId,
        );
        return { id: saved.id, version: saved.version };
      }
      const [created] = await tx
        .insert(projectMeetings)
        .values({
          ...authoredBy(user),
          projectId: row.id,
          kind: body.kind,
          heldOn: body.heldOn,
          attendees: body.attendees,
        })
        .returning({ id: projectMeetings.id, version: projectMeetings.version });
      return created!;
    });
  }

  async finish(user: AuthUser, body: { projectId: string; version: number; lastOnsiteDay: string }) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, exec } = await forExecution(tx, user, body.projectId, 'finish');
      if (body.lastOnsiteDay > this.today()) throw badRequest('现场审核末日不能晚于今天');
      const checkIns = await repo.checkInsOf(tx, user.tenantId, row.id);
      const meetings = await repo.meetingsOf(tx, user.tenantId, row.id);
      const ncs = await ncRepo.ncsOf(tx, user.tenantId, row.id);
      const outcome = finishAudit(
        factsOf(row),
        await stageOneFacts(tx, user.tenantId, row),
        {
          checkIns: checkIns.length,
          meetings: meetings.map((m) => m.kind),
          remote: row.method === 2 || row.method === 0,
        },
        ncs,
      );
      if ('refusal' in outcome) throw badRequest(outcome.refusal);
      const saved = await updateVersioned(
        tx,
        projectExecutions,
        exec.id,
        body.version,
        { lastOnsiteDay: body.lastOnsiteDay, finishedAt: this.clock() },
        user.userId,
      );
      await repo.setProjectStatus(tx, user.tenantId, row.id, outcome.status, user.userId);
      await runAuditFinished(tx, {
        tenantId: user.tenantId,
        userId: user.userId,
        projectId: row.id,
        planId: row.planId,
        lastOnsiteDay: body.lastOnsiteDay,
      });
      return { id: row.id, version: saved.version };
    });
  }
}
