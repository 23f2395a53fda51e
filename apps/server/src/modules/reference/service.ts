/**
 * The rules of the reference data: who sees which language, that a dictionary code is a registry
 * key (malformed 400, unknown 404), that a code's standard is the tenant's, that an import writes all
 * rows or none, that duplicates are 409 with the message of the violated unique index, and that the
 * duplicate and rule checks only look things up in the server's registries.
 */
import type {
  CheckResult,
  certificationItemBody,
  certificationItemEditBody,
  certificationItemListQuery,
  DictItemOption,
  dictionaryBody,
  dictionaryEditBody,
  dictionaryItemBody,
  dictionaryItemEditBody,
  dictionaryListQuery,
  duplicateCheckQuery,
  Permission,
  ProfessionalCodeImportResult,
  ProfessionalCodeInput,
  professionalCodeEditBody,
  professionalCodeExportQuery,
  professionalCodeListQuery,
  standardBody,
  standardEditBody,
} from '@cb/domain';
import { DICT_CODE_PATTERN, scopeSearchWords } from '@cb/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/tokens.ts';
import { updateVersioned, withUniqueMessages } from '../../platform/crud/index.ts';
import type { Database, Reader, Tx } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { readSetting, writeSetting } from '../../platform/settings/settings.ts';
import { readCodeWorkbook, writeCodeWorkbook } from './code-excel.ts';
import * as codes from './codes.repository.ts';
import { checkRule, duplicateField } from './registries.ts';
import * as repo from './repository.ts';
import {
  certificateStandards,
  certificationItems,
  dictionaries,
  dictionaryItems,
  professionalCodes,
} from './schema.ts';

/** The message of each unique index of the area (a form's check can race; the index decides). */
const UNIQUE_MESSAGES = {
  dictionaries_code_uq: '字典编码已存在',
  dictionary_items_value_uq: '该字典中已存在此数据值',
  certificate_standards_code_uq: '标准代码已存在',
  professional_codes_uq: '该标准下已存在相同的专业代码和名称',
  certification_items_uq: '已存在相同专业小类和业务描述的条目',
} as const;
type UniqueIndex = keyof typeof UNIQUE_MESSAGES;

type Input<T extends z.ZodType> = z.infer<T>;

export class ReferenceService {
  constructor(private readonly database: Database) {}

  /** One transaction of the caller's tenant; a unique violation in it is 409 with `index`'s message. */
  private write<T>(user: AuthUser, index: UniqueIndex, work: (tx: Tx) => Promise<T>): Promise<T> {
    return withUniqueMessages(
      () => this.database.tenantTx(user, work),
      UNIQUE_MESSAGES,
      UNIQUE_MESSAGES[index],
    );
  }

  /** One transaction of the caller's tenant. */
  private tx<T>(user: AuthUser, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.database.tenantTx(user, work);
  }

  /** A read of the caller's tenant (the read pool: no transaction of its own). */
  private read<T>(user: AuthUser, work: (tx: Reader) => Promise<T>): Promise<T> {
    return this.database.tenantRead(user, work);
  }

  private async remove(user: AuthUser, table: Parameters<typeof repo.deleteOwned>[1], id: string) {
    const deleted = await this.tx(user, (tx) => repo.deleteOwned(tx, table, user.tenantId, id));
    if (!deleted) throw notFound();
  }

  // ───────────────────────────────────────── dictionaries ─────────────────────────────────────────

  /** The active items of a dictionary, in English when the caller asks for it and one is given. */
  async dictItems(user: AuthUser, dictCode: string, english: boolean): Promise<DictItemOption[]> {
    if (!DICT_CODE_PATTERN.test(dictCode)) throw badRequest('字典编码格式错误');
    const items = await this.read(user, async (tx) => {
      const id = await repo.dictionaryIdByCode(tx, user.tenantId, dictCode);
      if (!id) throw notFound('字典不存在');
      return repo.dictionaryItemsOf(tx, user.tenantId, id, true);
    });
    return items.map((i) => {
      const text = english && i.textEn ? i.textEn : i.text;
      return { value: i.value, text, title: text, label: text, color: i.color };
    });
  }

  dictionaries(user: AuthUser, q: Input<typeof dictionaryListQuery>) {
    return this.read(user, (tx) => repo.dictionaryPage(tx, user.tenantId, q));
  }

  addDictionary(user: AuthUser, body: Input<typeof dictionaryBody>) {
    return this.write(user, 'dictionaries_code_uq', (tx) =>
      repo.insertDictionary(tx, user.tenantId, user.userId, body),
    );
  }

  editDictionary(user: AuthUser, { id, version, ...patch }: Input<typeof dictionaryEditBody>) {
    return this.write(user, 'dictionaries_code_uq', (tx) =>
      updateVersioned(tx, dictionaries, id, version, patch, user.userId),
    );
  }

  deleteDictionary(user: AuthUser, id: string) {
    return this.remove(user, dictionaries, id);
  }

  dictionaryItems(user: AuthUser, dictionaryId: string) {
    return this.read(user, (tx) => repo.dictionaryItemsOf(tx, user.tenantId, dictionaryId, false));
  }

  addDictionaryItem(user: AuthUser, body: Input<typeof dictionaryItemBody>) {
    return this.write(user, 'dictionary_items_value_uq', async (tx) => {
      if (!(await repo.ownsRow(tx, dictionaries, user.tenantId, body.dictionaryId)))
        throw notFound('字典不存在');
      return repo.insertDictionaryItem(tx, user.tenantId, user.userId, body);
    });
  }

  /** An item stays in its dictionary: the body's dictionaryId is not applied. */
  editDictionaryItem(user: AuthUser, body: Input<typeof dictionaryItemEditBody>) {
    const { id, version, dictionaryId: _kept, ...patch } = body;
    return this.write(user, 'dictionary_items_value_uq', (tx) =>
      updateVersioned(tx, dictionaryItems, id, version, patch, user.userId),
    );
  }

  deleteDictionaryItem(user: AuthUser, id: string) {
    return this.remove(user, dictionaryItems, id);
  }

  // ────────────────────────────────────────── standards ──────────────────────────────────────────

  standards(user: AuthUser, enabledOnly: boolean) {
    return this.read(user, (tx) => repo.standardsOf(tx, user.tenantId, enabledOnly));
  }

  addStandard(user: AuthUser, body: Input<typeof standardBody>) {
    return this.write(user, 'certificate_standards_code_uq', (tx) =>
      repo.insertStandard(tx, user.tenantId, user.userId, body),
    );
  }

  editStandard(user: AuthUser, { id, version, ...patch }: Input<typeof standardEditBody>) {
    return this.write(user, 'certificate_standards_code_uq', (tx) =>
      updateVersioned(tx, certificateStandards, id, version, patch, user.userId),
    );
  }

  // ────────────────────────────────────── professional codes ──────────────────────────────────────

  codes(user: AuthUser, q: Input<typeof professionalCodeListQuery>) {
    return this.read(user, (tx) => codes.codePage(tx, user.tenantId, q));
  }

  /** The standard must be one of the caller's tenant (RLS hides others; this gives a clear message). */
  private async assertStandard(tx: Tx, user: AuthUser, id: string) {
    if (!(await repo.ownsRow(tx, certificateStandards, user.tenantId, id)))
      throw badRequest('认证标准不存在');
  }

  addCode(user: AuthUser, body: ProfessionalCodeInput) {
    return this.write(user, 'professional_codes_uq', async (tx) => {
      await this.assertStandard(tx, user, body.certificateStandardId);
      return codes.insertCode(tx, user.tenantId, user.userId, body);
    });
  }

  editCode(user: AuthUser, { id, version, ...body }: Input<typeof professionalCodeEditBody>) {
    return this.write(user, 'professional_codes_uq', async (tx) => {
      await this.assertStandard(tx, user, body.certificateStandardId);
      const row = await updateVersioned(
        tx,
        professionalCodes,
        id,
        version,
        codes.codeColumnsOf(body),
        user.userId,
      );
      return { id: row.id, version: row.version };
    });
  }

  deleteCode(user: AuthUser, id: string) {
    return this.remove(user, professionalCodes, id);
  }

  async exportCodes(user: AuthUser, q: Input<typeof professionalCodeExportQuery>): Promise<Buffer> {
    return writeCodeWorkbook(await this.read(user, (tx) => codes.codeRows(tx, user.tenantId, q)));
  }

  /** Imports a sheet of the export's layout: every row valid, or nothing is written (400). */
  importCodes(user: AuthUser, content: Buffer): Promise<ProfessionalCodeImportResult> {
    return this.write(user, 'professional_codes_uq', async (tx) => {
      const { rows, errors } = await readCodeWorkbook(
        content,
        await repo.standardIdsByCode(tx, user.tenantId),
      );
      if (errors.length) throw badRequest(`导入失败：${errors.join('；')}`);
      const inserted = await codes.upsertCodes(tx, user.tenantId, user.userId, rows);
      return { total: rows.length, inserted, updated: rows.length - inserted };
    });
  }

  // ───────────────────────────────────── certification items ─────────────────────────────────────

  searchCertificationItems(user: AuthUser, input: string) {
    const words = scopeSearchWords(input);
    if (!words) throw badRequest('请输入关键字');
    return this.read(user, (tx) => codes.searchCertificationItems(tx, user.tenantId, words));
  }

  certificationItems(user: AuthUser, q: Input<typeof certificationItemListQuery>) {
    return this.read(user, (tx) => codes.certificationItemPage(tx, user.tenantId, q));
  }

  addCertificationItem(user: AuthUser, body: Input<typeof certificationItemBody>) {
    return this.write(user, 'certification_items_uq', (tx) =>
      codes.insertCertificationItem(tx, user.tenantId, user.userId, body),
    );
  }

  editCertificationItem(user: AuthUser, { id, version, ...patch }: Input<typeof certificationItemEditBody>) {
    return this.write(user, 'certification_items_uq', async (tx) => {
      const row = await updateVersioned(tx, certificationItems, id, version, patch, user.userId);
      return { id: row.id, version: row.version };
    });
  }

  deleteCertificationItem(user: AuthUser, id: string) {
    return this.remove(user, certificationItems, id);
  }

  // ───────────────────────────────── column settings and checks ─────────────────────────────────

  columnSettings(user: AuthUser) {
    return this.read(user, (tx) => repo.columnSettingsOf(tx, user.tenantId, user.userId));
  }

  async saveColumnSetting(user: AuthUser, setting: { settingKey: string; settingJson: string }) {
    await this.tx(user, (tx) => repo.saveColumnSetting(tx, user.tenantId, user.userId, setting));
    return setting;
  }

  /**
   * Whether a value is free in a registered (table, field); unknown pairs are 400. `allowed` is
   * asked for the field's permissions first (403 for those who may not fill in its forms).
   */
  async duplicateCheck(
    user: AuthUser,
    q: Input<typeof duplicateCheckQuery>,
    allowed: (permissions: readonly Permission[]) => Promise<void>,
  ): Promise<CheckResult> {
    const target = duplicateField(q.tableName, q.fieldName);
    if (!target) throw badRequest('不支持的校验字段');
    await allowed(target.permissions);
    const taken = await this.read(user, (tx) =>
      repo.isValueTaken(tx, target, user.tenantId, q.fieldVal.trim(), q.dataId || undefined),
    );
    return taken
      ? { valid: false, message: '该值不可用，系统中已存在！' }
      : { valid: true, message: '该值可用！' };
  }

  /** A registered rule's verdict on a value; unknown rules are 404. */
  checkRule(ruleCode: string, value: string): CheckResult {
    const check = checkRule(ruleCode);
    if (!check) throw notFound('校验规则不存在');
    const message = check(value.trim());
    return message ? { valid: false, message } : { valid: true, message: '校验通过' };
  }

  // ──────────────────────────────────────── company check ────────────────────────────────────────

  companyCheckLinks(user: AuthUser) {
    return this.read(user, (tx) => readSetting(tx, user.tenantId, 'companyCheck'));
  }

  saveCompanyCheckLinks(user: AuthUser, { version, ...value }: { version: number; links: unknown }) {
    return this.tx(user, (tx) =>
      writeSetting(tx, user.tenantId, 'companyCheck', value, version, user.userId),
    );
  }
}
