/**
 * 证书发放 (zsfx add): a passed initial or recertification decision leaves an issue task; the
 * certificate officer issues the certificate from it in one transaction — the number from the
 * body's template with a serial taken atomically per scope (DOMAIN.md §4.2), the expiry from the
 * tenant's lifecycle rule set (a recertification decided in time continues the old cycle), the data of the
 * contract item and the enterprise, an `issue` event, the old certificate of a recertification moved
 * to 99 (replacement reason 0102), and the task closed.
 */
import {
  AUDIT_TYPES,
  type CertificateSite,
  type CertificateTaskRow,
  calendarDateOf,
  catalogueStandard,
  certificateExpiry,
  certificateNumberScope,
  type certificateTaskListQuery,
  certificateTemplateProblem,
  certificateTypeOfStandard,
  decisionFamily,
  formatCertificateNumber,
  type IssueDraft,
  type issueCertificateBody,
  issueDateProblem,
  labelOf,
  printedStandardText,
  schemeKey,
  schemeOfStandard,
} from '@cb/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { isUnfiltered, updateVersioned, withUniqueMessages } from '../../platform/crud/index.ts';
import { authoredBy } from '../../platform/db/columns.ts';
import type { Database, Reader } from '../../platform/db/database.ts';
import { inTenant } from '../../platform/db/tenant.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { uuidv7 } from '../../platform/ids.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { lastOnsiteDayOf } from '../audit-execution/door.ts';
import {
  auditProgrammesView as auditProgrammes,
  auditProjectsView as auditProjects,
  lifecycleRulesOf,
  reanchorProgrammeAtIssue,
} from '../audit-programmes/door.ts';
import { bodyAccreditationsView, contractItemsView } from '../contract-review/door.ts';
import { enterpriseSitesView, enterprisesView } from '../customers/door.ts';
import { standardsView } from '../reference/door.ts';
import { certificatesArea } from './hooks.ts';
import * as repo from './repository.ts';
import { certificateNumberCounters, certificateTasks, certificationDecisions } from './schema.ts';
import * as taskRepo from './task-repository.ts';

type In<T extends z.ZodType> = z.infer<T>;

export class CertificateIssueService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
    /** Where the certificate's PDF is kept (certificates/pdf-store.ts); without it none is made. */
    private readonly files?: FileStorage,
  ) {}

  private today() {
    return calendarDateOf(this.clock());
  }

  /** 证书发放: the open issue tasks (and the issued ones when asked). */
  list(user: AuthUser, q: In<typeof certificateTaskListQuery>) {
    const toRow = (r: taskRepo.TaskRecord): CertificateTaskRow => ({
      ...r,
      kindName: '证书发放',
      statusName: r.status === 0 ? '待发证' : '已发证',
      auditTypeName: r.auditType === null ? '' : (labelOf(AUDIT_TYPES, r.auditType) ?? ''),
      createdAt: r.createdAt.toISOString(),
      doneAt: r.doneAt ? r.doneAt.toISOString() : null,
    });
    return this.database.tenantRead(user, async (tx) => {
      if (isUnfiltered(q)) {
        const page = await taskRepo.unfilteredIssueTasks(tx, { tenantId: user.tenantId }, q);
        const records = await taskRepo.withCertificateNumbers(tx, user.tenantId, page.records);
        return { ...page, records: records.map(toRow) };
      }
      const where = taskRepo.taskWhere(user.tenantId, { ...q, kind: 1 });
      return repo.pageFrom(
        q,
        await taskRepo.countTasks(tx, where),
        (limit, offset) => taskRepo.listTasks(tx, where, q, limit, offset),
        async (rows) => (await taskRepo.withCertificateNumbers(tx, user.tenantId, rows)).map(toRow),
      );
    });
  }

  private async sources(tx: Reader, tenantId: number, taskId: string) {
    const task = await repo.findTask(tx, tenantId, taskId);
    if (task?.kind !== 1) throw notFound('证书发放任务不存在');
    const [source] = await tx
      .select({
        auditType: auditProjects.auditType,
        scheme: auditProjects.scheme,
        decisionDate: certificationDecisions.decisionDate,
        enterpriseName: enterprisesView.name,
        enterpriseNameEn: enterprisesView.nameEn,
        officeAddress: enterprisesView.officeAddress,
        officeAddressEn: enterprisesView.officeAddressEn,
        registeredAddress: enterprisesView.registeredAddress,
        registeredAddressEn: enterprisesView.registeredAddressEn,
        headcount: enterprisesView.totalHeadcount,
        itemStandardCode: contractItemsView.standardCode,
        itemStandardId: contractItemsView.certificateStandardId,
        itemStandardVersion: contractItemsView.standardVersion,
        itemScopeZh: contractItemsView.scopeZh,
        itemScopeEn: contractItemsView.scopeEn,
        itemMark: contractItemsView.accreditationMark,
        itemHeadcount: contractItemsView.headcount,
        itemRecertCount: contractItemsView.recertCount,
        standardName: standardsView.name,
        standardNumber: standardsView.standardNumber,
        itemSites: contractItemsView.sites,
        programmeStandardName: auditProgrammes.standardName,
        programmeScope: auditProgrammes.scopeText,
      })
      .from(certificateTasks)
      .innerJoin(enterprisesView, eq(enterprisesView.id, certificateTasks.enterpriseId))
      .leftJoin(auditProjects, eq(auditProjects.id, certificateTasks.projectId))
      .leftJoin(certificationDecisions, eq(certificationDecisions.id, certificateTasks.decisionId))
      .leftJoin(auditProgrammes, eq(auditProgrammes.id, auditProjects.programmeId))
      .leftJoin(contractItemsView, eq(contractItemsView.id, auditProgrammes.contractItemId))
      .leftJoin(standardsView, eq(standardsView.id, contractItemsView.certificateStandardId))
      .where(inTenant(certificateTasks, tenantId, [eq(certificateTasks.id, taskId)]));
    if (!source) throw notFound('证书发放任务不存在');
    const standardCode = source.itemStandardCode || schemeKey(source.scheme ?? '');
    const previous = await this.previousCertificate(tx, tenantId, task.enterpriseId, standardCode);
    // The standard as the catalogue has it: the contract item's entry, else the scheme's (a
    // programme typed in by hand has no item).
    const catalogue =
      source.standardName !== null
        ? { name: source.standardName, standardNumber: source.standardNumber ?? '' }
        : ((
            await tx
              .select({
                name: standardsView.name,
                standardNumber: standardsView.standardNumber,
              })
              .from(standardsView)
              .where(inTenant(standardsView, tenantId, [eq(standardsView.code, standardCode)]))
          )[0] ?? null);
    return { task, source, standardCode, previous, catalogue };
  }

  /** Every site the certificate covers: the contract item's, else the enterprise's registered ones. */
  private async sitesOf(
    tx: Reader,
    tenantId: number,
    enterpriseId: string,
    itemSites: readonly CertificateSite[] | null,
  ): Promise<CertificateSite[]> {
    if (itemSites?.length) return itemSites.map((s) => ({ name: s.name, address: s.address }));
    return tx
      .select({ name: enterpriseSitesView.name, address: enterpriseSitesView.address })
      .from(enterpriseSitesView)
      .where(inTenant(enterpriseSitesView, tenantId, [eq(enterpriseSitesView.enterpriseId, enterpriseId)]))
      .orderBy(enterpriseSitesView.sortNo, enterpriseSitesView.createdAt);
  }

  /** The body's accreditation number(s) under the certificate's mark(s) for its standard. */
  private async accreditationNoOf(tx: Reader, tenantId: number, standardCode: string, marks: string) {
    const wanted = marks.split(/[;；,，、\s]+/).filter(Boolean);
    if (!wanted.length) return '';
    const rows = await tx
      .select({ mark: bodyAccreditationsView.mark, no: bodyAccreditationsView.accreditationNo })
      .from(bodyAccreditationsView)
      .where(
        inTenant(bodyAccreditationsView, tenantId, [
          eq(bodyAccreditationsView.standardCode, standardCode),
          inArray(bodyAccreditationsView.mark, wanted),
        ]),
      );
    return wanted
      .map((m) => rows.find((r) => r.mark === m)?.no ?? '')
      .filter(Boolean)
      .join('；');
  }

  private async previousCertificate(
    tx: Reader,
    tenantId: number,
    enterpriseId: string,
    standardCode: string,
  ) {
    const rows = await certificatesArea().heldBy(tx, tenantId, enterpriseId);
    return rows.find((c) => schemeOfStandard(c.standardCode) === schemeOfStandard(standardCode)) ?? null;
  }

  private async numberParts(
    tx: Reader,
    tenantId: number,
    d: { standardCode: string; issueDate: string; recert: number; headcount: number },
  ) {
    const setting = await readSetting(tx, tenantId, 'certificateNumber');
    const problem = certificateTemplateProblem(setting.template);
    if (problem) throw badRequest(problem);
    return {
      template: setting.template,
      parts: {
        approvalNo: setting.approvalNo,
        scheme: d.standardCode,
        issueDate: d.issueDate,
        serial: 0,
        recertificationCount: d.recert,
        headcount: d.headcount,
      },
    };
  }

  /**
   * The expiry under the tenant's lifecycle rule set for the scheme (`certificateExpiry`, the one
   * function the programme's 证书到期 uses too): a cycle from the rule set's start day (the decision
   * or the issue); a recertification decided before the old expiry (or within the rule set's
   * restoration window) continues the old cycle's dates.
   */
  private async expiryOf(
    tx: Reader,
    tenantId: number,
    d: {
      scheme: string | null;
      issueDate: string;
      decisionDate: string | null;
      previousExpiry: string | null;
    },
  ) {
    const rules = (await lifecycleRulesOf(tx, tenantId)).ruleSetFor(
      d.scheme ?? '',
      d.decisionDate ?? d.issueDate,
    );
    // Every rule set's cycle starts on the decision or the issue, both known here.
    return certificateExpiry(rules, {
      decisionDate: d.decisionDate ?? d.issueDate,
      issueDate: d.issueDate,
      previousExpiry: d.previousExpiry,
    })!;
  }

  /** The issue form's starting values. */
  draft(user: AuthUser, taskId: string): Promise<IssueDraft> {
    return this.database.tenantRead(user, async (tx) => {
      const { task, source, standardCode, previous, catalogue } = await this.sources(
        tx,
        user.tenantId,
        taskId,
      );
      const recertification =
        source.auditType !== null && decisionFamily(source.auditType) === 'recertification';
      const issueDate = this.today();
      const headcount = source.itemHeadcount || source.headcount || 0;
      const { template, parts } = await this.numberParts(tx, user.tenantId, {
        standardCode,
        issueDate,
        recert: recertification ? Math.max(1, source.itemRecertCount ?? 0) : 0,
        headcount,
      });
      const scope = certificateNumberScope(template, parts);
      const [counter] = await tx
        .select({ lastSerial: certificateNumberCounters.lastSerial })
        .from(certificateNumberCounters)
        .where(
          inTenant(certificateNumberCounters, user.tenantId, [eq(certificateNumberCounters.scope, scope)]),
        );
      return {
        taskId: task.id,
        version: task.version,
        projectId: task.projectId,
        auditTypeName: source.auditType === null ? '' : (labelOf(AUDIT_TYPES, source.auditType) ?? ''),
        decisionDate: source.decisionDate,
        // The standard's category: C for the GB/T 27922 service scheme, else A (reference/standards.ts).
        certificateType: certificateTypeOfStandard(standardCode),
        standardCode,
        ...(catalogue
          ? catalogueStandard(catalogue, source.itemStandardVersion)
          : {
              standardName: source.programmeStandardName ?? '',
              standardVersion: source.itemStandardVersion ?? '',
            }),
        sites: await this.sitesOf(tx, user.tenantId, task.enterpriseId, source.itemSites),
        accreditationNo: await this.accreditationNoOf(tx, user.tenantId, standardCode, source.itemMark ?? ''),
        scopeZh: source.itemScopeZh || source.programmeScope || '',
        scopeEn: source.itemScopeEn ?? '',
        enterpriseName: source.enterpriseName,
        enterpriseNameEn: source.enterpriseNameEn,
        enterpriseAddress: source.officeAddress || source.registeredAddress,
        enterpriseAddressEn: source.officeAddressEn || source.registeredAddressEn,
        marks: source.itemMark ?? '',
        headcount,
        issueDate,
        expiryDate: await this.expiryOf(tx, user.tenantId, {
          scheme: source.scheme,
          issueDate,
          decisionDate: source.decisionDate,
          previousExpiry: recertification ? (previous?.cycleExpiry ?? null) : null,
        }),
        certNoPreview: formatCertificateNumber(template, {
          ...parts,
          serial: (counter?.lastSerial ?? 0) + 1,
        }),
        replaces:
          recertification && previous
            ? { id: previous.id, certNo: previous.certNo, expiryDate: previous.expiryDate }
            : null,
      };
    });
  }

  /**
   * Issues the certificate of a task (one transaction; the serial is taken atomically), with its
   * PDF kept when a template fits (`origin`: the QR code's host).
   */
  issue(user: AuthUser, body: In<typeof issueCertificateBody>, origin?: string) {
    return withUniqueMessages(() => this.issueTx(user, body, origin), {
      certificates_cert_no_uq: '证书编号已被使用，请检查证书编号规则',
    });
  }

  private issueTx(user: AuthUser, body: In<typeof issueCertificateBody>, origin?: string) {
    return this.database.tenantTx(user, async (tx) => {
      const { task, source, previous, catalogue } = await this.sources(tx, user.tenantId, body.taskId);
      if (task.version !== body.version) throw conflict();
      if (task.status !== 0) throw badRequest('该任务的证书已发放');
      const problem = issueDateProblem(body.issueDate, source.decisionDate, this.today());
      if (problem) throw badRequest(problem);
      const recertification =
        source.auditType !== null && decisionFamily(source.auditType) === 'recertification';
      const headcount = source.itemHeadcount || source.headcount || 0;
      const { template, parts } = await this.numberParts(tx, user.tenantId, {
        standardCode: body.standardCode,
        issueDate: body.issueDate,
        recert: recertification ? Math.max(1, source.itemRecertCount ?? 0) : 0,
        headcount,
      });
      const scope = certificateNumberScope(template, parts);
      const [counter] = await tx
        .insert(certificateNumberCounters)
        .values({ ...authoredBy(user), scope, lastSerial: 1 })
        .onConflictDoUpdate({
          target: [certificateNumberCounters.tenantId, certificateNumberCounters.scope],
          set: { lastSerial: sql`${certificateNumberCounters.lastSerial} + 1`, updatedAt: new Date() },
        })
        .returning({ lastSerial: certificateNumberCounters.lastSerial });
      const certNo = formatCertificateNumber(template, { ...parts, serial: counter!.lastSerial });
      const expiryDate = await this.expiryOf(tx, user.tenantId, {
        scheme: source.scheme,
        issueDate: body.issueDate,
        decisionDate: source.decisionDate,
        previousExpiry: recertification ? (previous?.cycleExpiry ?? null) : null,
      });
      const id = uuidv7();
      const actor = { tenantId: user.tenantId, userId: user.userId };
      const issueEventId = uuidv7();
      const issuedNote = `${source.auditType === null ? '' : (labelOf(AUDIT_TYPES, source.auditType) ?? '')}认证决定通过，发放证书`;
      // The certificate and its 'issue' event (the certificates' side, certificates/for-decisions.ts).
      await certificatesArea().issue(
        tx,
        actor,
        {
          id,
          certNo,
          certificateType: body.certificateType,
          standardCode: body.standardCode,
          standardName: body.standardName,
          // An edition left empty is the catalogue's (ISO/IEC 17021-1 §8.2.2: the standard with its edition).
          standardVersion: body.standardVersion || (catalogue?.standardNumber ?? ''),
          // The contract item's standard: the lifecycle jobs find the certificate of a programme by it.
          certificateStandardId: source.itemStandardId,
          issueDate: body.issueDate,
          expiryDate,
          scopeZh: body.scopeZh,
          scopeEn: body.scopeEn,
          enterpriseId: task.enterpriseId,
          enterpriseName: body.enterpriseName,
          enterpriseNameEn: body.enterpriseNameEn,
          enterpriseAddress: body.enterpriseAddress,
          enterpriseAddressEn: body.enterpriseAddressEn,
          marks: body.marks,
          accreditationNo: await this.accreditationNoOf(tx, user.tenantId, body.standardCode, body.marks),
          sites: await this.sitesOf(tx, user.tenantId, task.enterpriseId, source.itemSites),
          remark: body.remark,
        },
        { id: issueEventId, reason: issuedNote },
      );
      // The cycle this certificate starts is counted again from its issue (issue 30): the programme's
      // surveillances under a rule counting from the issue, and its 证书到期 = this expiry.
      const family = source.auditType === null ? null : decisionFamily(source.auditType);
      if (task.projectId && (family === 'initial' || family === 'recertification'))
        await reanchorProgrammeAtIssue(tx, user.tenantId, user.userId, task.projectId, {
          decisionDate: source.decisionDate ?? body.issueDate,
          issueDate: body.issueDate,
          expiryDate,
          lastOnsiteDay: await lastOnsiteDayOf(tx, user.tenantId, task.projectId),
        });
      if (recertification && previous) {
        // The old certificate is replaced by the recertification's (replacement reason 0102).
        await certificatesArea().replace(tx, actor, previous, {
          id,
          certNo,
          effectiveDate: body.issueDate,
        });
      }
      await updateVersioned(
        tx,
        certificateTasks,
        task.id,
        body.version,
        { status: 1, doneAt: this.clock(), doneBy: user.userId, certificateId: id },
        user.userId,
      );
      // The PDF, when a template fits; 短信通知: the enterprise's contact is told of the new
      // certificate once this commits, by the same notices (e-mail, SMS where bought) as a
      // suspension or revocation.
      await certificatesArea().announceIssued(
        tx,
        actor,
        { files: this.files, origin, note: issuedNote },
        { id, certNo, enterpriseName: body.enterpriseName, enterpriseId: task.enterpriseId },
        {
          id: issueEventId,
          effectiveDate: body.issueDate,
          expiryDate,
          standard: printedStandardText({
            standardName: body.standardName,
            standardVersion: body.standardVersion || (catalogue?.standardNumber ?? ''),
          }),
        },
      );
      return { id, certNo, expiryDate };
    });
  }
}
