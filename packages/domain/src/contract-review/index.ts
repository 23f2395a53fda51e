export * from './access.ts';
export * from './audit-time.ts';
export * from './contract.ts';
export * from './duration-tables.ts';
export * from './endpoints.ts';
export * from './review.ts';
