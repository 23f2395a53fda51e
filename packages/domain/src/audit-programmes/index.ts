export * from './access.ts';
export * from './calendar.ts';
export * from './contract.ts';
export * from './endpoints.ts';
export * from './plan.ts';
export * from './plan-sites.ts';
export * from './programme.ts';
export * from './team.ts';
