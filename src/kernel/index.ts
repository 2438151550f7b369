export * from './types.ts';
export * from './errors.ts';
export * from './rng.ts';
export * from './hash.ts';
export * from './json-path.ts';
export * from './messages.ts';
export * from './match.ts';
export * from './scenario.ts';
