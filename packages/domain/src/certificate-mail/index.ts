export * from './contract.ts';
export * from './mail.ts';
