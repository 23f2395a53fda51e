export * from './access.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './evaluation.ts';
export * from './permissions.ts';
export * from './stages.ts';
