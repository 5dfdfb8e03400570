import type { PublicAppProps } from '@safa/remote-types';
import { DialogProvider, RemoteScope } from '@safa/shared-ui';
import { PublicDataProvider } from './api/data-provider';
import { PublicRoutes } from './PublicRoutes';

/** The public site, mounted by the shell on every path outside /admin. */
export default function App({ initialData }: PublicAppProps) {
  return (
    <RemoteScope name="public-mfe">
      <PublicDataProvider initialData={initialData}>
        <DialogProvider>
          <PublicRoutes />
        </DialogProvider>
      </PublicDataProvider>
    </RemoteScope>
  );
}
