export * from './jobs.ts';
export * from './session.ts';
export * from './session-rules.ts';
export * from './settings.ts';
export * from './third-party-login.ts';
