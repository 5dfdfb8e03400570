import { DialogProvider, RemoteScope } from '@safa/shared-ui';
import { Dashboard } from './dashboard/Dashboard';
import { LoginPage } from './login/LoginPage';
import { SessionProvider, useSession } from './session/SessionProvider';

function AdminRoot() {
  const { token } = useSession();
  return token ? <Dashboard /> : <LoginPage />;
}

/** The back office, mounted by the shell under /admin. */
export default function App() {
  return (
    <RemoteScope name="admin-mfe">
      <DialogProvider>
        <SessionProvider>
          <AdminRoot />
        </SessionProvider>
      </DialogProvider>
    </RemoteScope>
  );
}
