import { DialogProvider, RemoteScope } from '@safa/shared-ui';
import { PublicDataProvider } from './api/data-provider';
import type { InitialData } from './api/page-data';
import { PublicRoutes } from './PublicRoutes';

export interface PublicAppProps {
  /** What the server loaded for the first page (the shell hands it over from the page it rendered). */
  initialData?: InitialData;
}

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
