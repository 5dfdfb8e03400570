export * from './forms';
export type * from './public-remote';
