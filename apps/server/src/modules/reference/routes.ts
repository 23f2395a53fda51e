/**
 * Reference data endpoints (SPEC.md §7): dictionaries, certification standards, column settings,
 * the duplicate and rule checks and the company-check links; professional codes and the
 * certification items of the scope tool are in codes.routes.ts.
 */
import {
  REFERENCE_ACCESS as A,
  certificateStandardRecord,
  checkResultSchema,
  checkRuleQuery,
  columnSettingBody,
  columnSettingSchema,
  companyCheckSettingVersioned,
  dictCodeParams,
  dictItemOption,
  dictionaryBody,
  dictionaryEditBody,
  dictionaryItemBody,
  dictionaryItemEditBody,
  dictionaryItemListQuery,
  dictionaryItemRecord,
  dictionaryListQuery,
  dictionaryPage,
  dictionaryRecord,
  duplicateCheckQuery,
  referenceDeleteQuery,
  standardBody,
  standardEditBody,
} from '@cb/domain';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../platform/auth/guard.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { MAX_IMPORT_BYTES } from './code-excel.ts';
import { codeRoutes } from './codes.routes.ts';
import { ReferenceService } from './service.ts';

const standardList = z.array(certificateStandardRecord);
const deleted = z.null();

export const referenceRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new ReferenceService(services.database);
    await enableUploads(app, MAX_IMPORT_BYTES);

    // ─────────────────────────────────────── dictionaries ───────────────────────────────────────

    app.get(
      '/sys/dict/getDictItems/:dictCode',
      op({
        id: 'listDictItems',
        summary: '字典项（下拉选项）',
        access: 'signedIn',
        params: dictCodeParams,
        result: z.array(dictItemOption),
      }),
      async (request) => {
        const english = request.headers['accept-language'] === 'en-US';
        return ok(await service.dictItems(requireUser(request), request.params.dictCode, english));
      },
    );

    app.get(
      '/sys/dict/list',
      op({
        id: 'listDictionaries',
        summary: '数据字典列表',
        access: A.dictionaryAdmin,
        query: dictionaryListQuery,
        result: dictionaryPage,
      }),
      async (request) => ok(await service.dictionaries(requireUser(request), request.query)),
    );

    app.post(
      '/sys/dict/add',
      op({
        id: 'addDictionary',
        summary: '新增数据字典',
        access: A.dictionaryAdd,
        body: dictionaryBody,
        result: dictionaryRecord,
      }),
      async (request) => ok(await service.addDictionary(requireUser(request), request.body), '添加成功！'),
    );

    app.put(
      '/sys/dict/edit',
      op({
        id: 'editDictionary',
        summary: '编辑数据字典',
        access: A.dictionaryEdit,
        body: dictionaryEditBody,
        result: dictionaryRecord,
      }),
      async (request) => ok(await service.editDictionary(requireUser(request), request.body), '编辑成功！'),
    );

    app.delete(
      '/sys/dict/delete',
      op({
        id: 'deleteDictionary',
        summary: '删除数据字典（连同字典项）',
        access: A.dictionaryDelete,
        query: referenceDeleteQuery,
        result: deleted,
      }),
      async (request) => {
        await service.deleteDictionary(requireUser(request), request.query.id);
        return ok(null, '删除成功!');
      },
    );

    app.get(
      '/sys/dictItem/list',
      op({
        id: 'listDictionaryItems',
        summary: '字典项列表',
        access: A.dictionaryAdmin,
        query: dictionaryItemListQuery,
        result: z.array(dictionaryItemRecord),
      }),
      async (request) => ok(await service.dictionaryItems(requireUser(request), request.query.dictionaryId)),
    );

    app.post(
      '/sys/dictItem/add',
      op({
        id: 'addDictionaryItem',
        summary: '新增字典项',
        access: A.dictionaryEdit,
        body: dictionaryItemBody,
        result: dictionaryItemRecord,
      }),
      async (request) =>
        ok(await service.addDictionaryItem(requireUser(request), request.body), '添加成功！'),
    );

    app.put(
      '/sys/dictItem/edit',
      op({
        id: 'editDictionaryItem',
        summary: '编辑字典项',
        access: A.dictionaryEdit,
        body: dictionaryItemEditBody,
        result: dictionaryItemRecord,
      }),
      async (request) =>
        ok(await service.editDictionaryItem(requireUser(request), request.body), '编辑成功！'),
    );

    app.delete(
      '/sys/dictItem/delete',
      op({
        id: 'deleteDictionaryItem',
        summary: '删除字典项',
        access: A.dictionaryEdit,
        query: referenceDeleteQuery,
        result: deleted,
      }),
      async (request) => {
        await service.deleteDictionaryItem(requireUser(request), request.query.id);
        return ok(null, '删除成功!');
      },
    );

    // ──────────────────────────────────────── standards ────────────────────────────────────────

    for (const [url, id] of [
      ['/xmsl/cerApplyApi/getCertificateStandardList', 'listApplicationStandards'],
      ['/certi/cerCertificateStandardApi/listStandards', 'listCertificateStandards'],
    ] as const) {
      app.get(
        url,
        op({ id, summary: '启用的认证标准（下拉选项）', access: 'signedIn', result: standardList }),
        async (request) => ok(await service.standards(requireUser(request), true)),
      );
    }

    app.get(
      '/sys/standard/list',
      op({
        id: 'listAllStandards',
        summary: '认证标准管理列表',
        access: A.standardAdmin,
        result: standardList,
      }),
      async (request) => ok(await service.standards(requireUser(request), false)),
    );

    app.post(
      '/sys/standard/add',
      op({
        id: 'addStandard',
        summary: '新增认证标准',
        access: A.standardAdd,
        body: standardBody,
        result: certificateStandardRecord,
      }),
      async (request) => ok(await service.addStandard(requireUser(request), request.body), '添加成功！'),
    );

    app.put(
      '/sys/standard/edit',
      op({
        id: 'editStandard',
        summary: '编辑认证标准',
        access: A.standardEdit,
        body: standardEditBody,
        result: certificateStandardRecord,
      }),
      async (request) => ok(await service.editStandard(requireUser(request), request.body), '编辑成功！'),
    );

    await app.register(codeRoutes(service));

    // ─────────────────────────────── column settings and checks ───────────────────────────────

    app.get(
      '/certi/cerUserColSetting/getColSettingList',
      op({
        id: 'listColumnSettings',
        summary: '我的列设置',
        access: A.columnSetting,
        result: z.array(columnSettingSchema),
      }),
      async (request) => ok(await service.columnSettings(requireUser(request))),
    );

    app.post(
      '/certi/cerUserColSetting/save',
      op({
        id: 'saveColumnSetting',
        summary: '保存列设置',
        access: A.columnSetting,
        body: columnSettingBody,
        result: columnSettingSchema,
      }),
      async (request) => ok(await service.saveColumnSetting(requireUser(request), request.body), '保存成功'),
    );

    app.get(
      '/sys/duplicate/check',
      op({
        id: 'checkDuplicateValue',
        summary: '重复值校验（登记的表和字段）',
        access: 'signedIn',
        query: duplicateCheckQuery,
        result: checkResultSchema,
      }),
      async (request) => {
        const user = requireUser(request);
        const result = await service.duplicateCheck(user, request.query, (permissions) =>
          requirePermission(services, request, user, permissions),
        );
        // JeecgBoot's convention, which the client keeps: a taken value answers success false.
        return { ...ok(result, result.message), success: result.valid };
      },
    );

    app.get(
      '/sys/checkRule/checkByCode',
      op({
        id: 'checkValueByRule',
        summary: '按规则编码校验',
        access: 'signedIn',
        query: checkRuleQuery,
        result: checkResultSchema,
      }),
      async (request) => {
        requireUser(request);
        const result = service.checkRule(request.query.ruleCode, request.query.value);
        return ok(result, result.message);
      },
    );

    // ─────────────────────────────────────── company check ───────────────────────────────────────

    app.get(
      '/sys/companyCheck/links',
      op({
        id: 'getCompanyCheckLinks',
        summary: '企业查询链接',
        access: A.companyCheck,
        result: companyCheckSettingVersioned,
      }),
      async (request) => ok(await service.companyCheckLinks(requireUser(request))),
    );

    app.put(
      '/sys/companyCheck/links',
      op({
        id: 'saveCompanyCheckLinks',
        summary: '保存企业查询链接',
        access: A.companyCheckEdit,
        body: companyCheckSettingVersioned,
        result: companyCheckSettingVersioned,
      }),
      async (request) =>
        ok(await service.saveCompanyCheckLinks(requireUser(request), request.body), '保存成功'),
    );
  };
