/**
 * The calls of 工作日历 (/sys/calendar) and 认证周期规则 (/sys/lifecycle), derived from the area's
 * endpoint table (packages/domain/src/lifecycle/endpoints.ts): paths, methods and types are the
 * server's declarations; the contract's types are imported as types only.
 */
import {
  type CalendarDayBody,
  type CalendarDayEditBody,
  type CalendarYear,
  type DueList,
  type LifecycleRulesPage,
  type LifecycleSettingVersioned,
  lifecycleEndpoints,
  type ResultOf,
} from '@cb/domain';
import { endpointCalls, urlOf } from '../../shared/api/endpoints';
import { http } from '../../shared/http';

export type {
  CalendarDayBody,
  CalendarDayEditBody,
  CalendarYear,
  DueList,
  LifecycleRulesPage,
  LifecycleSettingVersioned,
};
export type CalendarDay = CalendarYear['days'][number];

const call = endpointCalls(lifecycleEndpoints);

export const lifecycleApi = {
  calendar: (year: number) => call.listCalendarDays({ year }),
  addDay: (body: CalendarDayBody) => call.addCalendarDay(body),
  editDay: (body: CalendarDayEditBody) => call.editCalendarDay(body),
  removeDay: (day: { id: string; version: number }) =>
    call.deleteCalendarDay({ id: day.id, version: day.version }),
  exportYear: (year: number) => call.exportCalendarDays({ year }, { fileName: `${year}年工作日历.xlsx` }),
  /** A multipart upload: the table gives the URL and the answer's type. */
  importDays: (file: File) =>
    http.upload<ResultOf<typeof lifecycleEndpoints.importCalendarDays>>(
      urlOf(lifecycleEndpoints.importCalendarDays),
      { file, fileName: file.name },
    ),
  rules: () => call.getLifecycleRules(),
  saveRules: (value: LifecycleSettingVersioned) => call.saveLifecycleRules(value),
  due: () => call.listLifecycleDue(),
};
