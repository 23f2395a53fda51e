export * from './access.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './permissions.ts';
export * from './states.ts';
export * from './tariff.ts';
export * from './tax.ts';
