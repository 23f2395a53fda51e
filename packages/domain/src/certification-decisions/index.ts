export * from './contract.ts';
export * from './rules.ts';
