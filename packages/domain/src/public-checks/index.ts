export * from './contract.ts';
export * from './materials.ts';
export * from './training-certificates.ts';
