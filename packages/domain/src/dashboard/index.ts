export * from './contract.ts';
export * from './endpoints.ts';
export * from './statistics.ts';
