export * from './access.ts';
export * from './certificate-columns.ts';
export * from './codes.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './permissions.ts';
export * from './rules.ts';
