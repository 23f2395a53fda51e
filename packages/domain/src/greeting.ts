/** The greeting on the home dashboard (SPEC.md §2 "Home dashboard", §9 "Greeting by hour"). */
import { type Locale, type LocalizedText, localize } from './labels.ts';

export const GREETINGS = {
  morning: { zh: '早上好', en: 'Good morning' },
  forenoon: { zh: '上午好', en: 'Good morning' },
  noon: { zh: '中午好', en: 'Good day' },
  afternoon: { zh: '下午好', en: 'Good afternoon' },
  evening: { zh: '晚上好', en: 'Good evening' },
} as const satisfies Record<string, LocalizedText>;

export type GreetingKey = keyof typeof GREETINGS;

/**
 * The greeting for an hour of the day (0-23): before 9 morning, up to 11 forenoon, up to 13 noon,
 * before 20 afternoon, else evening.
 * @example greetingKey(11) // 'forenoon'
 */
export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  return hour < 20 ? 'afternoon' : 'evening';
}

/**
 * The greeting text for an hour of the day.
 * @example greetingOf(new Date().getHours()) // '下午好' at 15:00
 */
export function greetingOf(hour: number, locale: Locale = 'zh-CN'): string {
  return localize(GREETINGS[greetingKey(hour)], locale);
}
