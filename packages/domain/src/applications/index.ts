export * from './access.ts';
export * from './code-tables.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './intake.ts';
