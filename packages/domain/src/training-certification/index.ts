export * from './access.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './permissions.ts';
export * from './rules.ts';
