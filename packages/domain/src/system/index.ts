export * from './session.ts';
export * from './settings.ts';
