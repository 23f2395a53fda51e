export * from './access.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './notice-html.ts';
export * from './notice-route.ts';
export * from './notice-target.ts';
