export { BRAND } from './brand';
export { Button } from './components/Button';
export { LoaderOverlay, Spinner } from './components/LoaderOverlay';
export { RemoteFallback } from './components/RemoteFallback';
export type { Theme } from './theme';
export { GlobalStyles, media, theme } from './theme';
