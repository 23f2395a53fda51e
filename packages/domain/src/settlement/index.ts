export * from './access.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './formula.ts';
export * from './permissions.ts';
