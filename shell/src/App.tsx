import type { InitialData } from '@safa/remote-types';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { lazyRemoteApp } from './remotes/load-remote-app';
import { RemoteRoute } from './remotes/RemoteRoute';
import { REMOTES } from './remotes/remote-names';

interface AppProps {
  remotesConfigured: Promise<void>;
  /** The public site's data for the page the server rendered, handed to the public remote as is. */
  publicData?: InitialData;
  /**
   * The public remote's App, already loaded: the server renders a page with the version it loaded,
   * which the page then names, rather than with whichever version the runtime has registered by then.
   */
  publicApp?: ComponentType<Record<string, unknown>>;
}

/**
 * `/admin` and below go to the admin remote; every other path to the public remote. Each route's
 * element has its own key: both are a RemoteRoute at the same place, and without keys React would keep
 * the first one (and the remote it loaded) when the address moves to the other.
 */
export function App({ remotesConfigured, publicData, publicApp }: AppProps) {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <RemoteRoute
            key={REMOTES.admin}
            load={() => lazyRemoteApp(`${REMOTES.admin}/App`, remotesConfigured)}
          />
        }
      />
      <Route
        path="*"
        element={
          <RemoteRoute
            key={REMOTES.public}
            load={() => publicApp ?? lazyRemoteApp(`${REMOTES.public}/App`, remotesConfigured)}
            props={{ initialData: publicData }}
          />
        }
      />
    </Routes>
  );
}
