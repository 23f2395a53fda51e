/**
 * Lifecycle routes: the working-day calendar (工作日历, /sys/calendar/…) and the rule-set selection
 * (认证周期规则, /sys/lifecycle/rules). Reading is open to every signed-in user (deadlines are shown
 * everywhere); changing the calendar needs its buttons, the rules the settings permission.
 */
import { CALENDAR_DAY_KINDS, labelOf, lifecycleEndpoints, lifecycleSchemas } from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { readExcelUpload, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { registerEndpoints } from '../../platform/http/endpoints.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { LifecycleService, MAX_CALENDAR_IMPORT_BYTES } from './service.ts';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

export const lifecycleRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new LifecycleService(services.database, services.clock);
    await enableUploads(app, MAX_CALENDAR_IMPORT_BYTES);

    registerEndpoints(app, lifecycleEndpoints, lifecycleSchemas, {
      listCalendarDays: async (request) =>
        ok(await service.calendarYear(requireUser(request), request.query.year)),
      addCalendarDay: async (request) =>
        ok(await service.addDay(requireUser(request), request.body), '添加成功'),
      editCalendarDay: async (request) =>
        ok(await service.editDay(requireUser(request), request.body), '修改成功'),
      deleteCalendarDay: async (request) =>
        ok(
          await service.removeDay(requireUser(request), request.query.id, request.query.version),
          '删除成功',
        ),
      exportCalendarDays: async (request, reply) => {
        const { year } = request.query;
        const days = await service.exportYear(requireUser(request), year);
        const content = await writeSheet(
          `${year}年工作日历`,
          [
            { header: '日期', width: 12, value: (d) => d.date },
            { header: '星期', width: 8, value: (d) => WEEKDAYS[d.weekday] },
            { header: '类型', width: 10, value: (d) => labelOf(CALENDAR_DAY_KINDS, d.kind) },
            { header: '名称', width: 20, value: (d) => d.name },
          ],
          days,
        );
        return sendWorkbook(reply, content, `calendar-${year}.xlsx`, `${year}年工作日历.xlsx`);
      },
      importCalendarDays: async (request) => {
        const content = await readExcelUpload(request, MAX_CALENDAR_IMPORT_BYTES);
        const result = await service.importDays(requireUser(request), content);
        return ok(result, `新增${result.added}天，更新${result.updated}天`);
      },
      getLifecycleRules: async (request) => ok(await service.rulesPage(requireUser(request))),
      listLifecycleDue: async (request) => ok(await service.dueList(requireUser(request))),
      saveLifecycleRules: async (request) =>
        ok(await service.saveSetting(requireUser(request), request.body), '保存成功'),
    });
  };
