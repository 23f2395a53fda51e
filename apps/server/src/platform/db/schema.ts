/** Every drizzle table of the server, for the typed database handle and drizzle-kit. */

export * from '../../modules/applications/schema.ts';
export * from '../../modules/certificates/schema.ts';
export * from '../../modules/customers/schema.ts';
export * from '../../modules/notices/schema.ts';
export * from '../../modules/reference/schema.ts';
export * from '../../modules/system/schema.ts';
export * from '../../modules/system-config/schema.ts';
export * from '../../modules/third-party-login/schema.ts';
export * from '../files/schema.ts';
export * from './platform-schema.ts';
