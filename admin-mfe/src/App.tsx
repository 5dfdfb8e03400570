import { DialogProvider, RemoteScope } from '@safa/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { LoginPage } from './login/LoginPage';
import { createAdminQueryClient } from './query-client';
import { SessionProvider, useSession } from './session/SessionProvider';

/** Where the host mounted the back office (`/admin`), whatever lies below it. */
function useBasePath(): string {
  const { pathname } = useLocation();
  const below = useParams()['*'] ?? '';
  return pathname.slice(0, pathname.length - below.length).replace(/\/$/, '');
}

function AdminRoot() {
  const { token } = useSession();
  const basePath = useBasePath();
  return token ? <Dashboard basePath={basePath} /> : <LoginPage />;
}

/** The back office, mounted by the shell under /admin. */
export default function App() {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <RemoteScope name="admin-mfe">
      <QueryClientProvider client={queryClient}>
        <DialogProvider>
          <SessionProvider>
            <AdminRoot />
          </SessionProvider>
        </DialogProvider>
      </QueryClientProvider>
    </RemoteScope>
  );
}
