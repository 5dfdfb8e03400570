import { startApp } from './start-app';

// The async boundary: shared modules are negotiated before any of the app's code runs.
startApp(() => void import('./bootstrap'));
