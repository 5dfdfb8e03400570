// The admin remote: exposes ./App to the shell and also runs on its own page for its team.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { remoteConfig } = require('@safa/tooling/webpack');

export default (_env, { mode = 'production' }) =>
  remoteConfig({ root: import.meta.dirname, mode, service: 'admin', exposes: { './App': './src/App.tsx' } });
