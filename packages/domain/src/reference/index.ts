export * from './access.ts';
export * from './company-check.ts';
export * from './contract.ts';
export * from './dictionary.ts';
export * from './endpoints.ts';
export * from './professional-codes.ts';
export * from './scope-tool.ts';
export * from './standards.ts';
