export * from './audit-time.ts';
export * from './duration-tables.ts';
