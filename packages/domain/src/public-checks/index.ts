export * from './contract.ts';
export * from './materials.ts';
export * from './training-certificate-rules.ts';
export * from './training-certificates.ts';
