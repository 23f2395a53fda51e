export * from './access.ts';
export * from './code-tables.ts';
export * from './competence.ts';
export * from './contract.ts';
export * from './endpoints.ts';
