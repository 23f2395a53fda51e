/**
 * Lifecycle routes: the working-day calendar (工作日历, /sys/calendar/…) and the rule-set selection
 * (认证周期规则, /sys/lifecycle/rules). Reading is open to every signed-in user (deadlines are shown
 * everywhere); changing the calendar needs its buttons, the rules the settings permission.
 */
import {
  CALENDAR_ACCESS as A,
  CALENDAR_DAY_KINDS,
  calendarDayBody,
  calendarDayEditBody,
  calendarDaySaved,
  calendarImportResult,
  calendarYear,
  calendarYearQuery,
  dueList,
  idVersion,
  labelOf,
  lifecycleRulesPage,
  lifecycleSettingVersioned,
  removedRecord,
  SETTING_ACCESS,
} from '@cb/domain';
import { requireUser } from '../../platform/auth/guard.ts';
import { readExcelUpload, sendWorkbook, writeSheet } from '../../platform/crud/index.ts';
import { enableUploads } from '../../platform/files/files.ts';
import { ok } from '../../platform/http/envelope.ts';
import { op } from '../../platform/http/operation.ts';
import type { AreaRoutes } from '../../platform/http/type-provider.ts';
import type { AppServices } from '../../platform/services.ts';
import { LifecycleService, MAX_CALENDAR_IMPORT_BYTES } from './service.ts';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

export const lifecycleRoutes =
  (services: AppServices): AreaRoutes =>
  async (app) => {
    const service = new LifecycleService(services.database, services.clock);
    await enableUploads(app, MAX_CALENDAR_IMPORT_BYTES);

    app.get(
      '/sys/calendar/list',
      op({
        id: 'listCalendarDays',
        summary: '工作日历：一年的放假和调休上班日',
        access: 'signedIn',
        query: calendarYearQuery,
        result: calendarYear,
      }),
      async (request) => ok(await service.calendarYear(requireUser(request), request.query.year)),
    );
    app.post(
      '/sys/calendar/add',
      op({
        id: 'addCalendarDay',
        summary: '新增放假或调休日',
        access: A.add,
        body: calendarDayBody,
        result: calendarDaySaved,
      }),
      async (request) => ok(await service.addDay(requireUser(request), request.body), '添加成功'),
    );
    app.put(
      '/sys/calendar/edit',
      op({
        id: 'editCalendarDay',
        summary: '修改放假或调休日',
        access: A.edit,
        body: calendarDayEditBody,
        result: calendarDaySaved,
      }),
      async (request) => ok(await service.editDay(requireUser(request), request.body), '修改成功'),
    );
    app.delete(
      '/sys/calendar/delete',
      op({
        id: 'deleteCalendarDay',
        summary: '删除放假或调休日',
        access: A.remove,
        query: idVersion,
        result: removedRecord,
      }),
      async (request) =>
        ok(
          await service.removeDay(requireUser(request), request.query.id, request.query.version),
          '删除成功',
        ),
    );
    app.get(
      '/sys/calendar/exportXls',
      op({
        id: 'exportCalendarDays',
        summary: '导出一年的工作日历',
        access: A.export,
        query: calendarYearQuery,
        result: 'file',
      }),
      async (request, reply) => {
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
    );
    app.post(
      '/sys/calendar/importExcel',
      op({
        id: 'importCalendarDays',
        summary: '从 Excel 导入放假和调休日（全部成功或全部不导入）',
        access: A.import,
        result: calendarImportResult,
      }),
      async (request) => {
        const content = await readExcelUpload(request, MAX_CALENDAR_IMPORT_BYTES);
        const result = await service.importDays(requireUser(request), content);
        return ok(result, `新增${result.added}天，更新${result.updated}天`);
      },
    );

    app.get(
      '/sys/lifecycle/rules',
      op({
        id: 'getLifecycleRules',
        summary: '认证周期规则：可选规则集与本机构的选择',
        access: 'signedIn',
        result: lifecycleRulesPage,
      }),
      async (request) => ok(await service.rulesPage(requireUser(request))),
    );
    app.get(
      '/sys/lifecycle/due',
      op({
        id: 'listLifecycleDue',
        summary: '待办期限：按规则到期或逾期的事项（上报、暂停期满）',
        access: 'signedIn',
        result: dueList,
      }),
      async (request) => ok(await service.dueList(requireUser(request))),
    );
    app.put(
      '/sys/lifecycle/rules',
      op({
        id: 'saveLifecycleRules',
        summary: '保存认证周期规则的选择',
        access: SETTING_ACCESS.edit,
        body: lifecycleSettingVersioned,
        result: lifecycleSettingVersioned,
      }),
      async (request) => ok(await service.saveSetting(requireUser(request), request.body), '保存成功'),
    );
  };
