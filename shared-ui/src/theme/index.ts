export { GlobalStyles } from './global-styles';
export type { Theme } from './theme';
export { media, theme } from './theme';
