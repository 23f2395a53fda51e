export * from './contract.ts';
export * from './statistics.ts';
