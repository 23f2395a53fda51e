/** Field labels of 工作日历. */
export const lifecycleFields = {
  working_calendar_days: { day: '日期', kind: '日期类型' },
} satisfies Record<string, Record<string, string>>;
