export * from './contract.ts';
export * from './materials.ts';
