import { registerPlugins } from '@module-federation/enhanced/runtime';
import { GlobalStyles, theme } from '@safa/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { unavailableRemoteModule } from './remotes/load-remote-app';
import { registerRemotesFromConfig } from './remotes/remote-config';
import { remoteFallbackPlugin } from './runtime-plugins/remote-fallback-plugin';

registerPlugins([remoteFallbackPlugin(() => unavailableRemoteModule)]);
const remotesConfigured = registerRemotesFromConfig();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <BrowserRouter>
        <App remotesConfigured={remotesConfigured} />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
