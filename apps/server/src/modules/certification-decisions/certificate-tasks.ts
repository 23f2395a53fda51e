/**
 * 暂停撤销 (certificate tasks): the list of certificate tasks that decisions and changes open
 * (suspension proposals, suspended certificates, changes), and acting on one (pause, cancel,
 * restore, dismiss) through the certificates' state machine in one transaction that closes the task.
 */
import {
  AUDIT_TYPES,
  CERTIFICATE_TASK_KINDS,
  CERTIFICATE_TASK_STATUSES,
  type CertificateTaskRow,
  type certificateTaskActionBody,
  type certificateTaskListQuery,
} from '@cb/domain';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { isUnfiltered, updateVersioned } from '../../platform/crud/index.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { certificatesArea } from './hooks.ts';
import * as repo from './repository.ts';
import { certificateTasks } from './schema.ts';
import { DecisionStep, type In, iso, label } from './step.ts';
import * as taskRepo from './task-repository.ts';

export class CertificateTaskService extends DecisionStep {
  taskPage(user: AuthUser, q: In<typeof certificateTaskListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      if (isUnfiltered(q)) {
        const page = await taskRepo.unfilteredTasks(tx, { tenantId: user.tenantId }, q);
        const records = await taskRepo.withCertificateNumbers(tx, user.tenantId, page.records);
        return { ...page, records: records.map(toTaskRow) };
      }
      const where = taskRepo.taskWhere(user.tenantId, q);
      return repo.pageFrom(
        q,
        await taskRepo.countTasks(tx, where),
        (limit, offset) => taskRepo.listTasks(tx, where, q, limit, offset),
        async (rows) => (await taskRepo.withCertificateNumbers(tx, user.tenantId, rows)).map(toTaskRow),
      );
    });
  }

  /** Acts on a suspension proposal or a suspended certificate through the certificates' state machine. */
  actOnTask(user: AuthUser, body: In<typeof certificateTaskActionBody>) {
    return this.database.tenantTx(user, async (tx) => {
      const task = await repo.findTask(tx, user.tenantId, body.id);
      if (!task) throw notFound('任务不存在');
      if (task.status !== 0) throw badRequest('该任务已处理');
      if (body.action !== 'dismiss') {
        if (task.kind !== 3) throw badRequest('只有暂停建议可以暂停、撤销或恢复证书');
        if (!task.certificateId) throw badRequest('该任务没有关联证书，请在证书管理中处理');
        const actor = { tenantId: user.tenantId, userId: user.userId };
        if (body.action === 'pause') {
          if (!body.reasonCode) throw badRequest('请选择暂停原因');
          if (!body.suspendUntil) throw badRequest('请选择暂停截止日期');
          await certificatesArea().suspend(tx, actor, task.certificateId, {
            reasonCode: body.reasonCode,
            reason: body.reason,
            suspendUntil: body.suspendUntil,
          });
        } else if (body.action === 'cancel') {
          if (!body.reasonCode) throw badRequest('请选择撤销原因');
          await certificatesArea().revoke(tx, actor, task.certificateId, {
            reasonCode: body.reasonCode,
            reason: body.reason,
          });
        } else {
          await certificatesArea().restore(tx, actor, task.certificateId, { reason: body.reason });
        }
      }
      const saved = await updateVersioned(
        tx,
        certificateTasks,
        task.id,
        body.version,
        {
          status: 1,
          doneAt: this.clock(),
          doneBy: user.userId,
          note: `${task.note}\n处理：${body.reason}`.slice(0, 2000),
        },
        user.userId,
      );
      return { id: saved.id, version: saved.version };
    });
  }
}

function toTaskRow(r: taskRepo.TaskRecord): CertificateTaskRow {
  return {
    ...r,
    kindName: label(CERTIFICATE_TASK_KINDS, r.kind),
    statusName: label(CERTIFICATE_TASK_STATUSES, r.status),
    auditTypeName: r.auditType === null ? '' : label(AUDIT_TYPES, r.auditType),
    createdAt: r.createdAt.toISOString(),
    doneAt: iso(r.doneAt),
  };
}
