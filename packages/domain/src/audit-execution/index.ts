export * from './access.ts';
export * from './client-view.ts';
export * from './contract.ts';
export * from './documents.ts';
export * from './endpoints.ts';
export * from './rules.ts';
export * from './team-rights.ts';
