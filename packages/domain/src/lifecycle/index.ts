export * from './access.ts';
export * from './calendar.ts';
export * from './china-holidays.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './rule-sets.ts';
