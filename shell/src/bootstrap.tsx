import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { unavailableRemoteModule } from './remotes/load-remote-app';
import { registerRemoteConfig, registerRemotesFromConfig } from './remotes/remote-config';
import { remoteFallbackPlugin } from './runtime-plugins/remote-fallback-plugin';
import { ShellPage } from './ShellPage';
import { readShellState } from './shell-state';

registerPlugins([remoteFallbackPlugin(() => unavailableRemoteModule)]);
// The page carries the remote configuration (and, when the server rendered it, the page's data);
// the development server's page does not, so it is fetched then.
const state = readShellState();
const remotesConfigured = state
  ? Promise.resolve().then(() => registerRemoteConfig(state.remotes))
  : registerRemotesFromConfig();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const page = (
  <ShellPage>
    <BrowserRouter>
      <App remotesConfigured={remotesConfigured} publicData={state?.publicData} />
    </BrowserRouter>
  </ShellPage>
);
if (container.dataset.serverRendered) {
  hydrateRoot(container, page, {
    // A page the browser could not take over as the server rendered it is rendered again here; say so.
    onRecoverableError: (error, info) => console.error('[shell] hydration', error, info.componentStack),
  });
} else createRoot(container).render(page);
