/**
 * Typed calls of 工作日历 (/sys/calendar) and 认证周期规则 (/sys/lifecycle). The types are the
 * contract's (packages/domain/src/lifecycle/contract.ts), imported as types only.
 */
import type {
  CalendarDayBody,
  CalendarDayEditBody,
  CalendarImportResult,
  CalendarYear,
  DueList,
  LifecycleRulesPage,
  LifecycleSettingVersioned,
} from '@cb/domain';
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

type Saved = { id: string; version: number };

export const lifecycleApi = {
  calendar: (year: number) => http.get<CalendarYear>('/sys/calendar/list', { year }),
  addDay: (body: CalendarDayBody) => http.post<Saved>('/sys/calendar/add', body),
  editDay: (body: CalendarDayEditBody) => http.put<Saved>('/sys/calendar/edit', body),
  removeDay: (day: { id: string; version: number }) =>
    http.delete<{ id: string }>('/sys/calendar/delete', { id: day.id, version: day.version }),
  exportYear: (year: number) =>
    http.download('/sys/calendar/exportXls', { params: { year }, fileName: `${year}年工作日历.xlsx` }),
  importDays: (file: File) =>
    http.upload<CalendarImportResult>('/sys/calendar/importExcel', { file, fileName: file.name }),
  rules: () => http.get<LifecycleRulesPage>('/sys/lifecycle/rules'),
  saveRules: (value: LifecycleSettingVersioned) =>
    http.put<LifecycleSettingVersioned>('/sys/lifecycle/rules', value),
  due: () => http.get<DueList>('/sys/lifecycle/due'),
};
