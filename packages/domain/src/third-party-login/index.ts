export * from './contract.ts';
export * from './endpoints.ts';
