// The async boundary: shared modules are negotiated before any of the app's code runs.
import('./bootstrap');
