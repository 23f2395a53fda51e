/**
 * The audit's archive (综合管理 → 审核档案): every step and document of one audit in order (check-ins,
 * meetings, the stage 1 conclusion, NC events, on-site files and evidence, special approvals, the
 * archive confirmation), and the files for its ZIP, only those the user may see.
 */
import {
  calendarDateOf,
  NC_RECORD_TYPE,
  ONSITE_RECORD_TYPE,
  onsiteDocumentName,
  SPECIAL_APPROVAL_KINDS,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import type { Database } from '../../platform/db/database.ts';
import * as fileRepo from './file-repository.ts';
import * as ncRepo from './nc-repository.ts';
import { documentsVisibleIn, projectWithExecution } from './project-access.ts';
import { projectDetail } from './project-detail.ts';

export class ArchiveService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today() {
    return calendarDateOf(this.clock());
  }

  /** Every document and step of one audit, in order (/assist/archive/{projectAuditId}). */
  async archive(user: AuthUser, id: string) {
    return this.database.tenantTx(user, async (tx) => {
      const { row, scope } = await projectWithExecution(tx, user, id);
      const project = await projectDetail(tx, user, row, scope, this.today());
      const ncIds = project.nonconformities.map((n) => n.id);
      // The entries and the ZIP hold only the files the user may see (the enterprise: no working papers).
      const visible = documentsVisibleIn(scope);
      const onsite = (await fileRepo.filesOf(tx, ONSITE_RECORD_TYPE, [id])).filter((f) =>
        visible(f.documentType),
      );
      const evidence = (await fileRepo.filesOf(tx, NC_RECORD_TYPE, ncIds)).filter((f) =>
        visible(f.documentType),
      );
      const events = await ncRepo.ncEventsOf(tx, user.tenantId, id);
      const ncNo = new Map(project.nonconformities.map((n) => [n.id, n.ncNo]));
      const entries = [
        ...project.checkIns.map((c) => ({
          at: c.checkedAt,
          kind: 'checkIn',
          title: `现场签到 ${c.date} ${c.period === 1 ? '上午' : '下午'}`,
          detail: c.location,
          byName: c.auditorName,
          file: null,
        })),
        ...project.meetings.map((m) => ({
          at: new Date(`${m.heldOn}T00:00:00+08:00`).toISOString(),
          kind: 'meeting',
          title: m.kind === 1 ? '首次会议' : '末次会议',
          detail: m.attendees.map((a) => a.name).join('、'),
          byName: '',
          file: null,
        })),
        ...(project.stage1SubmittedAt
          ? [
              {
                at: project.stage1SubmittedAt,
                kind: 'stage1',
                title: '一阶段审核结论',
                detail:
                  project.stage1Conclusion === 1
                    ? '具备二阶段审核条件'
                    : `不具备二阶段审核条件${project.stage1Reasons ? `：${project.stage1Reasons}` : ''}`,
                byName: '',
                file: null,
              },
            ]
          : []),
        ...events.map((ev) => ({
          at: ev.at.toISOString(),
          kind: 'nc',
          title: `不符合项 ${ev.ncNo} ${NC_EVENT_NAMES[ev.action] ?? ev.action}`,
          detail: ev.comment,
          byName: ev.byName,
          file: null,
        })),
        ...onsite.map((f) => ({
          at: f.createdAt.toISOString(),
          kind: 'file',
          title: `${onsiteDocumentName(f.documentType)}（第${f.revision}版）`,
          detail: f.stored.fileName,
          byName: f.byName,
          file: { recordType: ONSITE_RECORD_TYPE, recordId: id, fileId: f.id, fileName: f.stored.fileName },
        })),
        ...evidence.map((f) => ({
          at: f.createdAt.toISOString(),
          kind: 'file',
          title: `整改证据（${ncNo.get(f.recordId) ?? ''}）`,
          detail: f.stored.fileName,
          byName: f.byName,
          file: {
            recordType: NC_RECORD_TYPE,
            recordId: f.recordId,
            fileId: f.id,
            fileName: f.stored.fileName,
          },
        })),
        ...project.approvals.flatMap((a) => {
          const kind = SPECIAL_APPROVAL_KINDS.find((k) => k.code === a.kind)?.zh ?? '';
          const applied = {
            at: a.appliedAt,
            kind: 'approval',
            title: `特殊审批申请：${kind}`,
            detail: `${a.reason}${a.status === 0 ? '（待审批）' : ''}`,
            byName: a.appliedByName,
            file: null,
          };
          if (a.status === 0 || !a.decidedAt) return [applied];
          return [
            applied,
            {
              at: a.decidedAt,
              kind: 'approval',
              title: `特殊审批${a.status === 1 ? '批准' : '驳回'}：${kind}`,
              detail: a.comment,
              byName: a.decidedByName,
              file: null,
            },
          ];
        }),
        ...(project.archivedAt
          ? [
              {
                at: project.archivedAt,
                kind: 'archive',
                title: '资料回收确认',
                detail: '',
                byName: project.archivedByName,
                file: null,
              },
            ]
          : []),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        project,
        entries,
        files: [
          ...onsite.map((f) => ({ ...f, folder: '现场审核文件' })),
          ...evidence.map((f) => ({ ...f, folder: `整改证据/${ncNo.get(f.recordId) ?? ''}` })),
        ],
      };
    });
  }
}

const NC_EVENT_NAMES: Record<string, string> = {
  raise: '开具',
  edit: '修改',
  answer: '企业回复',
  accept: '验证通过',
  return: '退回整改',
};
