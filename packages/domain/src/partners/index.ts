export * from './access.ts';
export * from './consultancy.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './permissions.ts';
