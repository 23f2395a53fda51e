/**
 * Reference data endpoints (SPEC.md §7): dictionaries, certification standards, column settings,
 * the duplicate and rule checks and the company-check links; professional codes and the
 * certification items of the scope tool are in codes.routes.ts.
 */
import { referenceEndpoints, referenceSchemas } from '@cb/domain';
import { requirePermission, requireUser } from '../../platform/auth/guard.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { MAX_IMPORT_BYTES } from './code-excel.ts';
import { codeRoutes } from './codes.routes.ts';
import { ReferenceService } from './service.ts';

export const referenceRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new ReferenceService(services.database);
    await enableUploads(app, MAX_IMPORT_BYTES);

    registerEndpoints(app, referenceEndpoints, referenceSchemas, {
      // Dictionaries.
      listDictItems: async (request) => {
        const english = request.headers['accept-language'] === 'en-US';
        return ok(await service.dictItems(requireUser(request), request.params.dictCode, english));
      },
      listDictionaries: async (request) =>
        ok(await service.dictionaries(requireUser(request), request.query)),
      addDictionary: async (request) =>
        ok(await service.addDictionary(requireUser(request), request.body), '添加成功！'),
      editDictionary: async (request) =>
        ok(await service.editDictionary(requireUser(request), request.body), '编辑成功！'),
      deleteDictionary: async (request) => {
        await service.deleteDictionary(requireUser(request), request.query.id);
        return ok(null, '删除成功!');
      },
      listDictionaryItems: async (request) =>
        ok(await service.dictionaryItems(requireUser(request), request.query.dictionaryId)),
      addDictionaryItem: async (request) =>
        ok(await service.addDictionaryItem(requireUser(request), request.body), '添加成功！'),
      editDictionaryItem: async (request) =>
        ok(await service.editDictionaryItem(requireUser(request), request.body), '编辑成功！'),
      deleteDictionaryItem: async (request) => {
        await service.deleteDictionaryItem(requireUser(request), request.query.id);
        return ok(null, '删除成功!');
      },
      // Standards.
      listApplicationStandards: async (request) => ok(await service.standards(requireUser(request), true)),
      listCertificateStandards: async (request) => ok(await service.standards(requireUser(request), true)),
      listAllStandards: async (request) => ok(await service.standards(requireUser(request), false)),
      addStandard: async (request) =>
        ok(await service.addStandard(requireUser(request), request.body), '添加成功！'),
      editStandard: async (request) =>
        ok(await service.editStandard(requireUser(request), request.body), '编辑成功！'),
      // Column settings and checks.
      listColumnSettings: async (request) => ok(await service.columnSettings(requireUser(request))),
      saveColumnSetting: async (request) =>
        ok(await service.saveColumnSetting(requireUser(request), request.body), '保存成功'),
      checkDuplicateValue: async (request) => {
        const user = requireUser(request);
        const result = await service.duplicateCheck(user, request.query, (permissions) =>
          requirePermission(services, request, user, permissions),
        );
        // JeecgBoot's convention, which the client keeps: a taken value answers success false.
        return { ...ok(result, result.message), success: result.valid };
      },
      checkValueByRule: async (request) => {
        requireUser(request);
        const result = service.checkRule(request.query.ruleCode, request.query.value);
        return ok(result, result.message);
      },
      // Company check.
      getCompanyCheckLinks: async (request) => ok(await service.companyCheckLinks(requireUser(request))),
      saveCompanyCheckLinks: async (request) =>
        ok(await service.saveCompanyCheckLinks(requireUser(request), request.body), '保存成功'),
    });

    await app.register(codeRoutes(service));
  };
