export * from './access.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './materials.ts';
export * from './training-certificate-rules.ts';
export * from './training-certificates.ts';
export * from './training-endpoints.ts';
