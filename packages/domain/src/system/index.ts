export * from './access.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './jobs.ts';
export * from './session.ts';
export * from './session-rules.ts';
export * from './settings.ts';
export * from './third-party-login.ts';
