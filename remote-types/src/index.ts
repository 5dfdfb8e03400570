export type * from './public-remote';
