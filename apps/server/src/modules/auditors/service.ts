/**
 * The people area's rules and transactions: auditors and their registrations, code competences
 * (applied for by the auditor, approved or returned by HR), labour contracts, leave, witness
 * assessments, the ability analysis, and the competence service other areas call to find a team.
 * Every write is one tenant transaction guarded by the record's version and lands in the audit trail.
 */
import {
  addDays,
  type auditorBody,
  type auditorEditBody,
  type auditorListQuery,
  type CodeMatchRule,
  calendarDateOf,
  type candidatesBody,
  type codeApplicationBody,
  type codeApplicationEditBody,
  type competenceBody,
  type competenceDecisionBody,
  type competenceEditBody,
  type competenceListQuery,
  groupBankNumber,
  type labourContractBody,
  type labourContractEditBody,
  type labourContractListQuery,
  type leaveBody,
  type leaveDecisionBody,
  type leaveListQuery,
  maskIdCard,
  type qualificationBody,
  type qualificationEditBody,
  type qualificationListQuery,
  rankCandidates,
  uncoveredCodes,
  type witnessBody,
  type witnessEditBody,
  type witnessListQuery,
} from '@cb/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { EXPORT_MAX_ROWS, updateVersioned, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { readSetting } from '../../platform/settings/settings.ts';
import { readAuditorWorkbook, readCompetenceWorkbook, readQualificationWorkbook } from './excel.ts';
import * as repo from './repository.ts';
import {
  auditorCodeCompetences,
  auditorLabourContracts,
  auditorLeaves,
  auditorQualifications,
  auditors,
  witnessAssessments,
} from './schema.ts';

const UNIQUE_MESSAGES = {
  auditors_id_card_uq: '该身份证号的人员已存在',
  auditors_user_uq: '该用户账号已关联其他人员',
  auditor_qualifications_scheme_uq: '该人员已有此体系的注册资格，请编辑原记录',
  auditor_code_competences_live_uq: '该人员已有此专业代码（待审批或已批准）',
  auditor_labour_contracts_no_uq: '合同编号已存在',
};

type In<T extends z.ZodType> = z.infer<T>;

/** What a reader may see of an auditor's identity documents: HR sees them whole. */
export interface Visibility {
  sensitive: boolean;
}

function present<T extends { idCardNo: string; bankAccount?: string }>(row: T, v: Visibility): T {
  return {
    ...row,
    idCardNo: v.sensitive ? row.idCardNo : maskIdCard(row.idCardNo),
    ...(row.bankAccount !== undefined
      ? {
          bankAccount: v.sensitive
            ? groupBankNumber(row.bankAccount)
            : row.bankAccount
              ? `**** ${row.bankAccount.slice(-4)}`
              : '',
        }
      : {}),
  };
}

export class AuditorService {
  constructor(
    private readonly database: Database,
    private readonly clock: () => Date,
  ) {}

  private today(): string {
    return calendarDateOf(this.clock());
  }

  private tx<T>(user: AuthUser, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return withUniqueMessages(() => this.database.tenantTx(user, fn), UNIQUE_MESSAGES);
  }

  private async requireAuditor(tx: Reader, user: AuthUser, id: string) {
    const row = await repo.findAuditor(tx, user.tenantId, id, this.today());
    if (!row) throw notFound();
    return row;
  }

  /** Whether the auditor exists in the caller's tenant (inside the caller's transaction). */
  async exists(tx: Reader, user: AuthUser, id: string): Promise<boolean> {
    return Boolean(await repo.findAuditor(tx, user.tenantId, id, this.today()));
  }

  private async checkUser(tx: Reader, user: AuthUser, userId: string | null) {
    if (userId && !(await repo.userExists(tx, user.tenantId, userId)))
      throw badRequest('关联的用户账号不存在');
  }

  // ─────────────────────────────────────────── auditors ─────────────────────────────────────────

  list(user: AuthUser, q: In<typeof auditorListQuery>, v: Visibility) {
    return this.database.tenantRead(user, async (tx) => {
      const page = await repo.listAuditors(tx, user.tenantId, q, this.today());
      return { ...page, records: page.records.map((r) => present(r, v)) };
    });
  }

  exportRows(user: AuthUser, q: Omit<In<typeof auditorListQuery>, 'pageNo' | 'pageSize'>, v: Visibility) {
    return this.database.tenantRead(user, async (tx) =>
      (await repo.exportAuditors(tx, user.tenantId, q, this.today(), EXPORT_MAX_ROWS)).map((r) =>
        present(r, v),
      ),
    );
  }

  get(user: AuthUser, id: string, v: Visibility) {
    return this.database.tenantRead(user, async (tx) => present(await this.requireAuditor(tx, user, id), v));
  }

  create(user: AuthUser, body: In<typeof auditorBody>) {
    return this.tx(user, async (tx) => {
      await this.checkUser(tx, user, body.userId);
      const [row] = await tx
        .insert(auditors)
        .values({
          ...normalise(body),
          tenantId: user.tenantId,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: auditors.id, version: auditors.version });
      return row!;
    });
  }

  /** The Excel roster: every row valid, or a 400 listing the rows and columns at fault; all or none. */
  importAuditors(user: AuthUser, content: Buffer) {
    return this.tx(user, async (tx) => {
      const known = await repo.auditorIdsByIdCard(tx, user.tenantId);
      const { rows, errors } = await readAuditorWorkbook(content, new Set(known.keys()));
      if (errors.length) throw badRequest(errors.join('；'));
      if (rows.length > 0) {
        await tx.insert(auditors).values(
          rows.map((b) => ({
            ...normalise(b),
            tenantId: user.tenantId,
            createdBy: user.userId,
            updatedBy: user.userId,
          })),
        );
      }
      return { imported: rows.length };
    });
  }

  update(user: AuthUser, body: In<typeof auditorEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, id);
      await this.checkUser(tx, user, fields.userId);
      const row = await updateVersioned(tx, auditors, id, version, normalise(fields), user.userId);
      return { id: row.id, version: row.version };
    });
  }

  /** Everything about one auditor on one page (the archive). */
  archive(user: AuthUser, id: string, v: Visibility) {
    return this.database.tenantRead(user, async (tx) => {
      const auditor = present(await this.requireAuditor(tx, user, id), v);
      const paging = { pageNo: 1, pageSize: 100, order: 'desc' as const };
      const [qualifications, competences, contracts, leaves, witness] = [
        await repo.qualificationsOf(tx, user.tenantId, [id]),
        await repo.competencesOf(tx, user.tenantId, { auditorId: id }),
        (await repo.listContracts(tx, user.tenantId, { ...paging, auditorId: id })).records,
        (await repo.listLeaves(tx, user.tenantId, { ...paging, auditorId: id })).records,
        (await repo.listWitness(tx, user.tenantId, { ...paging, auditorId: id })).records,
      ];
      return { auditor, qualifications, competences, contracts, leaves, witness };
    });
  }

  // ───────────────────────────────────────── qualifications ─────────────────────────────────────

  listQualifications(user: AuthUser, q: In<typeof qualificationListQuery>) {
    const today = this.today();
    const expiring =
      q.expiringWithinDays !== undefined ? { today, until: addDays(today, q.expiringWithinDays) } : undefined;
    return this.database.tenantRead(user, (tx) =>
      repo.listQualifications(tx, user.tenantId, { ...q, expiring }),
    );
  }

  /** Registrations from Excel (people found by ID-card number): all rows or none. */
  importQualifications(user: AuthUser, content: Buffer) {
    return this.tx(user, async (tx) => {
      const { rows, errors } = await readQualificationWorkbook(
        content,
        await repo.auditorIdsByIdCard(tx, user.tenantId),
      );
      if (errors.length) throw badRequest(errors.join('；'));
      await tx.insert(auditorQualifications).values(
        rows.map((r) => ({
          ...r,
          tenantId: user.tenantId,
          createdBy: user.userId,
          updatedBy: user.userId,
        })),
      );
      return { imported: rows.length };
    });
  }

  exportQualifications(user: AuthUser) {
    return this.database.tenantRead(user, (tx) => repo.qualificationsOf(tx, user.tenantId, 'all'));
  }

  addQualification(user: AuthUser, body: In<typeof qualificationBody>) {
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, body.auditorId);
      const [row] = await tx
        .insert(auditorQualifications)
        .values({ ...body, tenantId: user.tenantId, createdBy: user.userId, updatedBy: user.userId })
        .returning({ id: auditorQualifications.id, version: auditorQualifications.version });
      return row!;
    });
  }

  editQualification(user: AuthUser, body: In<typeof qualificationEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      const current = await repo.findQualification(tx, user.tenantId, id);
      if (!current || current.auditorId !== fields.auditorId) throw notFound();
      const row = await updateVersioned(
        tx,
        auditorQualifications,
        id,
        version,
        { ...fields, remindedDays: null },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  // ──────────────────────────────────────── code competences ────────────────────────────────────

  listCompetences(user: AuthUser, q: In<typeof competenceListQuery>) {
    return this.database.tenantRead(user, (tx) => repo.listCompetences(tx, user.tenantId, q));
  }

  exportCompetences(user: AuthUser, q: Omit<In<typeof competenceListQuery>, 'pageNo' | 'pageSize'>) {
    return this.database.tenantRead(user, (tx) => repo.competencesOf(tx, user.tenantId, q));
  }

  /** HR records a competence; it is approved at once. */
  addCompetence(user: AuthUser, body: In<typeof competenceBody>) {
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, body.auditorId);
      const now = this.clock();
      const [row] = await tx
        .insert(auditorCodeCompetences)
        .values({
          ...body,
          passDate: body.passDate ?? this.today(),
          status: 1,
          appliedAt: now,
          decidedAt: now,
          decidedBy: user.userId,
          tenantId: user.tenantId,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: auditorCodeCompetences.id, version: auditorCodeCompetences.version });
      return row!;
    });
  }

  /** Competences from Excel (approved at once; people found by ID-card number): all rows or none. */
  importCompetences(user: AuthUser, content: Buffer) {
    return this.tx(user, async (tx) => {
      const now = this.clock();
      const { rows, errors } = await readCompetenceWorkbook(
        content,
        await repo.auditorIdsByIdCard(tx, user.tenantId),
      );
      if (errors.length) throw badRequest(errors.join('；'));
      if (rows.length > 0) {
        await tx.insert(auditorCodeCompetences).values(
          rows.map((body) => ({
            ...body,
            passDate: body.passDate ?? this.today(),
            status: 1,
            appliedAt: now,
            decidedAt: now,
            decidedBy: user.userId,
            tenantId: user.tenantId,
            createdBy: user.userId,
            updatedBy: user.userId,
          })),
        );
      }
      return { imported: rows.length };
    });
  }

  editCompetence(user: AuthUser, body: In<typeof competenceEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      const current = await repo.findCompetence(tx, user.tenantId, id);
      if (!current || current.auditorId !== fields.auditorId) throw notFound();
      const row = await updateVersioned(
        tx,
        auditorCodeCompetences,
        id,
        version,
        { ...fields, passDate: fields.passDate ?? current.passDate },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  /** HR approves an application, or returns it with a reason. */
  decideCompetence(user: AuthUser, body: In<typeof competenceDecisionBody>) {
    return this.tx(user, async (tx) => {
      const current = await repo.findCompetence(tx, user.tenantId, body.id);
      if (!current) throw notFound();
      if (current.status !== 0) throw conflict('该申请已处理，请刷新后重试');
      if (!body.approve && !body.reason) throw badRequest('请填写退回原因');
      const row = await updateVersioned(
        tx,
        auditorCodeCompetences,
        body.id,
        body.version,
        body.approve
          ? {
              status: 1,
              decidedAt: this.clock(),
              decidedBy: user.userId,
              passDate: current.passDate ?? this.today(),
              returnReason: '',
            }
          : { status: 2, decidedAt: this.clock(), decidedBy: user.userId, returnReason: body.reason },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  // ───────────────────────────────── the auditor zone: own applications ─────────────────────────

  private async ownAuditor(tx: Reader, user: AuthUser) {
    const own = await repo.auditorOfUser(tx, user.tenantId, user.userId);
    if (!own) throw badRequest('当前账号未关联审核员档案，请联系人力资源部门');
    return own;
  }

  myCompetences(user: AuthUser, q: In<typeof competenceListQuery>) {
    return this.database.tenantRead(user, async (tx) => {
      const own = await repo.auditorOfUser(tx, user.tenantId, user.userId);
      if (!own) return { records: [], total: 0, current: q.pageNo, size: q.pageSize, pages: 0 };
      return repo.listOwnCompetences(tx, user.tenantId, own.id, q);
    });
  }

  myCompetence(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const own = await this.ownAuditor(tx, user);
      const row = await repo.findCompetence(tx, user.tenantId, id);
      if (!row || row.auditorId !== own.id) throw notFound();
      return row;
    });
  }

  applyForCode(user: AuthUser, body: In<typeof codeApplicationBody>) {
    return this.tx(user, async (tx) => {
      const own = await this.ownAuditor(tx, user);
      const [row] = await tx
        .insert(auditorCodeCompetences)
        .values({
          ...body,
          auditorId: own.id,
          status: 0,
          appliedAt: this.clock(),
          tenantId: user.tenantId,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: auditorCodeCompetences.id, version: auditorCodeCompetences.version });
      return row!;
    });
  }

  /** An auditor edits an application still awaiting approval, or resubmits a returned one. */
  editApplication(user: AuthUser, body: In<typeof codeApplicationEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      const own = await this.ownAuditor(tx, user);
      const current = await repo.findCompetence(tx, user.tenantId, id);
      if (!current || current.auditorId !== own.id) throw notFound();
      if (current.status !== 0 && current.status !== 2) throw badRequest('已批准的专业代码不能修改');
      const row = await updateVersioned(
        tx,
        auditorCodeCompetences,
        id,
        version,
        { ...fields, status: 0, returnReason: '', appliedAt: this.clock() },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  /** Withdraws an own application that is not approved (kept, as status 3, for the record). */
  withdrawApplication(user: AuthUser, id: string, version: number) {
    return this.tx(user, async (tx) => {
      const own = await this.ownAuditor(tx, user);
      const current = await repo.findCompetence(tx, user.tenantId, id);
      if (!current || current.auditorId !== own.id) throw notFound();
      if (current.status === 1) throw badRequest('已批准的专业代码不能撤销，请联系人力资源部门');
      const row = await updateVersioned(tx, auditorCodeCompetences, id, version, { status: 3 }, user.userId);
      return { id: row.id };
    });
  }

  // ─────────────────────────────────── contracts, leave, witness ────────────────────────────────

  listContracts(user: AuthUser, q: In<typeof labourContractListQuery>) {
    return this.database.tenantRead(user, (tx) => repo.listContracts(tx, user.tenantId, q));
  }

  getContract(user: AuthUser, id: string) {
    return this.database.tenantRead(user, async (tx) => {
      const row = await repo.findContract(tx, user.tenantId, id);
      if (!row) throw notFound();
      return row;
    });
  }

  addContract(user: AuthUser, body: In<typeof labourContractBody>) {
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, body.auditorId);
      const [row] = await tx
        .insert(auditorLabourContracts)
        .values({ ...body, tenantId: user.tenantId, createdBy: user.userId, updatedBy: user.userId })
        .returning({ id: auditorLabourContracts.id, version: auditorLabourContracts.version });
      return row!;
    });
  }

  editContract(user: AuthUser, body: In<typeof labourContractEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      if (!(await repo.findContract(tx, user.tenantId, id))) throw notFound();
      await this.requireAuditor(tx, user, fields.auditorId);
      const row = await updateVersioned(tx, auditorLabourContracts, id, version, fields, user.userId);
      return { id: row.id, version: row.version };
    });
  }

  removeContract(user: AuthUser, id: string, version: number) {
    return this.tx(user, async (tx) => {
      if (!(await repo.findContract(tx, user.tenantId, id))) throw notFound();
      const row = await updateVersioned(
        tx,
        auditorLabourContracts,
        id,
        version,
        { deleted: true },
        user.userId,
      );
      return { id: row.id };
    });
  }

  listLeaves(user: AuthUser, q: In<typeof leaveListQuery>) {
    return this.database.tenantRead(user, (tx) => repo.listLeaves(tx, user.tenantId, q));
  }

  addLeave(user: AuthUser, body: In<typeof leaveBody>) {
    return this.tx(user, async (tx) => {
      await this.requireAuditor(tx, user, body.auditorId);
      const [row] = await tx
        .insert(auditorLeaves)
        .values({
          auditorId: body.auditorId,
          fromDate: body.from.date,
          fromHalf: body.from.half,
          toDate: body.to.date,
          toHalf: body.to.half,
          reason: body.reason,
          tenantId: user.tenantId,
          createdBy: user.userId,
          updatedBy: user.userId,
        })
        .returning({ id: auditorLeaves.id, version: auditorLeaves.version });
      return row!;
    });
  }

  decideLeave(user: AuthUser, body: In<typeof leaveDecisionBody>) {
    return this.tx(user, async (tx) => {
      const current = await repo.findLeave(tx, user.tenantId, body.id);
      if (!current) throw notFound();
      if (current.status !== 0) throw conflict('该请假已审批，请刷新后重试');
      const row = await updateVersioned(
        tx,
        auditorLeaves,
        body.id,
        body.version,
        { status: body.approve ? 1 : 2 },
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  removeLeave(user: AuthUser, id: string, version: number) {
    return this.tx(user, async (tx) => {
      if (!(await repo.findLeave(tx, user.tenantId, id))) throw notFound();
      const row = await updateVersioned(tx, auditorLeaves, id, version, { deleted: true }, user.userId);
      return { id: row.id };
    });
  }

  listWitness(user: AuthUser, q: In<typeof witnessListQuery>) {
    return this.database.tenantRead(user, (tx) => repo.listWitness(tx, user.tenantId, q));
  }

  private async checkWitness(tx: Tx, user: AuthUser, body: In<typeof witnessBody>) {
    if (body.auditorId === body.witnessAuditorId) throw badRequest('见证人不能是被见证人本人');
    await this.requireAuditor(tx, user, body.auditorId);
    await this.requireAuditor(tx, user, body.witnessAuditorId);
  }

  addWitness(user: AuthUser, body: In<typeof witnessBody>) {
    return this.tx(user, async (tx) => {
      await this.checkWitness(tx, user, body);
      const [row] = await tx
        .insert(witnessAssessments)
        .values({ ...body, tenantId: user.tenantId, createdBy: user.userId, updatedBy: user.userId })
        .returning({ id: witnessAssessments.id, version: witnessAssessments.version });
      return row!;
    });
  }

  editWitness(user: AuthUser, body: In<typeof witnessEditBody>) {
    const { id, version, ...fields } = body;
    return this.tx(user, async (tx) => {
      if (!(await repo.findWitness(tx, user.tenantId, id))) throw notFound();
      await this.checkWitness(tx, user, fields);
      const row = await updateVersioned(tx, witnessAssessments, id, version, fields, user.userId);
      return { id: row.id, version: row.version };
    });
  }

  removeWitness(user: AuthUser, id: string, version: number) {
    return this.tx(user, async (tx) => {
      if (!(await repo.findWitness(tx, user.tenantId, id))) throw notFound();
      const row = await updateVersioned(tx, witnessAssessments, id, version, { deleted: true }, user.userId);
      return { id: row.id };
    });
  }

  // ──────────────────────────────────── analysis and candidates ─────────────────────────────────

  /** Per approved code of one scheme: where the competence comes from, audits done, witness results. */
  analyse(user: AuthUser, auditorId: string, scheme: string) {
    return this.database.tenantRead(user, async (tx) => {
      const auditor = await this.requireAuditor(tx, user, auditorId);
      const [qualification] = (await repo.qualificationsOf(tx, user.tenantId, [auditorId])).filter(
        (q) => q.scheme === scheme,
      );
      const competences = await repo.competencesOf(tx, user.tenantId, { auditorId, scheme, status: 1 });
      const witness = await repo.witnessOf(tx, user.tenantId, auditorId, scheme);
      const byCode = new Map<string, { codeName: string; sources: Set<string>; passDate: string | null }>();
      for (const c of competences) {
        const entry = byCode.get(c.code) ?? {
          codeName: c.codeName,
          sources: new Set<string>(),
          passDate: c.passDate,
        };
        entry.sources.add(c.source);
        if (c.passDate && (!entry.passDate || c.passDate < entry.passDate)) entry.passDate = c.passDate;
        byCode.set(c.code, entry);
      }
      const rows = [...byCode].map(([code, e]) => ({
        code,
        codeName: e.codeName,
        sources: [...e.sources].sort(),
        passDate: e.passDate,
        // Audit plans do not exist yet: no audits can have been done in the code.
        audits: 0,
        auditDays: 0,
        witnessPassed: witness.filter((w) => w.code === code && w.result === 1).length,
        witnessFailed: witness.filter((w) => w.code === code && w.result === 2).length,
      }));
      return {
        auditor: { id: auditor.id, name: auditor.name },
        scheme,
        qualification: qualification ?? null,
        rows,
      };
    });
  }

  /** The body's code-matching rule (a setting). */
  private async matchRule(tx: Reader, tenantId: number): Promise<CodeMatchRule> {
    return (await readSetting(tx, tenantId, 'competence')).codeMatchRule;
  }

  /**
   * The competence service: every active auditor checked against the schemes, codes and half-days
   * of an audit, best candidates first, each one left out with its reasons.
   */
  candidates(user: AuthUser, body: In<typeof candidatesBody>) {
    return this.database.tenantRead(user, async (tx) => {
      const dates = body.halfDays.map((h) => h.date).sort();
      const rule = await this.matchRule(tx, user.tenantId);
      const people = await repo.auditorsForMatching(tx, user.tenantId, body.schemes, {
        from: dates[0]!,
        to: dates.at(-1)!,
      });
      const request = { ...body, rule };
      const candidates = rankCandidates(people, request);
      return { rule, candidates, uncoveredCodes: uncoveredCodes(candidates, request) };
    });
  }

  /** Dashboard totals of the people area. */
  totals(tx: Reader, tenantId: number) {
    return repo.auditorTotals(tx, tenantId, this.today());
  }
}

function normalise<T extends { bankAccount: string; idCardNo: string }>(body: T): T {
  return { ...body, bankAccount: body.bankAccount.replace(/\s/g, ''), idCardNo: body.idCardNo.toUpperCase() };
}
