export * from './code-tables.ts';
export * from './contract.ts';
export * from './public-status.ts';
