export * from './contract.ts';
export * from './dates.ts';
