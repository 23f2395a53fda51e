/** Server state of 工作日历 and 认证周期规则: a year of the calendar, the rules, the due list. */
import { useQuery } from '@tanstack/react-query';
import { defineAreaQueries } from '../../shared/api/areaQueries';
import {
  type CalendarDayBody,
  type CalendarDayEditBody,
  type LifecycleSettingVersioned,
  lifecycleApi,
} from './api';

const calendar = defineAreaQueries('sys:calendar', {});
const rules = defineAreaQueries('sys:lifecycle', {});

export function useCalendarYear(year: number) {
  return useQuery({
    queryKey: [...calendar.keys.all, 'year', year],
    queryFn: () => lifecycleApi.calendar(year),
  });
}
export const useAddDay = calendar.mutation((body: CalendarDayBody) => lifecycleApi.addDay(body));
export const useEditDay = calendar.mutation((body: CalendarDayEditBody) => lifecycleApi.editDay(body));
export const useRemoveDay = calendar.mutation((day: { id: string; version: number }) =>
  lifecycleApi.removeDay(day),
);
export const useImportDays = calendar.mutation((file: File) => lifecycleApi.importDays(file));

export function useLifecycleRules() {
  return useQuery({ queryKey: [...rules.keys.all, 'rules'], queryFn: lifecycleApi.rules });
}
export const useSaveLifecycleRules = rules.mutation((value: LifecycleSettingVersioned) =>
  lifecycleApi.saveRules(value),
);
export function useDueList() {
  return useQuery({ queryKey: [...rules.keys.all, 'due'], queryFn: lifecycleApi.due });
}
