export * from './change.ts';
export * from './code-tables.ts';
export * from './contract.ts';
export * from './lifecycle.ts';
export * from './maintenance.ts';
export * from './manage-contract.ts';
export * from './public-status.ts';
export * from './template-layout.ts';
