import { Route, Routes } from 'react-router-dom';
import { lazyRemoteApp } from './remotes/load-remote-app';
import { RemoteRoute } from './remotes/RemoteRoute';
import { REMOTES } from './remotes/remote-config';

interface AppProps {
  remotesConfigured: Promise<void>;
}

/** `/admin` and below go to the admin remote; every other path to the public remote. */
export function App({ remotesConfigured }: AppProps) {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={<RemoteRoute load={() => lazyRemoteApp(`${REMOTES.admin}/App`, remotesConfigured)} />}
      />
      <Route
        path="*"
        element={<RemoteRoute load={() => lazyRemoteApp(`${REMOTES.public}/App`, remotesConfigured)} />}
      />
    </Routes>
  );
}
