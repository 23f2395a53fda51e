export * from './access.ts';
export * from './contract.ts';
export * from './contract-resources.ts';
export * from './endpoints.ts';
export * from './endpoints-resources.ts';
export * from './permissions.ts';
export * from './report.ts';
export * from './resources.ts';
