export * from './numbering.ts';
