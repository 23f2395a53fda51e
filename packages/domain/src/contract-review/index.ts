export * from './audit-time.ts';
export * from './contract.ts';
export * from './duration-tables.ts';
export * from './review.ts';
