// The public remote: exposes ./App to the shell and also runs on its own page for its team. Its
// production build has two parts of one version: the browser's (dist/) and the server's
// (dist/server/, loaded by the shell's server to render pages).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { remoteConfig, remoteServerConfig } = require('@safa/tooling/webpack');

/** What browsers load: the site. */
const browserExposes = { './App': './src/App.tsx' };
/** What the shell's server loads (typed in @safa/remote-types): the site, and its server side. */
const serverExposes = { ...browserExposes, './server': './src/server.ts' };

export default (_env, { mode = 'production' }) => {
  const root = import.meta.dirname;
  const browser = remoteConfig({ root, mode, service: 'public', exposes: browserExposes });
  // react-slick's stylesheet stays inside this remote.
  browser.module.rules.push({ test: /\.css$/i, use: ['style-loader', 'css-loader'] });
  return mode === 'production'
    ? [browser, remoteServerConfig({ root, mode, service: 'public', exposes: serverExposes })]
    : browser;
};
