export * from './contract.ts';
export * from './control-characters.ts';
export * from './date-time.ts';
export * from './dates.ts';
export * from './endpoints.ts';
